import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { openTestDatabase } from '../../test/helpers';
import { buildIdentityApp, createTestUser, passwordGrant, testClock } from '../../test/identity';

describe('identity: login throttling', () => {
  let database: Database;
  let app: FastifyInstance;
  const clock = testClock();

  before(async () => {
    database = await openTestDatabase();
    app = await buildIdentityApp(database.db, { now: clock.now });
    await createTestUser(database.db, 'greta@globex.example', 'GlobexAdmin!2026', {
      tenantName: 'Globex Pharma AG',
    });
  });
  after(async () => {
    await app.close();
    await database.close();
  });

  it('locks an e-mail after 5 failures, says when to retry, and doubles the lock on further failures', async () => {
    const ip = '10.1.0.1';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await passwordGrant(app, 'greta@globex.example', `wrong ${attempt}`, ip);
      assert.equal(response.statusCode, 401, `attempt ${attempt} is an ordinary failure`);
    }

    // even the right password is refused while locked, and it is not checked
    const locked = await passwordGrant(app, 'greta@globex.example', 'GlobexAdmin!2026', ip);
    assert.equal(locked.statusCode, 429);
    assert.equal(locked.headers['retry-after'], '60');
    assert.deepEqual(locked.json(), {
      error: 'invalid_grant',
      error_description: 'Too many failed login attempts. Try again in 60 seconds.',
      errorMessage: 'Too many failed login attempts. Try again in 60 seconds.',
    });

    // the lock is per e-mail: another address from the same client can still sign in... or fail normally
    assert.equal((await passwordGrant(app, 'someone@globex.example', 'x', ip)).statusCode, 401);

    clock.advance(20);
    const later = await passwordGrant(app, 'greta@globex.example', 'GlobexAdmin!2026', '10.1.0.2');
    assert.equal(later.statusCode, 429, 'another address does not lift the e-mail lock');
    assert.equal(later.headers['retry-after'], '40');

    clock.advance(41);
    const sixth = await passwordGrant(app, 'greta@globex.example', 'still wrong', ip);
    assert.equal(sixth.statusCode, 401);
    const doubled = await passwordGrant(app, 'greta@globex.example', 'GlobexAdmin!2026', ip);
    assert.equal(doubled.statusCode, 429);
    assert.equal(doubled.headers['retry-after'], '120');

    clock.advance(121);
    const ok = await passwordGrant(app, 'greta@globex.example', 'GlobexAdmin!2026', ip);
    assert.equal(ok.statusCode, 200, 'after the lock the right password works');
    // success forgets the e-mail's failures
    assert.equal((await passwordGrant(app, 'greta@globex.example', 'wrong again', ip)).statusCode, 401);
    assert.equal((await passwordGrant(app, 'greta@globex.example', 'GlobexAdmin!2026', ip)).statusCode, 200);
  });

  it('treats an unknown e-mail exactly like a known one', async () => {
    const ip = '10.2.0.1';
    for (let attempt = 1; attempt <= 5; attempt++) {
      assert.equal((await passwordGrant(app, 'ghost@globex.example', 'x', ip)).statusCode, 401);
    }
    const locked = await passwordGrant(app, 'ghost@globex.example', 'x', ip);
    assert.equal(locked.statusCode, 429);
    assert.equal(locked.headers['retry-after'], '60');
  });

  it('locks a client address after 20 failures across many e-mails', async () => {
    const ip = '10.3.0.1';
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await passwordGrant(app, `spray${attempt}@globex.example`, 'x', ip);
      assert.equal(response.statusCode, 401);
    }
    const locked = await passwordGrant(app, 'greta@globex.example', 'GlobexAdmin!2026', ip);
    assert.equal(locked.statusCode, 429);
    assert.match(
      locked.json().error_description,
      /^Too many failed login attempts\. Try again in \d+ seconds\.$/,
    );
    // the same user from elsewhere is not affected
    assert.equal(
      (await passwordGrant(app, 'greta@globex.example', 'GlobexAdmin!2026', '10.3.0.2')).statusCode,
      200,
    );
  });

  it('counts parallel attempts before checking the password: at most 5 of 30 are tried', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        passwordGrant(app, 'parallel@globex.example', `wrong ${i}`, '10.5.0.1'),
      ),
    );
    const statuses = attempts.map((response) => response.statusCode);
    assert.ok(
      statuses.filter((status) => status === 401).length <= 5,
      `at most 5 wrong passwords are checked, got ${statuses.join(',')}`,
    );
    assert.equal(statuses.filter((status) => status !== 401 && status !== 429).length, 0);
    const refused = attempts.find((response) => response.statusCode === 429);
    assert.ok(Number(refused?.headers['retry-after']) > 0, 'a refused attempt says when to retry');
  });

  it('gives back the attempt of a successful sign-in on the address counter, but not the failures', async () => {
    const ip = '10.6.0.1';
    for (let attempt = 1; attempt <= 19; attempt++) {
      assert.equal((await passwordGrant(app, `budget${attempt}@globex.example`, 'x', ip)).statusCode, 401);
    }
    assert.equal((await passwordGrant(app, 'greta@globex.example', 'GlobexAdmin!2026', ip)).statusCode, 200);
    // the 20th failure is still tried (the success did not use it up) and locks the address
    assert.equal((await passwordGrant(app, 'budget20@globex.example', 'x', ip)).statusCode, 401);
    assert.equal((await passwordGrant(app, 'budget21@globex.example', 'x', ip)).statusCode, 429);
  });

  it('forgets old failures after 15 minutes', async () => {
    const ip = '10.4.0.1';
    for (let attempt = 1; attempt <= 4; attempt++) {
      await passwordGrant(app, 'greta@globex.example', 'wrong', ip);
    }
    clock.advance(15 * 60 + 1);
    assert.equal((await passwordGrant(app, 'greta@globex.example', 'wrong', ip)).statusCode, 401);
    assert.equal((await passwordGrant(app, 'greta@globex.example', 'GlobexAdmin!2026', ip)).statusCode, 200);
  });
});
