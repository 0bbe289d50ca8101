// Documented identity behaviour (docs/identity.md) that had no test: the session maximum, only the newest
// reset link works, a reset lifts the sign-in lock, and reset requests are limited per client address.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { openTestDatabase } from '../../test/helpers';
import type { ResetMail } from '../plugins/link-mail';
import {
  buildIdentityApp,
  createTestUser,
  passwordGrant,
  refreshGrant,
  settled,
  testClock,
} from '../../test/identity';

describe('identity: documented session and reset behaviour', () => {
  let database: Database;
  let app: FastifyInstance;
  const clock = testClock();
  const mails: ResetMail[] = [];

  before(async () => {
    database = await openTestDatabase();
    app = await buildIdentityApp(database.db, {
      now: clock.now,
      mailer: {
        send: async (mail) => {
          mails.push(mail);
          return { via: 'smtp' };
        },
        close: () => undefined,
      },
    });
    await createTestUser(database.db, 'max@acme.example', 'AcmeMaxim!2026');
    await createTestUser(database.db, 'rita@acme.example', 'AcmeReset!2026');
    await createTestUser(database.db, 'lock@acme.example', 'AcmeLocked!2026');
  });
  after(async () => {
    await app.close();
    await database.close();
  });

  const requestReset = async (email: string, remoteAddress: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/realms/qms/password-reset',
      payload: { email },
      remoteAddress,
    });
    await settled(app);
    return response;
  };
  const confirm = (token: string, password: string) =>
    app.inject({ method: 'POST', url: '/realms/qms/password-reset/confirm', payload: { token, password } });
  const lastToken = (to: string) =>
    new URL(mails.filter((mail) => mail.to === to).at(-1)!.link).searchParams.get('token')!;

  it('ends a session after 10 hours however often it is refreshed', async () => {
    let tokens = (await passwordGrant(app, 'max@acme.example', 'AcmeMaxim!2026', '10.30.0.1')).json();
    // refreshed every 25 minutes (within the 30-minute idle time): fine until the 10-hour maximum
    for (let minute = 25; minute < 600; minute += 25) {
      clock.advance(25 * 60);
      const refreshed = await refreshGrant(app, tokens.refresh_token);
      assert.equal(refreshed.statusCode, 200, `refresh at minute ${minute}`);
      tokens = refreshed.json();
      assert.ok(tokens.refresh_expires_in <= 600 * 60 - minute * 60, 'never beyond the maximum');
    }
    clock.advance(25 * 60);
    const refused = await refreshGrant(app, tokens.refresh_token);
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().error, 'invalid_grant');
  });

  it('makes only the newest reset link work', async () => {
    await requestReset('rita@acme.example', '10.30.1.1');
    const older = lastToken('rita@acme.example');
    await requestReset('rita@acme.example', '10.30.1.2');
    const newer = lastToken('rita@acme.example');
    assert.notEqual(newer, older);
    const refused = await confirm(older, 'RitaNewSecret!2027');
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), { errorMessage: 'This reset link is invalid or has expired.' });
    assert.equal((await confirm(newer, 'RitaNewSecret!2027')).statusCode, 204);
  });

  it('lifts the sign-in lock of the address when the password is reset', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      await passwordGrant(app, 'lock@acme.example', `wrong ${attempt}`, '10.30.2.1');
    }
    assert.equal(
      (await passwordGrant(app, 'lock@acme.example', 'AcmeLocked!2026', '10.30.2.2')).statusCode,
      429,
    );
    await requestReset('lock@acme.example', '10.30.2.3');
    assert.equal((await confirm(lastToken('lock@acme.example'), 'LockNewSecret!2027')).statusCode, 204);
    assert.equal(
      (await passwordGrant(app, 'lock@acme.example', 'LockNewSecret!2027', '10.30.2.2')).statusCode,
      200,
    );
  });

  it('limits reset requests per client address (20 in 15 minutes), whatever the addresses', async () => {
    for (let request = 1; request <= 20; request++) {
      const response = await requestReset(`someone${request}@acme.example`, '10.30.3.1');
      assert.equal(response.statusCode, 204, `request ${request}`);
    }
    const refused = await requestReset('someone21@acme.example', '10.30.3.1');
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await requestReset('someone21@acme.example', '10.30.3.2')).statusCode, 204);
  });
});
