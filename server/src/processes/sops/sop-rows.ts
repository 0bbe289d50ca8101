import { and, asc, eq } from 'drizzle-orm';
import type { SopArtifact, SopBlock, SopVersion, SopVersionSummary } from '@qms/shared-api/contract';
import { MUST_BE_DRAFT } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { sopArtifacts, sopBlocks, sopVersions } from '../schema';
import { conflict, notFound } from '../../http/errors';

/** Column maps and loaders the sops, blocks and terms features share. */
export const artifactColumns = {
  artifactId: sopArtifacts.artifactId,
  parentArtifactId: sopArtifacts.parentArtifactId,
  requirementType: sopArtifacts.requirementType,
  orderedArtifactIds: sopArtifacts.orderedArtifactIds,
  dbVersion: sopArtifacts.dbVersion,
};
export const versionColumns = {
  artifactId: sopVersions.artifactId,
  versionId: sopVersions.versionId,
  version: sopVersions.version,
  releaseState: sopVersions.releaseState,
  changeDescription: sopVersions.changeDescription,
  sopAsPdf: sopVersions.sopAsPdf,
  name: sopVersions.name,
  description: sopVersions.description,
  templateArtifactIds: sopVersions.templateArtifactIds,
  templateContentIds: sopVersions.templateContentIds,
  srProcessIds: sopVersions.srProcessIds,
  dbVersion: sopVersions.dbVersion,
};
export const blockColumns = {
  artifactId: sopBlocks.artifactId,
  versionId: sopBlocks.versionId,
  version: sopBlocks.version,
  versionState: sopBlocks.versionState,
  type: sopBlocks.type,
  name: sopBlocks.name,
  description: sopBlocks.description,
  diagramXml: sopBlocks.diagramXml,
  testable: sopBlocks.testable,
  acceptanceCriterion: sopBlocks.acceptanceCriterion,
  testMethodReference: sopBlocks.testMethodReference,
  statisticalRequirements: sopBlocks.statisticalRequirements,
  sampleSize: sopBlocks.sampleSize,
  references: sopBlocks.references,
  productIds: sopBlocks.productIds,
  templateContentIds: sopBlocks.templateContentIds,
  roleId: sopBlocks.roleId,
  dbVersion: sopBlocks.dbVersion,
  position: sopBlocks.position,
  previousVersionId: sopBlocks.previousVersionId,
};

type VersionRow = Omit<SopVersionSummary, 'releaseState'> & { releaseState: string };
export type BlockRow = Omit<SopBlock, 'type' | 'versionState' | 'sopArtifactId'> & {
  type: string;
  versionState: string;
  position: number;
  previousVersionId: string | null;
};

export const asVersion = (row: VersionRow): SopVersionSummary => row as SopVersionSummary;
export const asArtifact = (
  row: Omit<SopArtifact, 'requirementType'> & { requirementType: string },
): SopArtifact => row as SopArtifact;
export function asBlock(row: BlockRow, sopArtifactId: string): SopBlock {
  const { position: _position, previousVersionId: _previous, ...block } = row;
  return { ...block, sopArtifactId } as SopBlock;
}

export const sopVersionNotFound = (versionId: string) => notFound(`Process version ${versionId} not found`);
export const sopArtifactNotFound = (artifactId: string) => notFound(`Process ${artifactId} not found`);

/**
 * The process version named by artifact and version id (404 when either is not the tenant's or they do not
 * belong together). `lock` takes a row lock, so concurrent edits of one version's blocks and terms serialise.
 */
export async function loadSopVersion(
  tx: Tx,
  tenantId: string,
  artifactId: string,
  versionId: string,
  lock = false,
): Promise<SopVersionSummary> {
  const query = tx
    .select(versionColumns)
    .from(sopVersions)
    .where(
      and(
        eq(sopVersions.tenantId, tenantId),
        eq(sopVersions.versionId, versionId),
        eq(sopVersions.artifactId, artifactId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw sopVersionNotFound(versionId);
  return asVersion(row);
}

/** Edits only in DRAFT (spec 1 §4); the admin check is the route's `access: 'write'`. */
export function assertDraft(version: Pick<SopVersionSummary, 'releaseState'>): void {
  if (version.releaseState !== 'DRAFT') throw conflict(MUST_BE_DRAFT);
}

/** The version's blocks in order (DELETED included). */
export async function loadBlocks(tx: Tx, tenantId: string, versionId: string): Promise<BlockRow[]> {
  return tx
    .select(blockColumns)
    .from(sopBlocks)
    .where(and(eq(sopBlocks.tenantId, tenantId), eq(sopBlocks.sopVersionId, versionId)))
    .orderBy(asc(sopBlocks.position), asc(sopBlocks.createdAt));
}

export async function loadArtifact(tx: Tx, tenantId: string, artifactId: string): Promise<SopArtifact> {
  const [row] = await tx
    .select(artifactColumns)
    .from(sopArtifacts)
    .where(and(eq(sopArtifacts.tenantId, tenantId), eq(sopArtifacts.artifactId, artifactId)));
  if (!row) throw sopArtifactNotFound(artifactId);
  return asArtifact(row);
}

export async function sopDetail(
  tx: Tx,
  tenantId: string,
  version: SopVersionSummary,
): Promise<{ sopArtifact: SopArtifact; sop: SopVersion }> {
  const sopArtifact = await loadArtifact(tx, tenantId, version.artifactId);
  const blocks = await loadBlocks(tx, tenantId, version.versionId);
  return { sopArtifact, sop: { ...version, sopBlocks: blocks.map((b) => asBlock(b, version.artifactId)) } };
}
