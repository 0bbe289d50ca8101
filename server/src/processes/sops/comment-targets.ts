import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/tenant';
import type { CommentTarget } from '../../comments/index';

/**
 * What an id is among the processes, for the comments module: a process (SOP_ARTIFACT), or a block of one
 * (SOP_BLOCK_ARTIFACT, its parent the process). The caller checked the id is a UUID.
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
    select distinct 'SOP_BLOCK_ARTIFACT', v.artifact_id::text, 'SOP_ARTIFACT'
      from sop_blocks b join sop_versions v on v.tenant_id = b.tenant_id and v.version_id = b.sop_version_id
      where b.tenant_id = ${tenantId} and b.artifact_id = ${refId}::uuid`);
  return rowsOf<CommentTarget>(result);
}
