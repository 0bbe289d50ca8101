import { ApiError } from '../../client/api-error';
import { ADMIN_REQUIRED } from '../../platform/contract';
import { BLOCK_CHANGED_BY_SOMEONE_ELSE } from '../../processes/blocks.contract';
import { createBlock, deleteBlock, saveBlock, undoBlockDeletion } from '../../processes/blocks.queries';
import { MUST_BE_DRAFT, SOP_CHANGED_BY_SOMEONE_ELSE, STEP_QMS_ONLY } from '../../processes/sops.contract';
import { createSop, updateSopVersion } from '../../processes/sops.queries';
import { createTerm, deleteTerm, saveTerm, undoTermDeletion } from '../../processes/terms.queries';
import { apiJson } from '../../client/http';
import { SopTermList } from '../../processes/terms.contract';
import { getMockDb, setMockRole } from '../db';
import { processStore } from './processes-store';
import { setupMockApi } from '../setup-mock-api';

setupMockApi();

async function refusal(call: Promise<unknown>): Promise<{ status: number; message?: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.errorMessage };
    throw error;
  }
  throw new Error('the call was not refused');
}

describe('mock processes backend (answers like the server)', () => {
  it('creates a process with the defaults and validates like the contract', async () => {
    const { sop, sopArtifact } = await createSop({ name: 'Document Control' });
    expect(sop).toMatchObject({ version: 1, releaseState: 'DRAFT', description: '' });
    expect(sopArtifact).toMatchObject({ requirementType: 'QMS', parentArtifactId: null });
    expect(getMockDb().sops.rootOrderedArtifactIds).toEqual([sop.artifactId]);
    expect(await refusal(createSop({ name: '' }))).toEqual({
      status: 400,
      message: 'Minimum 1 character',
    });
  });

  it('refuses viewers, stale dbVersions and edits outside DRAFT', async () => {
    const { sop } = await createSop({ name: 'Training' });
    expect(
      (await refusal(updateSopVersion(sop.artifactId, sop.versionId, { name: 'x', dbVersion: 5 }))).message,
    ).toBe(SOP_CHANGED_BY_SOMEONE_ELSE);
    setMockRole('viewer');
    expect(await refusal(createBlock(sop, { block: { type: 'HEADER' } }))).toEqual({
      status: 403,
      message: ADMIN_REQUIRED,
    });
    setMockRole('admin');
    getMockDb().sops.sops[0]!.releaseState = 'RELEASED';
    expect(await refusal(createBlock(sop, { block: { type: 'HEADER' } }))).toEqual({
      status: 409,
      message: MUST_BE_DRAFT,
    });
  });

  it('follows the block states: new version on editing UNCHANGED, DELETED with undo, revert of UPDATED', async () => {
    const { sop } = await createSop({ name: 'CAPA' });
    const block = await createBlock(sop, { block: { type: 'TIPTAP' } });
    expect(block).toMatchObject({ name: 'New Section', description: 'Edit block to change title and text.' });
    const ref = { ...sop, blockArtifactId: block.artifactId, blockVersionId: block.versionId };
    expect((await refusal(saveBlock(ref, { name: 'x', dbVersion: 9 }))).message).toBe(
      BLOCK_CHANGED_BY_SOMEONE_ELSE,
    );
    processStore().blocks.get(sop.versionId)![0]!.versionState = 'UNCHANGED';
    const updated = await saveBlock(ref, { name: 'Scope', dbVersion: block.dbVersion });
    expect(updated).toMatchObject({ versionState: 'UPDATED', version: 2, name: 'Scope' });
    await deleteBlock({ ...ref, blockVersionId: updated.versionId });
    expect(processStore().blocks.get(sop.versionId)![0]).toMatchObject({
      versionState: 'UNCHANGED',
      name: 'New Section',
    });
    await deleteBlock(ref);
    expect(processStore().blocks.get(sop.versionId)![0]!.versionState).toBe('DELETED');
    await undoBlockDeletion(sop, block.versionId);
    expect(processStore().blocks.get(sop.versionId)![0]!.versionState).toBe('UNCHANGED');
  });

  it('refuses a step in a PRODUCT process', async () => {
    const { sop } = await createSop({ name: 'Product X', requirementType: 'PRODUCT' });
    expect((await refusal(createBlock(sop, { block: { type: 'STEP' } }))).message).toBe(STEP_QMS_ONLY);
  });

  it('versions terms: edit in place while new, new version when unchanged, deleted with undo', async () => {
    const { sop } = await createSop({ name: 'Audits', version: 1 });
    const term = await createTerm(sop, { term: 'Audit', definition: 'An examination' });
    const ref = { ...sop, termArtifactId: term.artifactId, termVersionId: term.versionId };
    const edited = await saveTerm(ref, {
      term: 'Audit',
      definition: 'A systematic examination',
      dbVersion: 0,
    });
    expect(edited).toMatchObject({ versionId: term.versionId, version: 1 });
    // as if this were the next process version: the term becomes one taken over unchanged
    getMockDb().sops.sops[0]!.version = 2;
    await deleteTerm(ref);
    const list = () =>
      apiJson(SopTermList, `/qms-api/sops/${sop.artifactId}/versions/${sop.versionId}/terms`);
    expect(await list()).toEqual([]);
    await undoTermDeletion(sop, term.versionId);
    expect((await list()).map((t) => t.definition)).toEqual(['A systematic examination']);
  });
});
