import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { rowsOf } from '../src/db/tenant';

/**
 * Tables that carry tenant_id (the tenant-owned ones), read as system work so RLS does not hide anything. Views
 * (an area's read model for others, ADR 0118) carry tenant_id too but own no rows: they are left out.
 */
export async function tenantTables(database: Database): Promise<string[]> {
  const result = await database.db.execute(sql`
    select c.table_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'
    order by c.table_name`);
  return rowsOf<{ table_name: string }>(result).map((r) => r.table_name);
}

/**
 * A row as text for a fingerprint. The audit sealer (ADR 0163) chains committed entries in the background, also
 * during a read: its columns and the chain heads are its bookkeeping, not data a request changed, so they are left
 * out (an added, changed or removed entry still changes the fingerprint).
 */
function rowText(table: string): string {
  return table === 'audit_trail'
    ? `(to_jsonb(t) - array['chain_pos', 'prev_hash', 'hash'])::text`
    : 't::text';
}
const SEALER_ONLY = new Set(['audit_chain_heads']);

/** A fingerprint of everything one tenant owns; equal fingerprints mean nothing of the tenant changed. */
export async function tenantFingerprint(
  database: Database,
  tenantId: string,
): Promise<Record<string, string>> {
  const fingerprint: Record<string, string> = {};
  for (const table of [...(await tenantTables(database)), 'tenants']) {
    if (SEALER_ONLY.has(table)) continue;
    const column = table === 'tenants' ? 'id' : 'tenant_id';
    const result = await database.db.execute(
      sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(${rowText(table)}, '|' order by t::text)), '') as f
               from "${table}" t where "${column}" = '${tenantId.replace(/[^0-9a-f-]/gi, '')}'`),
    );
    fingerprint[table] = rowsOf<{ f: string }>(result)[0]!.f;
  }
  return fingerprint;
}

/**
 * A fingerprint of every table of the public schema (row counts and content, all tenants and global tables):
 * equal fingerprints mean the database did not change. Used to prove that `read` routes write nothing.
 */
export async function databaseFingerprint(database: Database): Promise<Record<string, string>> {
  const tables = rowsOf<{ table_name: string }>(
    await database.db.execute(sql`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  ).map((r) => r.table_name);
  const fingerprint: Record<string, string> = {};
  for (const table of tables) {
    if (SEALER_ONLY.has(table)) continue;
    const result = await database.db.execute(
      sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(${rowText(table)}, '|' order by t::text)), '') as f
               from "${table.replace(/"/g, '""')}" t`),
    );
    fingerprint[table] = rowsOf<{ f: string }>(result)[0]!.f;
  }
  return fingerprint;
}
