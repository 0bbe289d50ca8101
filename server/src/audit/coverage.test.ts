// "Covered by construction": every tenant table carries the audit trigger, and a table an area adds tomorrow is
// audited by the same qms_enable_tenant_rls call that gives it row-level security. And what the trigger records of a
// row: the whole row on INSERT / DELETE, the changed columns on UPDATE (found by hstore since 0032, their types kept),
// a secret's value never (migration 0028).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf, withTenant } from '../db/tenant';
import { createTenant, openTestDatabase } from '../../test/helpers';
import { NOT_AUDITED, tenantTables } from '../../test/snapshot';

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

  it('an UPDATE records exactly the columns that changed, each as its type, a changed secret as ***', async () => {
    const tenant = await createTenant(database, 'Diff');
    await database.db.execute(sql`create table capa_kinds (
      tenant_id uuid not null, id uuid not null default gen_random_uuid(), title text not null, note text,
      score numeric, done boolean not null default false, tags text[], data jsonb, api_token text,
      primary key (tenant_id, id))`);
    await database.db.execute(sql`select qms_enable_tenant_rls('capa_kinds')`);
    const entries = await withTenant(database.db, tenant.tenantId, async (tx) => {
      await tx.execute(sql`insert into capa_kinds (tenant_id, title, score, tags, data) values
        (${tenant.tenantId}, 'One', 1.5, '{a}', '{"k": [1, "x"]}')`);
      await tx.execute(sql`update capa_kinds set title = 'Two', score = 2`);
      await tx.execute(sql`update capa_kinds set note = 'n', data = '{"k": [2]}', done = true`);
      await tx.execute(sql`update capa_kinds set note = null, tags = '{a,b}'`);
      await tx.execute(sql`update capa_kinds set api_token = 'tok', title = 'Three'`);
      // the same value written again: no entry; a number written with another scale is a change of what is stored
      await tx.execute(sql`update capa_kinds set title = 'Three', data = '{"k": [2]}', done = true`);
      await tx.execute(sql`update capa_kinds set score = 2.0`);
      return tx.execute(sql`select old_values as old, new_values as new, new_values ->> 'score' as score_text
        from audit_trail where table_name = 'capa_kinds' and action = 'UPDATE' order by seq`);
    });
    await database.db.execute(sql`drop table capa_kinds`);
    const json = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
    const rows = rowsOf<{ old: unknown; new: unknown; score_text: string | null }>(entries);
    assert.deepEqual(
      rows.map((e) => [json(e.old), json(e.new)]),
      [
        [
          { title: 'One', score: 1.5 },
          { title: 'Two', score: 2 },
        ],
        [
          { note: null, data: { k: [1, 'x'] }, done: false },
          { note: 'n', data: { k: [2] }, done: true },
        ],
        [
          { note: 'n', tags: ['a'] },
          { note: null, tags: ['a', 'b'] },
        ],
        [
          { title: 'Two', api_token: null },
          { title: 'Three', api_token: '***' },
        ],
        [{ score: 2 }, { score: 2 }],
      ],
    );
    assert.equal(rows[4]!.score_text, '2.0', 'the value as stored');
  });
});
