import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/tenant';

/** Tables that carry tenant_id (the tenant-owned ones), read as system work so RLS does not hide anything. */
export async function tenantTables(database: Database): Promise<string[]> {
  const result = await database.db.execute(sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'tenant_id' order by table_name`);
  return rowsOf<{ table_name: string }>(result).map((r) => r.table_name);
}

/** A fingerprint of everything one tenant owns; equal fingerprints mean nothing of the tenant changed. */
export async function tenantFingerprint(
  database: Database,
  tenantId: string,
): Promise<Record<string, string>> {
  const fingerprint: Record<string, string> = {};
  for (const table of [...(await tenantTables(database)), 'tenants']) {
    const column = table === 'tenants' ? 'id' : 'tenant_id';
    const result = await database.db.execute(
      sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as f
               from "${table}" t where "${column}" = '${tenantId.replace(/[^0-9a-f-]/gi, '')}'`),
    );
    fingerprint[table] = rowsOf<{ f: string }>(result)[0]!.f;
  }
  return fingerprint;
}
