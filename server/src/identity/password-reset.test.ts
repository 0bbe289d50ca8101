import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { openTestDatabase } from '../../test/helpers';
import {
  buildIdentityApp,
  createTestUser,
  passwordGrant,
  PUBLIC_URL,
  refreshGrant,
  settled,
  tempOutbox,
  testClock,
} from '../../test/identity';

describe('identity: password reset through the outbox', () => {
  let database: Database;
  let app: FastifyInstance;
  const outboxDir = tempOutbox();
  const clock = testClock();

  before(async () => {
    database = await openTestDatabase();
    app = await buildIdentityApp(database.db, { outboxDir, now: clock.now });
    await createTestUser(database.db, 'walter@globex.example', 'GlobexViewer!2026', {
      displayName: 'Walter Viewer',
      tenantName: 'Globex Pharma AG',
    });
  });
  after(async () => {
    await app.close();
    await database.close();
    rmSync(path.dirname(outboxDir), { recursive: true, force: true });
  });

  const outboxFiles = (): string[] => {
    try {
      return readdirSync(outboxDir).sort();
    } catch {
      return [];
    }
  };

  // the mail is written after the answer: wait for it
  const requestReset = async (email: string, remoteAddress = '127.0.0.1') => {
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

  /** The token from the link on its own line of the one new mail to this address. */
  function linkFromOutbox(to: string, seenBefore: string[]): { file: string; token: string } {
    const fresh = outboxFiles().filter((name) => name.endsWith(`-${to}.eml`) && !seenBefore.includes(name));
    assert.equal(fresh.length, 1, `one new mail to ${to} is in the outbox`);
    const file = fresh[0]!;
    const text = readFileSync(path.join(outboxDir, file), 'utf8');
    assert.match(text, new RegExp(`^To: ${to}\r?$`, 'm'));
    assert.match(text, /^Subject: Reset your QMS password\r?$/m);
    const line = text.split(/\r?\n/).find((l) => l.startsWith(`${PUBLIC_URL}/reset-password?token=`));
    assert.ok(line, 'the link stands on its own line');
    return { file, token: new URL(line).searchParams.get('token')! };
  }

  it('answers 204 for an unknown address and writes no mail', async () => {
    const response = await requestReset('nobody@globex.example', '10.9.0.1');
    assert.equal(response.statusCode, 204);
    assert.deepEqual(outboxFiles(), []);
  });

  it('resets the password end to end: mail, page, confirm, sign-in; the link works once', async () => {
    const session = (await passwordGrant(app, 'walter@globex.example', 'GlobexViewer!2026')).json();

    const response = await requestReset('Walter@Globex.example');
    assert.equal(response.statusCode, 204);
    const { token } = linkFromOutbox('walter@globex.example', []);

    const page = await app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    assert.match(page.body, /<label for="password">New password<\/label>/);
    assert.match(page.body, /\/realms\/qms\/password-reset\/confirm/);
    assert.doesNotMatch(page.body, /<(link|script)[^>]+(href|src)=/, 'no external assets');

    const tooShort = await confirm(token, 'short');
    assert.equal(tooShort.statusCode, 400);
    assert.equal(tooShort.json().errorMessage, 'The password must have at least 12 characters.');

    assert.equal((await confirm(token, 'NewSecret!2026')).statusCode, 204);

    assert.equal((await passwordGrant(app, 'walter@globex.example', 'NewSecret!2026')).statusCode, 200);
    assert.equal((await passwordGrant(app, 'walter@globex.example', 'GlobexViewer!2026')).statusCode, 401);
    // a new password ends the sessions that existed before
    assert.equal((await refreshGrant(app, session.refresh_token)).statusCode, 400);

    const again = await confirm(token, 'Another!Secret2026');
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json(), { errorMessage: 'This reset link is invalid or has expired.' });
  });

  it('requires JSON for a reset request, so a cross-site form cannot send mails', async () => {
    const before = outboxFiles();
    const form = await app.inject({
      method: 'POST',
      url: '/realms/qms/password-reset',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=walter%40globex.example',
      remoteAddress: '10.9.1.1',
    });
    assert.equal(form.statusCode, 415);
    assert.deepEqual(form.json(), { errorMessage: 'Content type must be application/json.' });
    assert.deepEqual(outboxFiles(), before);
  });

  it('keeps the link usable when setting the password fails half-way', async () => {
    const before = outboxFiles();
    await requestReset('walter@globex.example', '10.9.3.1');
    const { token } = linkFromOutbox('walter@globex.example', before);
    // make the last step (ending the sessions) fail once
    await database.db.execute(
      sql.raw(`create function qms_test_fail() returns trigger language plpgsql as $$
        begin raise exception 'simulated failure'; end $$`),
    );
    await database.db.execute(
      sql.raw(`create trigger qms_test_fail before update on identity_sessions
        for each statement execute function qms_test_fail()`),
    );
    try {
      assert.equal((await confirm(token, 'Halfway!Secret2026')).statusCode, 500);
    } finally {
      await database.db.execute(sql.raw('drop trigger qms_test_fail on identity_sessions'));
      await database.db.execute(sql.raw('drop function qms_test_fail()'));
    }
    assert.equal((await passwordGrant(app, 'walter@globex.example', 'Halfway!Secret2026')).statusCode, 401);
    assert.equal((await confirm(token, 'Halfway!Secret2026')).statusCode, 204, 'the link still works');
    assert.equal((await passwordGrant(app, 'walter@globex.example', 'Halfway!Secret2026')).statusCode, 200);
  });

  it('refuses an unknown or expired token', async () => {
    assert.equal(
      (await confirm('not-a-token', 'NewSecret!2026')).json().errorMessage,
      'This reset link is invalid or has expired.',
    );

    // same clock as the first mail: the second one must not overwrite it
    const before = outboxFiles();
    await requestReset('walter@globex.example', '10.9.0.2');
    const { token } = linkFromOutbox('walter@globex.example', before);
    clock.advance(31 * 60);
    const expired = await confirm(token, 'NewSecret!2027');
    assert.equal(expired.statusCode, 400);
    assert.equal(expired.json().errorMessage, 'This reset link is invalid or has expired.');
  });

  it('throttles reset requests per e-mail with Retry-After', async () => {
    clock.advance(60 * 60);
    for (let request = 1; request <= 5; request++) {
      assert.equal((await requestReset('flood@globex.example', `10.8.0.${request}`)).statusCode, 204);
    }
    const refused = await requestReset('flood@globex.example', '10.8.0.99');
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.match(
      refused.json().errorMessage,
      /^Too many password reset requests\. Try again in \d+ seconds\.$/,
    );
  });
});
