import { and, asc, eq, inArray, ne, sql, type AnyColumn } from 'drizzle-orm';
import { selectableProcesses, type TemplateSop, type TemplateSopBlock } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { sopBlocks, sopVersions } from '../schema';
import { sopVersionNotFound } from './sop-rows';

// What the templates area reads of process versions and their blocks (issue 26): it links templates and template
// contents to processes and refuses to delete a product or content a process names, but owns none of these tables.

/**
 * A process version that counts for links (ADR 0065): per process its CURRENT version, the spec 1 §4 selection
 * (OBSOLETE skipped, RELEASED preferred, else the newest).
 */
export interface CurrentSop extends TemplateSop {
  /** its outputs: the contents the version lists ∪ those of its blocks that are not DELETED */
  outputContentIds: Set<string>;
}

/** The tenant's current process versions (one statement, the obsolete history unread), outputs not yet read. */
async function currentSopVersions(tx: Tx, tenantId: string): Promise<TemplateSop[]> {
  const rows = await tx
    .select({
      artifactId: sopVersions.artifactId,
      versionId: sopVersions.versionId,
      version: sopVersions.version,
      releaseState: sopVersions.releaseState,
      name: sopVersions.name,
      description: sopVersions.description,
      templateArtifactIds: sopVersions.templateArtifactIds,
      templateContentIds: sopVersions.templateContentIds,
    })
    .from(sopVersions)
    // an obsolete version is never current (selectableProcesses): the history stays unread
    .where(and(eq(sopVersions.tenantId, tenantId), ne(sopVersions.releaseState, 'OBSOLETE')));
  return selectableProcesses(
    rows.map((r) => ({ ...r, releaseState: r.releaseState as TemplateSop['releaseState'] })),
  );
}

const byName = (a: TemplateSop, b: TemplateSop) => a.name.localeCompare(b.name);

/** The blocks of the versions that are not DELETED: where a process version's outputs come from. */
const liveBlocksOf = (tenantId: string, versions: readonly TemplateSop[]) =>
  and(
    eq(sopBlocks.tenantId, tenantId),
    inArray(
      sopBlocks.sopVersionId,
      versions.map((s) => s.versionId),
    ),
    ne(sopBlocks.versionState, 'DELETED'),
  );

/**
 * A block that names a template content. Few blocks do; the partial index sop_blocks_content_idx holds only them
 * (migration 0042, ADR 0203), and a query finds it by repeating its predicate word for word.
 */
const namesContent = sql`${sopBlocks.templateContentIds} <> '{}'::text[]`;

/** The tenant's current process versions with their outputs, by name (two statements, whatever the count). */
export async function loadCurrentSops(tx: Tx, tenantId: string): Promise<CurrentSop[]> {
  const current = await currentSopVersions(tx, tenantId);
  if (current.length === 0) return [];
  const blocks = await tx
    .select({ sopVersionId: sopBlocks.sopVersionId, ids: sopBlocks.templateContentIds })
    .from(sopBlocks)
    .where(and(liveBlocksOf(tenantId, current), namesContent));
  const byVersion = new Map<string, Set<string>>();
  for (const sop of current) byVersion.set(sop.versionId, new Set(sop.templateContentIds));
  for (const block of blocks) for (const id of block.ids) byVersion.get(block.sopVersionId)?.add(id);
  return current.map((sop) => ({ ...sop, outputContentIds: byVersion.get(sop.versionId)! })).sort(byName);
}

/**
 * Of the tenant's current process versions (`loadCurrentSops`), those listing the template content as output,
 * themselves or in a block that is not DELETED, in the same order: one content's answer (its save) needs no other
 * (ADR 0199). The blocks are compared in the query, so only the versions' ids naming it come back.
 */
export async function currentSopsListingContent(
  tx: Tx,
  tenantId: string,
  contentId: string,
): Promise<TemplateSop[]> {
  const current = await currentSopVersions(tx, tenantId);
  if (current.length === 0) return [];
  const blocks = await tx
    .selectDistinct({ sopVersionId: sopBlocks.sopVersionId })
    .from(sopBlocks)
    .where(
      and(
        liveBlocksOf(tenantId, current),
        namesContent,
        sql`${contentId} = any(${sopBlocks.templateContentIds})`,
      ),
    );
  const byBlock = new Set(blocks.map((b) => b.sopVersionId));
  return current
    .filter((sop) => sop.templateContentIds.includes(contentId) || byBlock.has(sop.versionId))
    .sort(byName);
}

/** A process version as a refusal names it ("Name" V2). */
export type NamedSopVersion = Pick<TemplateSop, 'name' | 'version'>;

