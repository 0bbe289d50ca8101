import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/tenant';
import type { CommentTarget } from '../../comments/index';

/**
 * What an id is among the processes, for the comments module: a process (SOP_ARTIFACT), or a block of one
 * (SOP_BLOCK_ARTIFACT, its parent the process). The caller checked the id is a UUID. Every comment list and every
 * new comment asks, so it reads a row or two: a block belongs to one process, so its newest row names the version
 * and that version the process (ADR 0202); a join of the block's rows with the versions made the planner read every
 * version of the tenant.
 */
export async function processCommentTargets(
  tx: Tx,
  tenantId: string,
  refId: string,
): Promise<CommentTarget[]> {
  const result = await tx.execute(sql`
    select 'SOP_ARTIFACT' as "refType", null::text as "parentRefId", null::text as "parentRefType"
      from sop_artifacts where tenant_id = ${tenantId} and artifact_id = ${refId}::uuid
    union all
    select 'SOP_BLOCK_ARTIFACT', (select v.artifact_id from sop_versions v
        where v.tenant_id = ${tenantId} and v.version_id = b.sop_version_id)::text, 'SOP_ARTIFACT'
      from (select sop_version_id from sop_blocks where tenant_id = ${tenantId} and artifact_id = ${refId}::uuid
        order by version desc limit 1) b`);
  return rowsOf<CommentTarget>(result);
}
