// For the bench (e2e/bench/figures/gap-list.ts): the raw SQL behind the gap-list endpoint, to set its p50 beside
// the endpoint's, and the demo tenant's id. Not used by the server.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database';
import { rowsOf, withTenant } from '../src/db/tenant';

export async function tenantIdOfUser(db: Db, email: string): Promise<string> {
  const result = await db.execute(
    sql`select tenant_id::text as "tenantId" from users where email = ${email}`,
  );
  return rowsOf<{ tenantId: string }>(result)[0]!.tenantId;
}

/** The two reads of a gap list (requirement tree, the tenant's assessments), nothing derived. */
export function rawGapListReads(db: Db, tenantId: string, regulationId: string): Promise<void> {
  return withTenant(db, tenantId, async (tx) => {
    await tx.execute(
      sql`select * from sr_requirements where regulation_id = ${regulationId} order by position`,
    );
    await tx.execute(
      sql`select * from qms_requirements where tenant_id = ${tenantId} and regulation_id = ${regulationId}`,
    );
  });
}
