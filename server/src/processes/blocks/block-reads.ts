// What other areas may read of process blocks (docs/adr/0118-areas-read-through-owner-views.md); a join that must
// stay inside another area's statement reads the sop_version_blocks_v view instead (processes/schema.ts).
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/tenant';
import { idArray } from '../../db/uuid';

/** Which of the ids are blocks (artifacts, in any process version) of the tenant. */
export async function existingBlockArtifactIds(
  tx: Tx,
  tenantId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  // one probe per id (ADR 0198; LIMIT keeps it a probe: an EXISTS became a semi-join over every block row), a
  // block having a row in every process version that holds it
  const result = await tx.execute(sql`select i.id::text as id from unnest(${idArray(ids)}) as i(id)
    cross join lateral (select from sop_blocks b where b.tenant_id = ${tenantId} and b.artifact_id = i.id
      limit 1) b`);
  return new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
}

export interface NewestBlock {
  blockArtifactId: string;
  sopArtifactId: string;
  name: string;
}

/**
 * The newest version's name of each of the blocks among the ids, with its process (to link to the block). Each id
 * is one probe of sop_blocks_artifact_version_idx for its newest row (ADR 0198): sop_blocks holds a row per block
 * per process version, and all of them were read and sorted before.
 */
export async function newestBlocks(tx: Tx, tenantId: string, ids: readonly string[]): Promise<NewestBlock[]> {
  if (ids.length === 0) return [];
  const result = await tx.execute(sql`
    select i.id::text as "blockArtifactId", b."sopArtifactId", b.name
    from unnest(${idArray(ids)}) as i(id)
    cross join lateral (select v.artifact_id::text as "sopArtifactId", b.name
      from sop_blocks b join sop_versions v on v.tenant_id = b.tenant_id and v.version_id = b.sop_version_id
      where b.tenant_id = ${tenantId} and b.artifact_id = i.id order by b.version desc limit 1) b
    order by i.id`);
  return rowsOf<NewestBlock>(result);
}
