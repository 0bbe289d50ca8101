// Sign-in, sign-out, failed sign-in and password reset appear in the user's tenant trail (user, time, outcome,
// client IP), through the identity provider's real endpoints.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf, withTenant } from '../db/tenant';
import {
  buildIdentityApp,
  CLIENT_ID,
  createTestUser,
  passwordGrant,
  settled,
  tempOutbox,
  type TestUser,
} from '../../test/identity';
import { openTestDatabase } from '../../test/helpers';
import { verifyChain } from './audit.repository';

interface Row {
  action: string;
  actor_id: string;
  actor_name: string;
  record_id: string;
  new_values: { outcome: string; clientIp: string; sessionId?: string };
}

describe('audit trail: auth events', () => {
  let database: Database;
  let app: FastifyInstance;
  let user: TestUser;
  const outboxDir = tempOutbox();

  before(async () => {
    database = await openTestDatabase();
    app = await buildIdentityApp(database.db, { outboxDir });
    user = await createTestUser(database.db, 'erin@acme.example', 'AcmeAdmin!2026', {
      displayName: 'Erin Admin',
    });
  });
  after(async () => {
    await app.close();
    await database.close();
    rmSync(path.dirname(outboxDir), { recursive: true, force: true });
  });

  const authEvents = async (): Promise<Row[]> =>
    rowsOf<Row>(
      await withTenant(database.db, user.tenantId, (tx) =>
        tx.execute(sql`select action, actor_id, actor_name, record_id, new_values from audit_trail
          where table_name = 'auth' order by seq`),
      ),
    );

  it('records a failed and a successful sign-in and the sign-out, with outcome and client IP', async () => {
    assert.equal((await passwordGrant(app, user.email, 'wrong password!')).statusCode, 401);
    assert.equal((await passwordGrant(app, 'nobody@acme.example', 'wrong password!')).statusCode, 401);
    const signedIn = await passwordGrant(app, user.email, user.password);
    assert.equal(signedIn.statusCode, 200);
    const logout = await app.inject({
      method: 'POST',
      url: '/realms/qms/protocol/openid-connect/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: CLIENT_ID,
        refresh_token: (signedIn.json() as { refresh_token: string }).refresh_token,
      }).toString(),
    });
    assert.equal(logout.statusCode, 204);

    const events = await authEvents();
    assert.deepEqual(
      events.map((e) => [e.action, e.new_values.outcome]),
      [
        ['SIGN_IN_FAILED', 'failure'],
        ['SIGN_IN', 'success'],
        ['SIGN_OUT', 'success'],
      ],
      'the unknown e-mail has no tenant and no entry',
    );
    // sign-out knows only its session; identity names the user and the session stays in the details
    assert.ok(events[1]!.new_values.sessionId);
    assert.equal(events[2]!.new_values.sessionId, events[1]!.new_values.sessionId);
    for (const e of events) {
      assert.equal(e.actor_id, user.userId);
      assert.equal(e.record_id, user.userId);
      assert.equal(e.actor_name, 'Erin Admin');
      assert.equal(e.new_values.clientIp, '127.0.0.1');
    }
  });

  it('records a password reset request and its completion; the new hash stays masked', async () => {
    const requested = await app.inject({
      method: 'POST',
      url: '/realms/qms/password-reset',
      payload: { email: user.email },
    });
    assert.equal(requested.statusCode, 204);
    await settled(app); // the provider sends the mail after answering
    const mail = readFileSync(path.join(outboxDir, readdirSync(outboxDir)[0]!), 'utf8');
    const token = new URL(
      mail.split(/\r?\n/).find((l) => l.includes('/reset-password?token='))!,
    ).searchParams.get('token')!;
    const confirmed = await app.inject({
      method: 'POST',
      url: '/realms/qms/password-reset/confirm',
      payload: { token, password: 'A new password 2026' },
    });
    assert.equal(confirmed.statusCode, 204);
    const actions = (await authEvents()).map((e) => e.action);
    assert.deepEqual(actions.slice(-2), ['PASSWORD_RESET_REQUESTED', 'PASSWORD_RESET_COMPLETED']);

    const trail = await withTenant(database.db, user.tenantId, (tx) =>
      tx.execute(sql`select new_values::text as v from audit_trail where table_name = 'users'`),
    );
    const text = rowsOf<{ v: string }>(trail)
      .map((r) => r.v)
      .join('\n');
    assert.match(text, /"password_hash": "\*\*\*"/);
    assert.doesNotMatch(text, /scrypt/);
    const valid = await withTenant(database.db, user.tenantId, (tx) => verifyChain(tx, user.tenantId));
    assert.equal(valid.valid, true);
  });
});
