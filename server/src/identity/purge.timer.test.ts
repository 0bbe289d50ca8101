// A running server purges ended sessions on its interval, not only at start (ADR 0197): a server that ran for
// months kept every session its users ever had.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { rowsOf } from '../db/tenant';
import { openTestDatabase } from '../../test/helpers';
import { buildIdentityApp, createTestUser, settled } from '../../test/identity';

describe('identity: the periodic purge', () => {
  let database: Database;
  let app: FastifyInstance;

  before(async () => {
    database = await openTestDatabase();
    app = await buildIdentityApp(database.db, { purgeIntervalMs: 50 });
  });
  after(async () => {
    await app.close();
    await database.close();
  });

  it('deletes the sessions that ended over a day ago while the server runs, and keeps the live one', async () => {
    const user = await createTestUser(database.db, 'periodic@purge.example', 'PurgeTimer!2026');
    // written after the start's purge: only the timer can delete them
    await database.db.execute(sql`
      insert into identity_sessions (id, tenant_id, user_id, scope, current_refresh_jti, created_at, last_refresh_at,
                                     expires_at)
      select gen_random_uuid(), ${user.tenantId}::uuid, ${user.userId}::uuid, 'openid', gen_random_uuid(),
             now() - interval '40 days', now() - interval '39 days',
             case when i = 1 then now() + interval '1 hour' else now() - interval '2 days' end
        from generate_series(1, 5) i`);
    const left = async () =>
      rowsOf<{ n: string }>(
        await database.db.execute(
          sql`select count(*)::text as n from identity_sessions where user_id = ${user.userId}`,
        ),
      )[0]!.n;
    for (let i = 0; i < 100 && (await left()) !== '1'; i++) {
      await sleep(50);
      await settled(app);
    }
    assert.equal(await left(), '1');
    const live = rowsOf<{ n: string }>(
      await database.db.execute(sql`select count(*)::text as n from identity_sessions
        where user_id = ${user.userId} and expires_at > now()`),
    );
    assert.equal(live[0]!.n, '1');
  });
});
