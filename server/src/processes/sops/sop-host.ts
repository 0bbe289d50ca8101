import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isTermValidFor, type ReleaseState } from '@qms/shared-api/contract';
import type { ChangeControlHost, HostVersion } from '../../change-control/index';
import type { Tx } from '../../db/tenant';
import { sopBlocks, sopTerms, sopVersions } from '../schema';
import { loadBlocks, sopArtifactNotFound, sopVersionNotFound, versionColumns } from './sop-rows';
import { spacedPositions } from '../blocks/block-positions';
import { copyProcessPdfs } from '../storage/storage.repository';

// Processes' side of change control (change-control/host.ts): process versions as the module sees them.

const hostColumns = {
  artifactId: sopVersions.artifactId,
  versionId: sopVersions.versionId,
  version: sopVersions.version,
  releaseState: sopVersions.releaseState,
  name: sopVersions.name,
  changeDescription: sopVersions.changeDescription,
  dbVersion: sopVersions.dbVersion,
};
const asHost = (row: Omit<HostVersion, 'releaseState'> & { releaseState: string }): HostVersion =>
  row as HostVersion;

async function loadVersion(tx: Tx, tenantId: string, versionId: string, lock = false): Promise<HostVersion> {
  const query = tx
    .select(hostColumns)
    .from(sopVersions)
    .where(and(eq(sopVersions.tenantId, tenantId), eq(sopVersions.versionId, versionId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw sopVersionNotFound(versionId);
  return asHost(row);
}

async function loadVersions(tx: Tx, tenantId: string, versionIds: readonly string[]): Promise<HostVersion[]> {
  if (versionIds.length === 0) return [];
  const rows = await tx
    .select(hostColumns)
    .from(sopVersions)
    .where(and(eq(sopVersions.tenantId, tenantId), inArray(sopVersions.versionId, [...versionIds])));
  return rows.map(asHost);
}

async function listVersions(tx: Tx, tenantId: string, artifactId: string): Promise<HostVersion[]> {
  const rows = await tx
    .select(hostColumns)
    .from(sopVersions)
    .where(and(eq(sopVersions.tenantId, tenantId), eq(sopVersions.artifactId, artifactId)))
    .orderBy(asc(sopVersions.version));
  if (rows.length === 0) throw sopArtifactNotFound(artifactId);
  return rows.map(asHost);
}

async function setReleaseState(
  tx: Tx,
  tenantId: string,
  versionId: string,
  state: ReleaseState,
): Promise<HostVersion> {
  const [row] = await tx
    .update(sopVersions)
    .set({ releaseState: state, dbVersion: sql`${sopVersions.dbVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(sopVersions.tenantId, tenantId), eq(sopVersions.versionId, versionId)))
    .returning(hostColumns);
  if (!row) throw sopVersionNotFound(versionId);
  return asHost(row);
}

/** The document as signed: version fields, the blocks in order (not DELETED) and the glossary valid for it. */
async function signedContent(tx: Tx, tenantId: string, version: HostVersion): Promise<unknown> {
  const [row] = await tx
    .select(versionColumns)
    .from(sopVersions)
    .where(and(eq(sopVersions.tenantId, tenantId), eq(sopVersions.versionId, version.versionId)));
  const { releaseState: _state, dbVersion: _db, ...fields } = row!;
  const blocks = (await loadBlocks(tx, tenantId, version.versionId))
    .filter((b) => b.versionState !== 'DELETED')
    .map(({ dbVersion: _d, position: _p, previousVersionId: _v, versionState: _s, ...block }) => block);
  const terms = (
    await tx
      .select({
        artifactId: sopTerms.artifactId,
        version: sopTerms.version,
        sopVersionCreated: sopTerms.sopVersionCreated,
        sopVersionReplaced: sopTerms.sopVersionReplaced,
        term: sopTerms.term,
        abbreviation: sopTerms.abbreviation,
        definition: sopTerms.definition,
      })
      .from(sopTerms)
      .where(and(eq(sopTerms.tenantId, tenantId), eq(sopTerms.sopArtifactId, version.artifactId)))
      .orderBy(asc(sopTerms.artifactId), asc(sopTerms.version))
  )
    .filter((t) => isTermValidFor(t, version.version))
    .map(({ sopVersionCreated: _c, sopVersionReplaced: _r, ...term }) => term);
  return { ...fields, blocks, terms };
}

/**
 * A new DRAFT version: the fields of `from` with an empty change description, its blocks (not DELETED) as
 * UNCHANGED in the same order (the same block versions: spec 1 §4). Terms need no copy: a term is valid for every
 * version from its creation until replaced, so the terms valid in `from` are valid in the new version too.
 * A stored PDF (sopAsPdf) is carried: the new version gets a copy of it (its own storage) and stays a PDF process.
 */
async function copyAsNewVersion(
  tx: Tx,
  tenantId: string,
  from: HostVersion,
  version: number,
): Promise<HostVersion> {
  const [source] = await tx
    .select(versionColumns)
    .from(sopVersions)
    .where(and(eq(sopVersions.tenantId, tenantId), eq(sopVersions.versionId, from.versionId)));
  const [row] = await tx
    .insert(sopVersions)
    .values({
      tenantId,
      artifactId: from.artifactId,
      version,
      releaseState: 'DRAFT',
      changeDescription: '',
      name: source!.name,
      description: source!.description,
      templateArtifactIds: source!.templateArtifactIds,
      templateContentIds: source!.templateContentIds,
      srProcessIds: source!.srProcessIds,
    })
    .returning(hostColumns);
  const blocks = (await loadBlocks(tx, tenantId, from.versionId)).filter((b) => b.versionState !== 'DELETED');
  if (blocks.length > 0) {
    const positions = spacedPositions(blocks.length);
    await tx.insert(sopBlocks).values(
      blocks.map(({ dbVersion: _d, previousVersionId: _p, ...block }, i) => ({
        ...block,
        tenantId,
        sopVersionId: row!.versionId,
        versionState: 'UNCHANGED',
        position: positions[i]!,
      })),
    );
  }
  await copyProcessPdfs(tx, tenantId, from.versionId, row!.versionId);
  return asHost(row!);
}

export const sopChangeControlHost: ChangeControlHost = {
  artifactType: 'SOP',
  loadVersion,
  loadVersions,
  listVersions,
  setReleaseState,
  signedContent,
  copyAsNewVersion,
};
