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
 * The audit sealer's bookkeeping (ADR 0163, 0182, 0189): it chains committed entries in the background, also
 * during a read, so its seals and chain heads (with the low-water mark) are not data a request changed and are
 * left out of a fingerprint (an added, changed or removed audit_trail entry still changes it).
 */
const SEALER_ONLY = new Set(['audit_chain_heads', 'audit_seals']);

/**
 * The tables of a database, read once per database: the catalog query costs more than the fingerprint it serves
 * (information_schema is slow, on PGlite above all), and route-table.test.ts takes several hundred fingerprints
 * (ADR 0181). Safe because no test changes the schema of a database it fingerprints.
 */
function once(read: (database: Database) => Promise<string[]>): (database: Database) => Promise<string[]> {
  const known = new WeakMap<Database, Promise<string[]>>();
  return (database) => {
    let tables = known.get(database);
    if (!tables) known.set(database, (tables = read(database)));
    return tables;
  };
}
const tenantTablesOnce = once(tenantTables);
const allTablesOnce = once(async (database) =>
  rowsOf<{ table_name: string }>(
    await database.db.execute(sql`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  ).map((r) => r.table_name),
);

/**
 * Each table's row count and an md5 of its rows (ordered by their text), `where` choosing the rows: one query for
 * all tables (a round trip each cost more than the work).
 */
async function fingerprintOf(
  database: Database,
  tables: string[],
  where: (table: string) => string,
): Promise<Record<string, string>> {
  const parts = tables
    .filter((table) => !SEALER_ONLY.has(table))
    .map(
      (table) => `select '${table.replace(/'/g, "''")}' as "table",
        count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as f
        from "${table.replace(/"/g, '""')}" t ${where(table)}`,
    );
  const rows = rowsOf<{ table: string; f: string }>(
    await database.db.execute(sql.raw(parts.join('\nunion all\n'))),
  );
  return Object.fromEntries(rows.map((row) => [row.table, row.f]));
}

/** A fingerprint of everything one tenant owns; equal fingerprints mean nothing of the tenant changed. */
export async function tenantFingerprint(
  database: Database,
  tenantId: string,
): Promise<Record<string, string>> {
  const id = tenantId.replace(/[^0-9a-f-]/gi, '');
  return fingerprintOf(database, [...(await tenantTablesOnce(database)), 'tenants'], (table) =>
    table === 'tenants' ? `where "id" = '${id}'` : `where "tenant_id" = '${id}'`,
  );
}

/**
 * A fingerprint of every table of the public schema (row counts and content, all tenants and global tables):
 * equal fingerprints mean the database did not change. Used to prove that `read` routes write nothing.
 */
export async function databaseFingerprint(database: Database): Promise<Record<string, string>> {
  return fingerprintOf(database, await allTablesOnce(database), () => '');
}

/**
 * Tenant tables the audit trigger leaves out. identity_*: sessions, refresh-token ids and reset tokens are
 * credentials and churn on every refresh; sign-in, sign-out and resets are recorded as auth events instead (ADR
 * 0003). audit_*: the trail itself. file_content_chunks: raw bytes of stored files (the trail would hold a copy of
 * every file); the file_storages and file_contents rows record each change (ADR 0160). qms_requirement_targets and
 * impact_requirements: derived by a trigger from qms_requirements and impacts, whose entries record each change
 * (ADR 0205).
 */
export const NOT_AUDITED =
  /^(identity_|audit_|file_content_chunks$|qms_requirement_targets$|impact_requirements$)/;
