import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/tenant';
import type { CommentTarget } from '../../comments/index';

/**
 * What an id is in the impact area, for the comments module: an impact (its parent the impact analysis) or an
 * impact analysis. The caller checked the id is a UUID.
 */
export async function impactCommentTargets(
  tx: Tx,
  tenantId: string,
  refId: string,
): Promise<CommentTarget[]> {
  const result = await tx.execute(sql`
    select 'IMPACT' as "refType", impact_analysis_id::text as "parentRefId", 'IMPACT_ANALYSIS' as "parentRefType"
      from impacts where tenant_id = ${tenantId} and id = ${refId}::uuid
    union all
    select 'IMPACT_ANALYSIS', null, null from impact_analyses where tenant_id = ${tenantId} and id = ${refId}::uuid`);
  return rowsOf<CommentTarget>(result);
}
