// The tenant transaction (withTenant): its settings arrive verbatim, end with it, and a failure rolls it back.
// On PostgreSQL BEGIN and the settings go as one query with the values as literals (ADR 0175), so user input with
// quotes and backslashes must arrive as written and never run as SQL.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { roles } from './schema/index';
import { REQUEST_ROLE, rowsOf, withTenant } from './tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../test/helpers';

interface Settings {
  tenant: string;
  user_id: string;
  user_name: string;
  request_id: string;
  reason: string;
  role: string;
}

const readSettings = sql`select current_setting('app.tenant_id', true) as tenant,
  current_setting('app.user_id', true) as user_id, current_setting('app.user_name', true) as user_name,
  current_setting('app.request_id', true) as request_id, current_setting('app.reason', true) as reason,
  current_user as role`;

describe('tenant transaction', () => {
  let database: Database;
  let tenant: TestTenant;

  before(async () => {
    database = await openTestDatabase();
    tenant = await createTenant(database, 'Tenant transaction');
  });
  after(() => database.close());

  it('sets the tenant, the actor and the request role, values with quotes and backslashes verbatim', async () => {
    const actor = {
      userId: "u'1",
      userName: String.raw`O'Brien \"x\" \\ '); drop table roles; --`,
      requestId: 'req\\1',
      reason: "a reason's \\n text",
    };
    const seen = await withTenant(
      database.db,
      tenant.tenantId,
      async (tx) => rowsOf<Settings>(await tx.execute(readSettings))[0]!,
      actor,
    );
    assert.deepEqual(seen, {
      tenant: tenant.tenantId,
      user_id: actor.userId,
      user_name: actor.userName,
      request_id: actor.requestId,
      reason: actor.reason,
      role: REQUEST_ROLE,
    });
  });

  it('leaves nothing behind on the pooled connection after the transaction', async () => {
    // more transactions than a pool has connections, so every pooled connection is reused at least once
    for (let i = 0; i < 12; i++)
      await withTenant(database.db, tenant.tenantId, async () => undefined, { userId: 'u', userName: 'n' });
    const after = await Promise.all(
      Array.from({ length: 12 }, async () => rowsOf<Settings>(await database.db.execute(readSettings))[0]!),
    );
    for (const settings of after) {
      assert.ok(!settings.tenant, `app.tenant_id left set: ${settings.tenant}`);
      assert.ok(!settings.user_name, `app.user_name left set: ${settings.user_name}`);
      assert.notEqual(settings.role, REQUEST_ROLE);
    }
  });

  it('rolls back the work of a transaction that fails, and the connection serves the next one', async () => {
    await assert.rejects(
      withTenant(database.db, tenant.tenantId, async (tx) => {
        await tx.insert(roles).values({ tenantId: tenant.tenantId, name: 'Rolled back' });
        throw new Error('handler failed');
      }),
      /handler failed/,
    );
    await assert.rejects(
      withTenant(database.db, tenant.tenantId, async (tx) => tx.execute(sql`select 1 / 0`)),
      /select 1 \/ 0/,
    );
    const names = await withTenant(database.db, tenant.tenantId, async (tx) =>
      (await tx.select().from(roles)).map((r) => r.name),
    );
    assert.ok(!names.includes('Rolled back'));
  });
});
