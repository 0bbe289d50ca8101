// The embedded provider and the API in one server, as in production: tokens the provider issues, checked by
// plugins/auth.ts with the provider's own keys.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  decodeJwt,
  decodeProtectedHeader,
  exportSPKI,
  importJWK,
  SignJWT,
  type CryptoKey,
  type JWK,
} from 'jose';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { users } from '../platform/schema';
import { openTestDatabase, testConfig } from '../../test/helpers';
import { identitySessions } from './schema';
import { createResetToken } from './password-reset';
import { isSessionActive, SESSION_CHECK_CACHE_MS } from './session-check';
import { CLIENT_ID, createTestUser, passwordGrant, refreshGrant, type TestUser } from '../../test/identity';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

interface Tokens {
  access_token: string;
  refresh_token: string;
}

describe('identity: the API with the embedded provider', () => {
  let database: Database;
  let app: FastifyInstance;
  let anna: TestUser;

  before(async () => {
    database = await openTestDatabase();
    app = await buildApp({ config: testConfig(), database, logger: false });
    await app.ready();
    anna = await createTestUser(database.db, 'anna@acme.example', 'AcmeAdmin!2026', {
      roles: ['QMS_ADMIN', 'QMS_VIEWER'],
    });
  });
  after(async () => {
    await app.close();
    await database.close();
  });

  async function signIn(user: TestUser): Promise<Tokens> {
    const response = await passwordGrant(app, user.email, user.password);
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  }

  const api = (accessToken: string, url = '/qms-api/users') =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${accessToken}` } });

  it('keeps a demotion: /users/sync with a token from before it does not restore the roles', async () => {
    const tokens = await signIn(anna);
    await database.db
      .update(users)
      .set({ roles: ['QMS_VIEWER'] })
      .where(eq(users.id, anna.userId));
    const sync = await api(tokens.access_token, '/qms-api/users/sync');
    assert.equal(sync.statusCode, 200);
    assert.deepEqual(sync.json().roles, ['QMS_VIEWER']);
    const refreshed = await refreshGrant(app, tokens.refresh_token);
    assert.equal(refreshed.statusCode, 200);
    const claims = decodeJwt((refreshed.json() as Tokens).access_token) as {
      realm_access: { roles: string[] };
    };
    assert.deepEqual(claims.realm_access.roles, ['QMS_VIEWER']);
  });

  it('ends API access at logout, not when the access token expires', async () => {
    const tokens = await signIn(anna);
    assert.equal((await api(tokens.access_token)).statusCode, 200);
    const logout = await app.inject({
      method: 'POST',
      url: '/realms/qms/protocol/openid-connect/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ client_id: CLIENT_ID, refresh_token: tokens.refresh_token }).toString(),
    });
    assert.equal(logout.statusCode, 204);
    const after = await api(tokens.access_token);
    assert.equal(after.statusCode, 401);
    assert.deepEqual(after.json(), { errorMessage: 'The session of this access token has ended.' });
  });

  it('ends API access when a used refresh token comes back (the session is revoked)', async () => {
    const tokens = await signIn(anna);
    const refreshed = (await refreshGrant(app, tokens.refresh_token)).json() as Tokens;
    assert.equal((await api(refreshed.access_token)).statusCode, 200);
    assert.equal((await refreshGrant(app, tokens.refresh_token)).statusCode, 400);
    assert.equal((await api(refreshed.access_token)).statusCode, 401);
    assert.equal((await api(tokens.access_token)).statusCode, 401);
  });

  it('ends API access of every session of the user at a password reset', async () => {
    const tokens = await signIn(anna);
    assert.equal((await api(tokens.access_token)).statusCode, 200);
    const token = await createResetToken(database.db, anna, new Date());
    const confirm = await app.inject({
      method: 'POST',
      url: '/realms/qms/password-reset/confirm',
      payload: { token, password: 'AcmeAdminNew!2027' },
    });
    assert.equal(confirm.statusCode, 204);
    assert.equal((await api(tokens.access_token)).statusCode, 401);
    anna = { ...anna, password: 'AcmeAdminNew!2027' };
  });

  it('checks sessions again after at most 5 seconds, also when revoked elsewhere', async () => {
    const tokens = await signIn(anna);
    const sid = decodeJwt(tokens.access_token).sid as string;
    const now = Date.now();
    assert.equal(await isSessionActive(database.db, sid, now), true);
    // another process revokes it (nothing tells this one)
    await database.db.update(identitySessions).set({ revoked: true }).where(eq(identitySessions.id, sid));
    assert.equal(await isSessionActive(database.db, sid, now + 1000), true, 'cached for a moment');
    assert.equal(await isSessionActive(database.db, sid, now + SESSION_CHECK_CACHE_MS), false);
  });

  it('ends a session whose user is disabled even when the session itself was not revoked', async () => {
    // a sign-in half-way through when the user was disabled: its session escaped the revocation
    const bert = await createTestUser(database.db, 'bert@acme.example', 'AcmeBert!2026', {
      roles: ['QMS_VIEWER'],
    });
    const sid = decodeJwt((await signIn(bert)).access_token).sid as string;
    const now = Date.now();
    assert.equal(await isSessionActive(database.db, sid, now), true);
    await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, bert.userId));
    assert.equal(await isSessionActive(database.db, sid, now + SESSION_CHECK_CACHE_MS), false);
    const [session] = await database.db
      .select({ revoked: identitySessions.revoked })
      .from(identitySessions)
      .where(eq(identitySessions.id, sid));
    assert.equal(session?.revoked, false, 'the session row itself stays unrevoked');
  });

  it('refuses an unsigned (alg none) token and an HS256 token keyed with the public key', async () => {
    const tokens = await signIn(anna);
    const claims = decodeJwt(tokens.access_token);
    const { kid } = decodeProtectedHeader(tokens.access_token);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT', kid })}.${base64url(claims)}.`;
    assert.equal((await api(unsigned)).statusCode, 401);

    const certs = await app.inject({ method: 'GET', url: '/realms/qms/protocol/openid-connect/certs' });
    const jwk = (certs.json() as { keys: JWK[] }).keys.find((key) => key.kid === kid)!;
    const publicPem = await exportSPKI((await importJWK(jwk, 'RS256')) as CryptoKey);
    for (const secret of [publicPem, JSON.stringify(jwk), jwk.n!]) {
      const hmac = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid })
        .sign(new TextEncoder().encode(secret));
      assert.equal((await api(hmac)).statusCode, 401);
    }
    assert.equal((await api(tokens.access_token)).statusCode, 200, 'the genuine token still works');
  });
});
