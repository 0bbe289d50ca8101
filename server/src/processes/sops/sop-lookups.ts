// What other areas may read of processes and process versions (docs/adr/0118-areas-read-through-owner-views.md):
// they call these instead of naming sop_artifacts / sop_versions in their own SQL. Each takes the caller's
// transaction and tenant; the tenant filter is the first wall, row-level security the second.
import { sql, type SQL } from 'drizzle-orm';
import type { ProductRequirement } from '@qms/shared-api/contract';
import { rowsOf, type Tx } from '../../db/tenant';
import { idArray, isIdText } from '../../db/uuid';

/**
 * (SQL) `column` of the preferred version of the process `artifactId` (an SQL expression): the newest RELEASED one,
 * else the newest. A probe of sop_versions_released_idx and, only when there is no released version (coalesce
 * evaluates no further than it needs), one of sop_versions_artifact_version_idx: not every version (ADR 0198).
 */
const preferredVersionSql = (tenantId: string, artifactId: SQL, column: SQL): SQL => sql`coalesce(
  (select ${column} from sop_versions where tenant_id = ${tenantId} and artifact_id = ${artifactId}
    and release_state = 'RELEASED' order by version desc limit 1),
  (select ${column} from sop_versions where tenant_id = ${tenantId} and artifact_id = ${artifactId}
    order by version desc limit 1))`;

/** Which of the ids are processes (artifacts) of the tenant. */
export async function existingSopArtifactIds(
  tx: Tx,
  tenantId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = await tx.execute(sql`select artifact_id::text as id from sop_artifacts
    where tenant_id = ${tenantId} and artifact_id = any(${idArray(ids)})`);
  return new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
}

/** A process version of the tenant and its process, by version id; undefined when unknown. */
export async function findSopVersionRef(
  tx: Tx,
  tenantId: string,
  versionId: string,
): Promise<{ versionId: string; artifactId: string } | undefined> {
  if (!isIdText(versionId)) return undefined;
  const result = await tx.execute(
    sql`select version_id::text as "versionId", artifact_id::text as "artifactId" from sop_versions
      where tenant_id = ${tenantId} and version_id = ${versionId}::uuid`,
  );
  return rowsOf<{ versionId: string; artifactId: string }>(result)[0];
}

/**
 * The name of each of the processes among the ids: its preferred version's (newest RELEASED, else newest), a probe
 * or two per id (`preferredVersionSql`).
 */
export async function preferredSopNames(
  tx: Tx,
  tenantId: string,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  const result = await tx.execute(sql`
    select i.id::text as id, ${preferredVersionSql(tenantId, sql`i.id`, sql`name`)} as name
    from unnest(${idArray(ids)}) as i(id)
    order by i.id`);
  // an id that is no process of the tenant has no name
  return rowsOf<{ id: string; name: string | null }>(result).filter(
    (row): row is { id: string; name: string } => row.name !== null,
  );
}

/**
 * The product requirements (spec 3 §3): the non-deleted Section (TIPTAP) blocks of every PRODUCT process (ADR 0047),
 * taken from the process's preferred version — the newest RELEASED one, else the newest — like every other
 * "current" lookup. Each process's preferred version is a probe or two (`preferredVersionSql`), not every version.
 */
export async function productRequirementBlocks(tx: Tx, tenantId: string): Promise<ProductRequirement[]> {
  const result = await tx.execute(sql`
    with preferred_id as (
      select a.artifact_id, ${preferredVersionSql(tenantId, sql`a.artifact_id`, sql`version_id`)} as version_id
      from sop_artifacts a where a.tenant_id = ${tenantId} and a.requirement_type = 'PRODUCT'),
    -- "= any(array(…))": index look-ups of those rows; as a join the planner hashed every version (and block)
    preferred as (
      select v.version_id, v.artifact_id, v.name from sop_versions v
      where v.tenant_id = ${tenantId} and v.version_id = any(array(select version_id from preferred_id)))
    select p.artifact_id::text as "sopArtifactId", p.name as "sopName",
      b.artifact_id::text as "sopBlockArtifactId", b.version_id::text as "sopBlockVersionId",
      b.name as "sopBlockName", b.description as "sopBlockDescription", b.product_ids as "sopBlockProductIds",
      b.testable as "sopBlockTestable", b.acceptance_criterion as "sopBlockAcceptanceCriterion",
      b.test_method_reference as "sopBlockTestMethodReference",
      b.statistical_requirements as "sopBlockStatisticalRequirements", b.sample_size as "sopBlockSampleSize",
      b.test_references as "sopBlockReferences"
    from preferred p join sop_blocks b on b.tenant_id = ${tenantId} and b.sop_version_id = p.version_id
    where b.sop_version_id = any(array(select version_id from preferred))
      and b.type = 'TIPTAP' and b.version_state <> 'DELETED'
    order by lower(p.name), p.artifact_id, b.position`);
  return rowsOf<ProductRequirement>(result);
}
