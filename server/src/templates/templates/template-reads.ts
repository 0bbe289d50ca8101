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
  const result = await tx.execute(sql`select distinct artifact_id::text as id from templates
    where tenant_id = ${tenantId} and artifact_id = any(${idArray(ids)})`);
  return new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
}

/**
 * The name of each of the templates (its preferred version's: newest RELEASED, else newest) and template contents
 * among the ids.
 */
export async function templateAndContentNames(
  tx: Tx,
  tenantId: string,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  const list = idArray(ids);
  const result = await tx.execute(sql`
    select * from (select distinct on (artifact_id) artifact_id::text as id, name from templates
      where tenant_id = ${tenantId} and artifact_id = any(${list})
      order by artifact_id, (release_state = 'RELEASED') desc, version desc) t
    union all
    select id::text as id, name from template_contents where tenant_id = ${tenantId} and id = any(${list})`);
  return rowsOf<{ id: string; name: string }>(result);
}
