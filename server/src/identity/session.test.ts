import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import type { Database } from '../db/database';
import { openTestDatabase } from '../../test/helpers';
import {
  buildIdentityApp,
  CLIENT_ID,
  createTestUser,
  passwordGrant,
  refreshGrant,
  testClock,
} from '../../test/identity';

interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  session_state: string;
}

describe('identity: refresh rotation, logout and userinfo', () => {
  let database: Database;
  let app: FastifyInstance;
  const clock = testClock();

  before(async () => {
    database = await openTestDatabase();
    app = await buildIdentityApp(database.db, { now: clock.now });
    await createTestUser(database.db, 'victor@acme.example', 'AcmeViewer!2026', {
      displayName: 'Victor Viewer',
      initials: 'VV',
      roles: ['QMS_VIEWER'],
    });
  });
  after(async () => {
    await app.close();
    await database.close();
  });

  async function signIn(): Promise<Tokens> {
    const response = await passwordGrant(app, 'victor@acme.example', 'AcmeViewer!2026');
    assert.equal(response.statusCode, 200);
    return response.json();
  }

  const logout = (refreshToken: string) =>
    app.inject({
      method: 'POST',
      url: '/realms/qms/protocol/openid-connect/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ client_id: CLIENT_ID, refresh_token: refreshToken }).toString(),
    });

  const userinfo = (accessToken: string) =>
    app.inject({
      method: 'GET',
      url: '/realms/qms/protocol/openid-connect/userinfo',
      headers: { authorization: `Bearer ${accessToken}` },
    });

  it('rotates the refresh token on every refresh, in the same session', async () => {
    const first = await signIn();
    clock.advance(60);
    const response = await refreshGrant(app, first.refresh_token);
    assert.equal(response.statusCode, 200);
    const second: Tokens = response.json();
    assert.notEqual(second.refresh_token, first.refresh_token);
    assert.notEqual(second.access_token, first.access_token);
    assert.equal(second.session_state, first.session_state);
    assert.equal(decodeJwt(second.access_token).sid, first.session_state);
    assert.ok(second.id_token, 'the openid scope of the session is kept');

    clock.advance(60);
    const third = await refreshGrant(app, second.refresh_token);
    assert.equal(third.statusCode, 200);
  });

  it('revokes the whole session when a used refresh token comes back', async () => {
    const first = await signIn();
    const second: Tokens = (await refreshGrant(app, first.refresh_token)).json();

    const reuse = await refreshGrant(app, first.refresh_token);
    assert.equal(reuse.statusCode, 400);
    assert.equal(reuse.json().error, 'invalid_grant');
    assert.equal(reuse.json().error_description, 'Maximum allowed refresh token reuse exceeded');

    // the newest token, held by the legitimate client, died with the session
    const afterReuse = await refreshGrant(app, second.refresh_token);
    assert.equal(afterReuse.statusCode, 400);
    assert.deepEqual(afterReuse.json(), {
      error: 'invalid_grant',
      error_description: 'Session not active',
      errorMessage: 'Session not active',
    });
  });

  it('logout (POST form) answers 204 and ends the session', async () => {
    const tokens = await signIn();
    assert.equal((await userinfo(tokens.access_token)).statusCode, 200);
    const response = await logout(tokens.refresh_token);
    assert.equal(response.statusCode, 204);
    const refresh = await refreshGrant(app, tokens.refresh_token);
    assert.equal(refresh.statusCode, 400);
    assert.equal(refresh.json().error_description, 'Session not active');
    assert.equal((await userinfo(tokens.access_token)).statusCode, 401);
  });

  it('logout refuses a forged refresh token', async () => {
    const tokens = await signIn();
    const [header, payload] = tokens.refresh_token.split('.');
    const response = await logout(`${header}.${payload}.AAAA`);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error, 'invalid_grant');
    assert.equal((await refreshGrant(app, tokens.refresh_token)).statusCode, 200);
  });

  it("keycloak-js's GET logout with id_token_hint redirects back and ends the session", async () => {
    const tokens = await signIn();
    const query = new URLSearchParams({
      client_id: CLIENT_ID,
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: 'http://qms.test/dashboard',
    });
    const response = await app.inject({
      method: 'GET',
      url: `/realms/qms/protocol/openid-connect/logout?${query}`,
    });
    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, 'http://qms.test/dashboard');
    assert.equal((await refreshGrant(app, tokens.refresh_token)).statusCode, 400);

    const foreign = await app.inject({
      method: 'GET',
      url: `/realms/qms/protocol/openid-connect/logout?post_logout_redirect_uri=${encodeURIComponent('https://evil.example/')}`,
    });
    assert.equal(foreign.statusCode, 400);
  });

  it('redirects to another loopback origin only when the public URL is loopback itself', async () => {
    const logoutTo = (target: FastifyInstance, uri: string) =>
      target.inject({
        method: 'GET',
        url: `/realms/qms/protocol/openid-connect/logout?post_logout_redirect_uri=${encodeURIComponent(uri)}`,
      });
    assert.equal((await logoutTo(app, 'http://localhost:3000/')).statusCode, 400);
    assert.equal((await logoutTo(app, 'http://127.0.0.1:3000/')).statusCode, 400);
    const local = await buildIdentityApp(database.db, { publicUrl: 'http://localhost:8080' });
    try {
      const response = await logoutTo(local, 'http://localhost:3000/');
      assert.equal(response.statusCode, 302);
      assert.equal(response.headers.location, 'http://localhost:3000/');
      assert.equal((await logoutTo(local, 'https://evil.example/')).statusCode, 400);
    } finally {
      await local.close();
    }
  });

  it('refuses a refresh token after its idle time, and an access token after it expired', async () => {
    const tokens = await signIn();
    clock.advance(301);
    assert.equal((await userinfo(tokens.access_token)).statusCode, 401);
    clock.advance(1800);
    const response = await refreshGrant(app, tokens.refresh_token);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error_description, 'Token is not active');
  });

  it('userinfo returns the identity claims for a valid bearer token', async () => {
    const tokens = await signIn();
    const response = await userinfo(tokens.access_token);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.email, 'victor@acme.example');
    assert.equal(body.name, 'Victor Viewer');
    assert.equal(body.user_initials, 'VV');
    assert.equal(body.tenant_name, 'Acme Medical Devices GmbH');
    assert.deepEqual(body.realm_access.roles, ['QMS_VIEWER']);

    const missing = await app.inject({ method: 'GET', url: '/realms/qms/protocol/openid-connect/userinfo' });
    assert.equal(missing.statusCode, 401);
    assert.match(String(missing.headers['www-authenticate']), /invalid_token/);
    // an id token or a refresh token is not an access token
    assert.equal((await userinfo(tokens.id_token)).statusCode, 401);
    assert.equal((await userinfo(tokens.refresh_token)).statusCode, 401);
  });
});
