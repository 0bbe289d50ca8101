// "Covered by construction": every tenant table carries the audit trigger, and a table an area adds tomorrow is
// audited by the same qms_enable_tenant_rls call that gives it row-level security. And what the trigger records of a
// row: the whole row on INSERT / DELETE, the changed columns on UPDATE, a secret's value never (migration 0028).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf, withTenant } from '../db/tenant';
import { createTenant, openTestDatabase } from '../../test/helpers';
import { tenantTables } from '../../test/snapshot';

/**
 * identity_*: sessions, refresh-token ids and reset tokens are credentials and churn on every refresh; sign-in,
 * sign-out and resets are recorded as auth events instead (ADR 0003). audit_*: the trail itself.
 * file_content_chunks: raw bytes of stored files (the trail would hold a copy of every file); the file_storages and
 * file_contents rows record each change (ADR 0160).
 */
const NOT_AUDITED = /^(identity_|audit_|file_content_chunks$)/;

describe('audit trail coverage', () => {
  let database: Database;
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());

  it('every tenant table has the audit trigger', async () => {
    const tables = [...(await tenantTables(database)), 'tenants'].filter((t) => !NOT_AUDITED.test(t));
    assert.ok(tables.includes('roles') && tables.includes('users'));
    const result = await database.db.execute(sql`
      select c.relname from pg_trigger g join pg_class c on c.oid = g.tgrelid
      where g.tgname = 'audit_trail' and g.tgfoid = 'qms_audit_row'::regproc and g.tgenabled <> 'D'`);
    const audited = new Set(rowsOf<{ relname: string }>(result).map((r) => r.relname));
    const missing = tables.filter((t) => !audited.has(t));
    assert.deepEqual(missing, [], 'call qms_enable_tenant_rls(<table>) in a migration for these tables');
  });

  it('a new table enabled with qms_enable_tenant_rls is audited without any other code', async () => {
    const tenant = await createTenant(database, 'Coverage');
    await database.db.execute(sql`create table capa_actions (
      tenant_id uuid not null, id uuid not null default gen_random_uuid(), title text not null,
      primary key (tenant_id, id))`);
    await database.db.execute(sql`select qms_enable_tenant_rls('capa_actions')`);
    const id = await withTenant(database.db, tenant.tenantId, async (tx) => {
      const inserted = await tx.execute(
        sql`insert into capa_actions (tenant_id, title) values (${tenant.tenantId}, 'Fix it') returning id::text`,
      );
      return rowsOf<{ id: string }>(inserted)[0]!.id;
    });
    const entries = await withTenant(database.db, tenant.tenantId, (tx) =>
      tx.execute(sql`select table_name, record_id, action, new_values ->> 'title' as title from audit_trail
        where table_name = 'capa_actions'`),
    );
    assert.deepEqual(rowsOf(entries), [
      { table_name: 'capa_actions', record_id: id, action: 'INSERT', title: 'Fix it' },
    ]);
    await database.db.execute(sql`drop table capa_actions`);
  });
  it('a secret column shows as *** when set, in INSERT, UPDATE and DELETE entries; other columns as they are', async () => {
    const tenant = await createTenant(database, 'Masking');
    await database.db.execute(sql`create table capa_secrets (
      tenant_id uuid not null, id uuid not null default gen_random_uuid(), title text not null, api_token text,
      primary key (tenant_id, id))`);
    await database.db.execute(sql`select qms_enable_tenant_rls('capa_secrets')`);
    const entries = await withTenant(database.db, tenant.tenantId, async (tx) => {
      await tx.execute(sql`insert into capa_secrets (tenant_id, title, api_token) values
        (${tenant.tenantId}, 'Set', 'tok-1'), (${tenant.tenantId}, 'Unset', null)`);
      await tx.execute(sql`update capa_secrets set api_token = 'tok-2' where title = 'Set'`);
      await tx.execute(sql`update capa_secrets set title = 'Renamed' where title = 'Unset'`);
      // changes nothing: no entry
      await tx.execute(sql`update capa_secrets set title = title`);
      await tx.execute(sql`delete from capa_secrets where title = 'Set'`);
      await tx.execute(sql`delete from capa_secrets`);
      return tx.execute(sql`select action, old_values - 'id' - 'tenant_id' as old, new_values - 'id' - 'tenant_id' as new
        from audit_trail where table_name = 'capa_secrets' order by seq`);
    });
    await database.db.execute(sql`drop table capa_secrets`);
    const json = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
    assert.deepEqual(
      rowsOf<{ action: string; old: unknown; new: unknown }>(entries).map((e) => [
        e.action,
        json(e.old),
        json(e.new),
      ]),
      [
        ['INSERT', null, { title: 'Set', api_token: '***' }],
        ['INSERT', null, { title: 'Unset', api_token: null }],
        ['UPDATE', { api_token: '***' }, { api_token: '***' }],
        ['UPDATE', { title: 'Unset' }, { title: 'Renamed' }],
        ['DELETE', { title: 'Set', api_token: '***' }, null],
        ['DELETE', { title: 'Renamed', api_token: null }, null],
      ],
    );
  });
});
