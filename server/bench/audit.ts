// Helpers for `pnpm bench` (e2e/bench/run.ts), run with the owner connection on a bench-only database.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database';
import { rowsOf } from '../src/db/tenant';
import { AuditSealer } from '../src/audit/sealer';

/** Switches a table's audit trigger off or on: the bench's "without the trail" baseline. Never on a real database. */
export async function setAuditTrigger(db: Db, table: string, enabled: boolean): Promise<void> {
  const name = table.replace(/[^a-z0-9_]/g, '');
  await db.execute(sql.raw(`alter table "${name}" ${enabled ? 'enable' : 'disable'} trigger audit_trail`));
}

/**
 * Brings the bench database to the same state before each run: vacuumed and analysed (a PostgreSQL whose autovacuum
 * is off, as on the bench machine, and PGlite, which has none, otherwise meet every earlier run's dead row versions),
 * then checkpointed (a page's first change after a checkpoint goes whole to the WAL).
 */
export async function settleDatabase(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
  await db.execute(sql`checkpoint`);
}

/**
 * A new tenant whose chain has `entries` entries (the tenant's own entry plus roles), written by the trigger and
 * sealed (ADR 0163) as the server's sealer would.
 */
export async function writeChain(db: Db, entries: number): Promise<string> {
  const tenantId = rowsOf<{ id: string }>(
    await db.execute(sql`insert into tenants (name) values ('Bench chain') returning id::text as id`),
  )[0]!.id;
  await db.execute(sql`insert into roles (tenant_id, name)
    select ${tenantId}::uuid, 'Chain role ' || g from generate_series(1, ${entries - 1}) g`);
  await new AuditSealer(db).sealTenant(tenantId);
  return tenantId;
}