/** The process versions (any state) with a block naming the product: a named product is not deleted. */
export function sopVersionsNamingProduct(
  tx: Tx,
  tenantId: string,
  productId: string,
): Promise<NamedSopVersion[]> {
  return tx
    .selectDistinct({ name: sopVersions.name, version: sopVersions.version })
    .from(sopBlocks)
    .innerJoin(
      sopVersions,
      and(eq(sopVersions.tenantId, sopBlocks.tenantId), eq(sopVersions.versionId, sopBlocks.sopVersionId)),
    )
    .where(and(eq(sopBlocks.tenantId, tenantId), sql`${productId} = any(${sopBlocks.productIds})`));
}

/**
 * The process versions (any state) listing the template content, themselves or in one of their blocks: released
 * and obsolete versions are controlled records, so their links are never cleared silently (ADR 0017).
 */
export function sopVersionsNamingContent(
  tx: Tx,
  tenantId: string,
  contentId: string,
): Promise<NamedSopVersion[]> {
  const has = (column: AnyColumn) => sql`${contentId} = any(${column})`;
  // the versions whose blocks name it, found among the blocks naming a content (not by every block of every version)
  const byBlock = tx
    .select({ id: sopBlocks.sopVersionId })
    .from(sopBlocks)
    .where(and(eq(sopBlocks.tenantId, tenantId), namesContent, has(sopBlocks.templateContentIds)));
  return tx
    .selectDistinct({ name: sopVersions.name, version: sopVersions.version })
    .from(sopVersions)
    .where(
      and(
        eq(sopVersions.tenantId, tenantId),
        sql`(${has(sopVersions.templateContentIds)} or ${sopVersions.versionId} = any(array(${byBlock})))`,
      ),
    );
}

/** A process version with what it links to templates by, and its blocks as the templates area sees them. */
export interface SopVersionLinks
  extends Pick<TemplateSop, 'artifactId' | 'templateArtifactIds' | 'templateContentIds'> {
  /** in document order, DELETED left out */
  blocks: TemplateSopBlock[];
}

/** The tenant's process version for the templates it uses (404 when it is not the tenant's). */
export async function loadSopVersionLinks(
  tx: Tx,
  tenantId: string,
  sopVersionId: string,
): Promise<SopVersionLinks> {
  const [sop] = await tx
    .select({
      artifactId: sopVersions.artifactId,
      templateArtifactIds: sopVersions.templateArtifactIds,
      templateContentIds: sopVersions.templateContentIds,
    })
    .from(sopVersions)
    .where(and(eq(sopVersions.tenantId, tenantId), eq(sopVersions.versionId, sopVersionId)));
  if (!sop) throw sopVersionNotFound(sopVersionId);
  const rows = await tx
    .select({
      artifactId: sopBlocks.artifactId,
      versionId: sopBlocks.versionId,
      version: sopBlocks.version,
      versionState: sopBlocks.versionState,
      type: sopBlocks.type,
      name: sopBlocks.name,
      templateContentIds: sopBlocks.templateContentIds,
      roleId: sopBlocks.roleId,
    })
    .from(sopBlocks)
    .where(
      and(
        eq(sopBlocks.tenantId, tenantId),
        eq(sopBlocks.sopVersionId, sopVersionId),
        ne(sopBlocks.versionState, 'DELETED'),
      ),
    )
    .orderBy(asc(sopBlocks.position));
  const blocks = rows.map((b) => ({
    ...b,
    versionState: b.versionState as TemplateSopBlock['versionState'],
    sopArtifactId: sop.artifactId,
  }));
  return { ...sop, blocks };
}

/** A process version that was released (RELEASED, or OBSOLETE since): what the training matrix shows (issue 29.5). */
export interface ReleasedSopVersion {
  artifactId: string;
  versionId: string;
  version: number;
  name: string;
  releaseState: 'RELEASED' | 'OBSOLETE';
}

/** The tenant's RELEASED and OBSOLETE process versions (one statement). */
export async function releasedSopVersions(
  tx: Tx,
  tenantId: string,
  artifactId?: string,
): Promise<ReleasedSopVersion[]> {
  const rows = await tx
    .select({
      artifactId: sopVersions.artifactId,
      versionId: sopVersions.versionId,
      version: sopVersions.version,
      name: sopVersions.name,
      releaseState: sopVersions.releaseState,
    })
    .from(sopVersions)
    .where(
      and(
        eq(sopVersions.tenantId, tenantId),
        inArray(sopVersions.releaseState, ['RELEASED', 'OBSOLETE']),
        artifactId === undefined ? undefined : eq(sopVersions.artifactId, artifactId),
      ),
    );
  return rows.map((r) => ({ ...r, releaseState: r.releaseState as ReleasedSopVersion['releaseState'] }));
}
