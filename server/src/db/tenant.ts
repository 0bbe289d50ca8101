import { sql } from 'drizzle-orm';
import type { Db } from './database';

/** A transaction handle; repositories take this so they can only run inside a tenant transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The role request transactions switch to; it owns nothing, so row-level security always applies to it. */
export const REQUEST_ROLE = 'qms_app';

/**
 * Runs `work` in a transaction bound to one tenant: `app.tenant_id` is set for the RLS policies and the role
 * drops to qms_app, so even a query that forgets its tenant filter sees only this tenant's rows.
 * Both settings are LOCAL: they end with the transaction and never leak to a pooled connection.
 */
export function withTenant<T>(db: Db, tenantId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
    await tx.execute(sql.raw(`set local role ${REQUEST_ROLE}`));
    return work(tx);
  });
}

/** Rows of a raw `execute` (both drivers answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
