// The second wall: with row-level security, a query that forgets its tenant filter still sees only its tenant.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { roles, sopArtifacts, sopBlocks, sopVersions, tenants, users } from './schema/index';
import { rowsOf, withTenant } from './tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../test/helpers';
import { tenantTables } from '../../test/snapshot';

/** Identity tables are read before any tenant is known (sign-in), so they are deliberately outside RLS. */
const OUTSIDE_RLS = /^identity_/;

describe('row-level security', () => {
  let database: Database;
  let a: TestTenant;
  let b: TestTenant;

  before(async () => {
    database = await openTestDatabase();
    a = await createTenant(database, 'RLS A');
    b = await createTenant(database, 'RLS B');
    await database.db.insert(roles).values([
      { tenantId: a.tenantId, name: 'A role' },
      { tenantId: b.tenantId, name: 'B role' },
    ]);
  });
  after(() => database.close());

  it('a query without a tenant filter sees only the transaction tenant', async () => {
    const seen = await withTenant(database.db, a.tenantId, (tx) => tx.select().from(roles));
    assert.deepEqual(
      seen.map((r) => r.name),
      ['A role'],
    );
    const seenUsers = await withTenant(database.db, b.tenantId, (tx) =>
      tx.select({ id: users.id, tenantId: users.tenantId }).from(users),
    );
    assert.ok(seenUsers.length > 0 && seenUsers.every((u) => u.tenantId === b.tenantId));
    const seenTenants = await withTenant(database.db, a.tenantId, (tx) => tx.select().from(tenants));
    assert.deepEqual(
      seenTenants.map((t) => t.id),
      [a.tenantId],
    );
  });

  it("cannot write another tenant's rows, neither insert nor update nor delete", async () => {
    await assert.rejects(
      withTenant(database.db, a.tenantId, (tx) =>
        tx.insert(roles).values({ tenantId: b.tenantId, name: 'Smuggled' }),
      ),
    );
    const updated = await withTenant(database.db, a.tenantId, (tx) =>
      tx
        .update(roles)
        .set({ name: 'Changed' })
        .where(sql`true`)
        .returning(),
    );
    assert.deepEqual(
      updated.map((r) => r.tenantId),
      [a.tenantId],
    );
    await withTenant(database.db, a.tenantId, (tx) => tx.delete(roles).where(sql`true`));
    const bRoles = await database.db
      .select()
      .from(roles)
      .where(sql`${roles.tenantId} = ${b.tenantId}`);
    assert.deepEqual(
      bRoles.map((r) => r.name),
      ['B role'],
    );
  });

  it('sees nothing when no tenant is set, and the setting does not outlive the transaction', async () => {
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role qms_app`);
      return tx.select().from(roles);
    });
    assert.deepEqual(rows, []);
    await withTenant(database.db, a.tenantId, async () => undefined);
    const after = await database.db.execute(
      sql`select current_user as role, coalesce(current_setting('app.tenant_id', true), '') as tenant`,
    );
    const row = rowsOf<{ role: string; tenant: string }>(after)[0]!;
    assert.notEqual(row.role, 'qms_app');
    assert.equal(row.tenant, '');
  });

  it('every tenant-owned table has row-level security enabled and forced', async () => {
    const tables = (await tenantTables(database)).filter((t) => !OUTSIDE_RLS.test(t));
    assert.ok(tables.includes('roles') && tables.includes('users'));
    const result = await database.db.execute(sql`
      select relname, relrowsecurity, relforcerowsecurity from pg_class
      where relnamespace = 'public'::regnamespace and relkind = 'r'`);
    const flags = new Map(
      rowsOf<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>(result).map((r) => [
        r.relname,
        r,
      ]),
    );
    const unprotected = tables.filter(
      (t) => !flags.get(t)?.relrowsecurity || !flags.get(t)?.relforcerowsecurity,
    );
    assert.deepEqual(unprotected, [], 'call qms_enable_tenant_rls(<table>) in a migration for these tables');
  });

  it('views apply the row-level security of their tables to the reader (security_invoker)', async () => {
    const result = await database.db.execute(sql`
      select relname, coalesce(reloptions, '{}') @> array['security_invoker=true'] as invoker from pg_class
      where relnamespace = 'public'::regnamespace and relkind = 'v'`);
    const views = rowsOf<{ relname: string; invoker: boolean }>(result);
    assert.ok(views.some((v) => v.relname === 'sop_version_blocks_v'));
    assert.deepEqual(
      views.filter((v) => !v.invoker).map((v) => v.relname),
      [],
      'create views WITH (security_invoker = true): a view otherwise reads as its owner, past the policies',
    );
    for (const tenant of [a, b]) {
      const [version] = await database.db
        .insert(sopVersions)
        .values({
          tenantId: tenant.tenantId,
          artifactId: (
            await database.db.insert(sopArtifacts).values({ tenantId: tenant.tenantId }).returning()
          )[0]!.artifactId,
          name: 'RLS process',
        })
        .returning();
      await database.db.insert(sopBlocks).values({
        tenantId: tenant.tenantId,
        sopVersionId: version!.versionId,
        artifactId: randomUUID(),
        type: 'STEP',
      });
    }
    const seen = await withTenant(database.db, a.tenantId, (tx) =>
      tx.execute(sql`select distinct tenant_id::text as "tenantId" from sop_version_blocks_v`),
    );
    assert.deepEqual(rowsOf(seen), [{ tenantId: a.tenantId }]);
  });

  it('the request role cannot read identity keys or server secrets', async () => {
    for (const table of ['identity_signing_keys', 'server_secrets']) {
      await assert.rejects(
        withTenant(database.db, a.tenantId, (tx) => tx.execute(sql.raw(`select * from ${table}`))),
        (error: Error & { cause?: Error }) => {
          assert.match(String(error.cause?.message ?? error.message), /permission denied/);
          return true;
        },
      );
    }
  });
});
