import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { identityLoginAttempts } from './schema';
import { users } from '../platform/schema';
import { openTestDatabase } from '../../test/helpers';
import { isCanonicalEmail, normaliseEmail } from '../platform/index';
import type { ResetMail } from '../plugins/link-mail';
import {
  buildIdentityApp,
  CLIENT_ID,
  createTestUser,
  passwordGrant,
  tokenRequest,
} from '../../test/identity';

/** Log lines of the app, to check that refused input is not logged as a server error. */
function logCapture() {
  const lines: { level: number; msg?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

describe('identity: input caps and e-mail normalisation', () => {
  let database: Database;
  let app: FastifyInstance;
  const log = logCapture();
  const mails: ResetMail[] = [];
  let releaseMail: () => void = () => undefined;

  before(async () => {
    database = await openTestDatabase();
    await createTestUser(database.db, 'viewer@acme.example', 'AcmeViewer!2026', { roles: ['QMS_VIEWER'] });
    // stored before addresses were normalised: the provider normalises it on start
    await createTestUser(database.db, 'Mixed.Case@Acme.example', 'AcmeMixed!2026');
    app = await buildIdentityApp(
      database.db,
      {
        // the mail of a reset request does not finish until the test lets it
        mailer: {
          send: async (mail) => {
            mails.push(mail);
            await new Promise<void>((resolve) => (releaseMail = resolve));
            return { via: 'smtp' };
          },
          close: () => undefined,
        },
      },
      log.logger,
    );
  });
  after(async () => {
    releaseMail();
    await app.close();
    await database.close();
  });

  const attemptKeys = async (): Promise<string[]> => {
    const rows = await database.db.select({ key: identityLoginAttempts.key }).from(identityLoginAttempts);
    return rows.map((row) => row.key);
  };

  it('answers 400 to a very long user name, counts nothing and logs no error', async () => {
    const longName = `${randomBytes(6000).toString('base64')}@acme.example`;
    const response = await passwordGrant(app, longName, 'whatever', '10.20.0.1');
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      error: 'invalid_request',
      error_description: 'Parameter too long: username',
      errorMessage: 'Parameter too long: username',
    });
    assert.deepEqual(
      (await attemptKeys()).filter((key) => key.includes('10.20.0.1')),
      [],
      'the address is not charged for a refused request',
    );
    assert.deepEqual(
      log.lines.filter((line) => line.level >= 50),
      [],
    );
  });

  it('caps the password, the refresh token and the reset fields with 400', async () => {
    const longPassword = await passwordGrant(app, 'viewer@acme.example', 'x'.repeat(1025), '10.20.0.2');
    assert.equal(longPassword.statusCode, 400);
    assert.equal(longPassword.json().error_description, 'Parameter too long: password');
    const longRefresh = await tokenRequest(app, {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: 'x'.repeat(9000),
    });
    assert.equal(longRefresh.statusCode, 400);
    const longEmail = await app.inject({
      method: 'POST',
      url: '/realms/qms/password-reset',
      payload: { email: `${'a'.repeat(320)}@acme.example` },
    });
    assert.equal(longEmail.statusCode, 400);
    assert.equal(longEmail.json().errorMessage, 'The e-mail address must have at most 320 characters.');
    const longConfirm = await app.inject({
      method: 'POST',
      url: '/realms/qms/password-reset/confirm',
      payload: { token: 'x'.repeat(43), password: 'y'.repeat(1025) },
    });
    assert.equal(longConfirm.statusCode, 400);
    assert.deepEqual(longConfirm.json(), { errorMessage: 'The password must have at most 1024 characters.' });
    assert.deepEqual(
      log.lines.filter((line) => line.level >= 50),
      [],
    );
  });

  it('normalises addresses with NFKC and one case fold, and refuses those that normalise beyond case', () => {
    assert.equal(normaliseEmail(' Viewer@ACME.example '), 'viewer@acme.example');
    assert.equal(isCanonicalEmail('Viewer@ACME.example'), true);
    assert.equal(isCanonicalEmail('jürgen@acme.example'), true);
    assert.equal(
      isCanonicalEmail('j\u0075\u0308rgen@acme.example'),
      true,
      'decomposed ü is the same address',
    );
    assert.equal(isCanonicalEmail('v\u0130ewer@acme.example'), false, 'İ lower-cases to two characters');
    assert.equal(isCanonicalEmail('\uff56iewer@acme.example'), false, 'full-width v');
  });

  it('does not let "vİewer@" sign in as viewer@ under a fresh limit', async () => {
    const ip = '10.20.1.1';
    for (let attempt = 1; attempt <= 5; attempt++) {
      assert.equal((await passwordGrant(app, 'viewer@acme.example', `wrong ${attempt}`, ip)).statusCode, 401);
    }
    assert.equal((await passwordGrant(app, 'viewer@acme.example', 'AcmeViewer!2026', ip)).statusCode, 429);
    for (const variant of ['v\u0130ewer@acme.example', '\uff56iewer@acme.example', 'VIEWER@acme.example']) {
      const response = await passwordGrant(app, variant, 'AcmeViewer!2026', '10.20.1.2');
      assert.notEqual(response.statusCode, 200, `${variant} is refused`);
    }
    // upper case is the same address and the same (locked) limit; the others are refused before counting
    assert.equal((await passwordGrant(app, 'VIEWER@acme.example', 'AcmeViewer!2026', ip)).statusCode, 429);
    assert.deepEqual((await attemptKeys()).filter((key) => key.startsWith('login-email:')).sort(), [
      'login-email:viewer@acme.example',
    ]);
  });

  it('refuses a reset request for an address that normalises beyond case', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/realms/qms/password-reset',
      payload: { email: 'v\u0130ewer@acme.example' },
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { errorMessage: 'This is not a valid e-mail address.' });
  });

  it('normalises e-mails stored before, on start', async () => {
    const rows = await database.db.select({ email: users.email }).from(users);
    assert.ok(rows.some((row) => row.email === 'mixed.case@acme.example'));
    assert.equal((await passwordGrant(app, 'MIXED.case@acme.example', 'AcmeMixed!2026')).statusCode, 200);
  });

  it('answers a reset request before looking the address up or sending the mail, for any address', async () => {
    // the stub mailer never finishes here: an answer that waited for the mail would never come
    const known = await app.inject({
      method: 'POST',
      url: '/realms/qms/password-reset',
      payload: { email: 'viewer@acme.example' },
      remoteAddress: '10.20.2.1',
    });
    assert.equal(known.statusCode, 204);
    for (let i = 0; i < 100 && mails.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    assert.equal(mails.length, 1, 'the mail is sent after the answer');
    releaseMail();
    const unknown = await app.inject({
      method: 'POST',
      url: '/realms/qms/password-reset',
      payload: { email: 'nobody@acme.example' },
      remoteAddress: '10.20.2.1',
    });
    assert.equal(unknown.statusCode, 204);
  });
});
