import { sql } from 'drizzle-orm';
import type { Db } from './database';
import type { Settings, SettingsTransaction } from './pg-tenant-transaction';

/** A transaction handle; repositories take this so they can only run inside a tenant transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The role request transactions switch to; it owns nothing, so row-level security always applies to it. */
export const REQUEST_ROLE = 'qms_app';

/** Who acts in a request transaction; the audit trigger records it with every change (see src/audit/). */
export interface AuditActor {
  userId: string;
  userName: string;
  requestId?: string;
  /** a change-control comment or decline reason for the whole transaction (also settable with setAuditReason) */
  reason?: string;
}

/** What a database runs its tenant transactions with when it has its own way (PostgreSQL: db/database.ts). */
const settingsTransactions = new WeakMap<Db, SettingsTransaction>();

/** Makes withTenant on `db` use `run` (one round trip for BEGIN and the settings, ADR 0175). */
export function registerSettingsTransactions(db: Db, run: SettingsTransaction): void {
  settingsTransactions.set(db, run);
}

/**
 * Runs `work` in a transaction bound to one tenant: `app.tenant_id` is set for the RLS policies and the role
 * drops to qms_app, so even a query that forgets its tenant filter sees only this tenant's rows. The actor's
 * settings (`app.user_id`, `app.user_name`, `app.request_id`, `app.reason`) are read by the audit trigger;
 * without an actor the trail records the system actor. All are set in one statement and are LOCAL: they end with
 * the transaction and never leak to a pooled connection. On PostgreSQL that statement goes with BEGIN in one
 * round trip (db/pg-tenant-transaction.ts); on PGlite it follows drizzle's BEGIN.
 */
export function withTenant<T>(
  db: Db,
  tenantId: string,
  work: (tx: Tx) => Promise<T>,
  actor?: AuditActor,
): Promise<T> {
  const settings: Settings = [
    ['app.tenant_id', tenantId],
    ['app.user_id', actor?.userId ?? ''],
    ['app.user_name', actor?.userName ?? ''],
    ['app.request_id', actor?.requestId ?? ''],
    ['app.reason', actor?.reason ?? ''],
    ['role', REQUEST_ROLE],
  ];
  const run = settingsTransactions.get(db);
  if (run) return run(settings, work);
  return db.transaction(async (tx) => {
    const calls = settings.map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
    await tx.execute(sql`select ${sql.join(calls, sql`, `)}`);
    return work(tx);
  });
}

type WriteListener = (tenantId: string) => void;
const writeListeners = new Set<WriteListener>();

/** Follows committed tenant writes (the audit sealer, src/audit/sealer.ts); returns the unsubscribe. */
export function onTenantWrite(listener: WriteListener): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

/** Tells the listeners a write transaction of the tenant has committed (registerRoute, after a write route). */
export function signalTenantWrite(tenantId: string): void {
  for (const listener of writeListeners) listener(tenantId);
}

/** Sets the reason the audit trail records for the rest of this transaction's changes (e.g. a decline reason). */
export async function setAuditReason(tx: Tx, reason: string): Promise<void> {
  await tx.execute(sql`select set_config('app.reason', ${reason}, true)`);
}

/** Rows of a raw `execute` (both drivers answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** An array of bound parameters of one SQL type (drizzle would expand a bare JS array into a list). */
export const boundArray = (values: readonly string[], type: 'text' | 'uuid') =>
  values.length === 0
    ? sql.raw(`'{}'::${type}[]`)
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::${sql.raw(type)}[]`;

/**
 * A text[] of bound parameters, for `= any(...)` and text[] columns. An id column is compared through
 * db/uuid.ts's idArray instead: compared as text, its index serves only the tenant prefix (ADR 0195).
 */
export const textArray = (values: readonly string[]) => boundArray(values, 'text');
