// A password reset ends the user's live sessions only (ADR 0197's second scan): the expired ones a long-running
// server kept are refused anyway, and rewriting each of them made a reset slower by the month.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../test/helpers';
import { revokeUserSessions } from './sessions';

describe('identity: revoking a user sessions', () => {
  let database: Database;
  let tenant: TestTenant;

  before(async () => {
    database = await openTestDatabase();
    tenant = await createTenant(database, 'Expired sessions');
  });
  after(() => database.close());

  it('revokes the live sessions and leaves the expired ones as they were', async () => {
    const { tenantId, admin } = tenant;
    await database.db.execute(sql`
      insert into identity_sessions (id, tenant_id, user_id, scope, current_refresh_jti, created_at, last_refresh_at,
                                     expires_at)
      select gen_random_uuid(), ${tenantId}::uuid, ${admin.userId}::uuid, 'openid', gen_random_uuid(),
             now() - interval '40 days', now() - interval '39 days',
             case when i <= 2 then now() + interval '1 hour' else now() - interval '30 days' end
        from generate_series(1, 50) i`);
    await revokeUserSessions(database.db, { tenantId, userId: admin.userId }, 'password reset', new Date());
    const counts = rowsOf<{ live: string; expired: string }>(
      await database.db.execute(sql`select
          count(*) filter (where expires_at > now() and revoked and revoked_reason = 'password reset')::text as live,
          count(*) filter (where expires_at <= now() and not revoked)::text as expired
        from identity_sessions where tenant_id = ${tenantId} and user_id = ${admin.userId}`),
    );
    assert.deepEqual(counts[0], { live: '2', expired: '48' });
  });
});
