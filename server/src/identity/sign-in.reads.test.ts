// What a sign-in reads of users (ADR 0197): the address's account by an index on the address as stored, and the
// auth event's user name by the user's id; not every user of every tenant, or of the tenant.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/tenant';
import { recordAuthEvent } from '../audit/index';
import { accountByEmail } from '../platform/index';
import { createTenant, openTestDatabase, type TestTenant } from '../../test/helpers';
import { rowsRead } from '../../test/table-reads';

const USERS = 2000;

describe('sign-in reads of users', () => {
  let database: Database;
  let tenant: TestTenant;
  let userId: string;

  before(async () => {
    database = await openTestDatabase();
    tenant = await createTenant(database, 'Sign-in reads');
    // users are the platform's to write (the request role may not): written as the database owner
    await database.db.execute(sql`
      insert into users (tenant_id, email, display_name, initials, password_hash)
      select ${tenant.tenantId}::uuid, 'member' || i || '@sign-in.example', 'Member ' || i, 'M', 'not a real hash'
        from generate_series(1, ${USERS}) i`);
    const [row] = rowsOf<{ id: string }>(
      await database.db.execute(sql`select id from users where email = 'member7@sign-in.example'`),
    );
    userId = row!.id;
    // statistics, as a database in use has them
    await database.db.execute(sql`analyze users`);
  });
  after(() => database.close());

  it("finds an address's account, and an unknown address's absence, by the address", async () => {
    const read = (email: string) =>
      database.db.transaction((tx) => rowsRead(tx, ['users'], () => accountByEmail(tx as never, email)));
    const known = await read('member7@sign-in.example');
    assert.equal(known.result?.userId, userId);
    assert.ok(known.rows.users! <= 2, `read ${known.rows.users} users`);
    const unknown = await read('nobody@sign-in.example');
    assert.equal(unknown.result, undefined);
    // every user of every tenant before
    assert.ok(unknown.rows.users! <= 2, `read ${unknown.rows.users} users`);
  });

  it("names the auth event's user by their id", async () => {
    const { rows } = await database.db.transaction((tx) =>
      rowsRead(tx, ['users'], () =>
        recordAuthEvent(tx, {
          event: 'SIGN_IN',
          outcome: 'success',
          clientIp: '127.0.0.1',
          tenantId: tenant.tenantId,
          userId,
        }),
      ),
    );
    // the tenant's 2,000 users before
    assert.ok(rows.users! <= 2, `read ${rows.users} users`);
    const [entry] = rowsOf<{ actor_name: string }>(
      await database.db.execute(sql`select actor_name from audit_trail
        where tenant_id = ${tenant.tenantId} and table_name = 'auth' and record_id = ${userId}`),
    );
    assert.equal(entry?.actor_name, 'Member 7');
  });
});
