import { apiJson } from '../../client/http';
import { createBlock, saveBlock } from '../../processes/blocks.queries';
import { createSop } from '../../processes/sops.queries';
import { assessment, requirement } from '../../regulations/gap.fixtures';
import {
  GapList,
  ProductRequirementList,
  QmsRequirementList,
  RegulationIdList,
} from '../../regulations/qms-requirements.contract';
import { getMockDb } from '../db';
import { setupMockApi } from '../setup-mock-api';

setupMockApi();

/** Two regulations; a process with one block that reg-2's r21 links; reg-1's r11 targets the process. */
async function fixture() {
  const { sop } = await createSop({ name: 'Purchasing' });
  const block = await createBlock(sop, { block: { type: 'TIPTAP' } });
  const renamed = await saveBlock(
    {
      artifactId: sop.artifactId,
      versionId: sop.versionId,
      blockArtifactId: block.artifactId,
      blockVersionId: block.versionId,
    },
    { name: 'Supplier evaluation', dbVersion: block.dbVersion },
  );
  const db = getMockDb();
  db.regulations = ['reg-1', 'reg-2'].map((id) => ({
    id,
    regulationId: id,
    number: id,
    title: id,
    licenseTypeView: 'VIEW_OPEN' as const,
    licenseTypeExport: 'EXPORT_OPEN' as const,
  }));
  db.requirements = [requirement('r11'), requirement('r12'), requirement('r21', { regulationId: 'reg-2' })];
  db.qmsRequirements = [
    assessment('r21', { regulationId: 'reg-2', referencedSopBlockArtifactIds: [block.artifactId] }),
    assessment('r12', { actualTemplateArtifactIds: ['t1'] }),
    assessment('r11', { targetSopArtifactIds: [sop.artifactId], targetTemplateArtifactIds: ['t1'] }),
  ];
  return { sop, block, renamed };
}

const bySopVersion = (id: string) =>
  apiJson(QmsRequirementList, '/qms-api/qms-requirements/by-sop-version-id', { query: { sopVersionId: id } });

describe('mock gap lookups from a process (answer like the server)', () => {
  it("lists a process version's gap entries: targets, implemented marks and linked blocks", async () => {
    const { sop } = await fixture();
    const list = await bySopVersion(sop.versionId);
    // ordered by regulation, then document order
    expect(list.map((q) => q.requirementId)).toEqual(['r11', 'r21']);
    await expect(bySopVersion('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      status: 404,
      errorMessage: 'Process version 00000000-0000-4000-8000-000000000000 not found',
    });
    await expect(
      apiJson(QmsRequirementList, '/qms-api/qms-requirements/by-sop-version-id'),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('answers the regulations naming a process or a template, distinct and sorted', async () => {
    const { sop } = await fixture();
    const sopIds = await apiJson(
      RegulationIdList,
      '/qms-api/qms-requirements/regulation-ids-by-sop-artifact-id',
      {
        query: { sopArtifactId: sop.artifactId },
      },
    );
    expect(sopIds).toEqual(['reg-1', 'reg-2']);
    const templateIds = await apiJson(
      RegulationIdList,
      '/qms-api/qms-requirements/regulation-ids-by-template-artifact-id',
      { query: { templateArtifactId: 't1' } },
    );
    expect(templateIds).toEqual(['reg-1']);
  });

  it("names the gap list's linked blocks with their process and newest name", async () => {
    const { sop, block } = await fixture();
    const gapList = await apiJson(GapList, '/qms-api/qms-regulations/reg-2/gap-list');
    expect(gapList.linkedBlocks).toEqual([
      { blockArtifactId: block.artifactId, sopArtifactId: sop.artifactId, name: 'Supplier evaluation' },
    ]);
    expect((await apiJson(GapList, '/qms-api/qms-regulations/reg-1/gap-list')).linkedBlocks).toEqual([]);
  });

  it('lists the Section blocks of PRODUCT processes as product requirements, not those of QMS processes', async () => {
    await fixture();
    const { sop } = await createSop({ name: 'Infusion pump', requirementType: 'PRODUCT' });
    await createBlock(sop, { block: { type: 'HEADER' } });
    const section = await createBlock(sop, { block: { type: 'TIPTAP', name: 'Flow rate', testable: true } });
    const list = await apiJson(ProductRequirementList, '/qms-api/product-requirements');
    expect(list).toEqual([
      expect.objectContaining({
        sopArtifactId: sop.artifactId,
        sopName: 'Infusion pump',
        sopBlockArtifactId: section.artifactId,
        sopBlockName: 'Flow rate',
        sopBlockTestable: true,
      }),
    ]);
  });
});
