// What other areas may read of templates and template contents (docs/adr/0118-areas-read-through-owner-views.md):
// they call these instead of naming the templates area's tables in their own SQL. Each takes the caller's
// transaction and tenant; the tenant filter is the first wall, row-level security the second.
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/tenant';
import { idArray } from '../../db/uuid';

/** Which of the ids are templates (artifacts) of the tenant. */
export async function existingTemplateArtifactIds(
  tx: Tx,
  tenantId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  // one probe per id (ADR 0198; LIMIT keeps it a probe: an EXISTS became a semi-join over every version)
  const result = await tx.execute(sql`select i.id::text as id from unnest(${idArray(ids)}) as i(id)
    cross join lateral (select from templates t where t.tenant_id = ${tenantId} and t.artifact_id = i.id
      limit 1) t`);
  return new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
}

/**
 * The name of each of the templates (its preferred version's: newest RELEASED, else newest) and template contents
 * among the ids. Each id is a probe of templates_released_idx and, only when the template has no released version
 * (coalesce evaluates no further than it needs), one of templates_artifact_version_uq: not every version of it
 * (ADR 0198).
 */
export async function templateAndContentNames(
  tx: Tx,
  tenantId: string,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  const list = idArray(ids);
  const result = await tx.execute(sql`
    select * from (select i.id::text as id, coalesce(
        (select name from templates where tenant_id = ${tenantId} and artifact_id = i.id
          and release_state = 'RELEASED' order by version desc limit 1),
        (select name from templates where tenant_id = ${tenantId} and artifact_id = i.id
          order by version desc limit 1)) as name
      from unnest(${list}) as i(id)
      order by i.id) t
    union all
    select id::text as id, name from template_contents where tenant_id = ${tenantId} and id = any(${list})`);
  // an id that is no template of the tenant has no name
  return rowsOf<{ id: string; name: string | null }>(result).filter(
    (row): row is { id: string; name: string } => row.name !== null,
  );
}
