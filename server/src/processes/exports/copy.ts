import { and, eq, sql } from 'drizzle-orm';
import { COPY_NAME_SUFFIX, SOP_NAME_MAX, type SopDetailResponse } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { sopBlocks, sopTerms, sopVersions } from '../schema';
import { conflict } from '../../http/errors';
import { listTerms } from '../terms/terms.repository';
import { loadArtifact, loadBlocks, loadSopVersion, sopDetail } from '../sops/sop-rows';
import { createProcess } from '../sops/sops.write';
import { COPY_OF_PDF_PROCESS } from './exports.messages';

/** 'Purchasing' → 'Purchasing (Copy)', cut so the name stays within the limit. */
export const copyName = (name: string): string =>
  `${name.slice(0, SOP_NAME_MAX - COPY_NAME_SUFFIX.length)}${COPY_NAME_SUFFIX}`;

/**
 * POST /sops/{artifactId}/versions/{versionId}/copy: a new process (V1, DRAFT) beside the original in the tree, with
 * the version's purpose, links, blocks (new ids, CREATED) and valid terms (new ids). Every insert is audited by the
 * tables' triggers; nothing of the original changes.
 */
export async function copyProcess(
  tx: Tx,
  tenantId: string,
  artifactId: string,
  versionId: string,
): Promise<SopDetailResponse> {
  const source = await loadSopVersion(tx, tenantId, artifactId, versionId);
  if (source.sopAsPdf) throw conflict(COPY_OF_PDF_PROCESS);
  const artifact = await loadArtifact(tx, tenantId, artifactId);
  const created = await createProcess(tx, tenantId, {
    name: copyName(source.name),
    description: source.description,
    requirementType: artifact.requirementType,
    parentArtifactId: artifact.parentArtifactId,
    version: 1,
  });
  const target = { artifactId: created.sopArtifact.artifactId, versionId: created.sop.versionId };
  await tx
    .update(sopVersions)
    .set({
      templateArtifactIds: source.templateArtifactIds,
      templateContentIds: source.templateContentIds,
      srProcessIds: source.srProcessIds,
    })
    .where(and(eq(sopVersions.tenantId, tenantId), eq(sopVersions.versionId, target.versionId)));
  const blocks = (await loadBlocks(tx, tenantId, versionId)).filter((b) => b.versionState !== 'DELETED');
  if (blocks.length > 0)
    await tx.insert(sopBlocks).values(
      blocks.map((b, position) => ({
        tenantId,
        sopVersionId: target.versionId,
        artifactId: sql`gen_random_uuid()`,
        versionState: 'CREATED',
        type: b.type,
        name: b.name,
        description: b.description,
        diagramXml: b.diagramXml,
        roleId: b.roleId,
        position,
        testable: b.testable,
        acceptanceCriterion: b.acceptanceCriterion,
        testMethodReference: b.testMethodReference,
        statisticalRequirements: b.statisticalRequirements,
        sampleSize: b.sampleSize,
        references: b.references,
        productIds: b.productIds,
        templateContentIds: b.templateContentIds,
      })),
    );
  const terms = await listTerms(tx, { tenantId, artifactId, versionId });
  if (terms.length > 0)
    await tx.insert(sopTerms).values(
      terms.map((t) => ({
        tenantId,
        artifactId: sql`gen_random_uuid()`,
        sopArtifactId: target.artifactId,
        sopVersionCreated: created.sop.version,
        term: t.term,
        abbreviation: t.abbreviation,
        definition: t.definition,
      })),
    );
  return sopDetail(tx, tenantId, await loadSopVersion(tx, tenantId, target.artifactId, target.versionId));
}
