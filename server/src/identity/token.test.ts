import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import type { Database } from '../db/database';
import { openTestDatabase } from '../../test/helpers';
import { getLocalJwks } from './keys';
import {
  buildIdentityApp,
  CLIENT_ID,
  createTestUser,
  ISSUER,
  passwordGrant,
  tokenRequest,
  type TestUser,
} from '../../test/identity';

describe('identity: discovery, certs and the password grant', () => {
  let database: Database;
  let app: FastifyInstance;
  let anna: TestUser;

  before(async () => {
    database = await openTestDatabase();
    app = await buildIdentityApp(database.db);
    anna = await createTestUser(database.db, 'anna@acme.example', 'AcmeAdmin!2026', {
      tenantName: 'Acme Medical Devices GmbH',
      roles: ['QMS_ADMIN', 'QMS_VIEWER'],
      displayName: 'Anna Admin',
      initials: 'AA',
    });
  });
  after(async () => {
    await app.close();
    await database.close();
  });

  it('publishes discovery with the issuer and endpoints of the realm', async () => {
    const response = await app.inject({ method: 'GET', url: '/realms/qms/.well-known/openid-configuration' });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.issuer, ISSUER);
    assert.equal(body.token_endpoint, `${ISSUER}/protocol/openid-connect/token`);
    assert.equal(body.jwks_uri, `${ISSUER}/protocol/openid-connect/certs`);
    assert.equal(body.end_session_endpoint, `${ISSUER}/protocol/openid-connect/logout`);
    assert.deepEqual(body.grant_types_supported, ['password', 'refresh_token']);
  });

  it('uses the request origin for the issuer when no public URL is configured', async () => {
    const local = await buildIdentityApp(database.db, { publicUrl: undefined });
    try {
      const response = await local.inject({
        method: 'GET',
        url: '/realms/qms/.well-known/openid-configuration',
        headers: { host: 'localhost:8080' },
      });
      assert.equal(response.json().issuer, 'http://localhost:8080/realms/qms');
    } finally {
      await local.close();
    }
  });

  it('answers 404 JSON for an unknown realm', async () => {
    const response = await app.inject({ method: 'GET', url: '/realms/other/protocol/openid-connect/certs' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().error, 'Realm does not exist');
  });

  it('serves an RS256 JWKS without private parts', async () => {
    const response = await app.inject({ method: 'GET', url: '/realms/qms/protocol/openid-connect/certs' });
    assert.equal(response.statusCode, 200);
    const { keys } = response.json() as JSONWebKeySet;
    assert.equal(keys.length, 1);
    assert.equal(keys[0]!.kty, 'RSA');
    assert.equal(keys[0]!.alg, 'RS256');
    assert.equal(keys[0]!.use, 'sig');
    assert.ok(keys[0]!.kid);
    assert.equal(keys[0]!.d, undefined);
  });

  it('issues Keycloak-shaped tokens for the right password', async () => {
    const response = await passwordGrant(app, 'Anna@Acme.example', 'AcmeAdmin!2026');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    const body = response.json();
    assert.equal(body.token_type, 'Bearer');
    assert.equal(body.expires_in, 300);
    assert.equal(body.refresh_expires_in, 1800);
    assert.equal(body.scope, 'openid profile email');
    assert.ok(body.session_state);
    for (const name of ['access_token', 'refresh_token', 'id_token']) {
      assert.equal(typeof body[name], 'string');
      assert.equal(body[name].split('.').length, 3, `${name} is a JWT`);
    }

    // verified exactly as the API does: the JWKS of the database (or the certs endpoint), issuer, audience
    const jwks = createLocalJWKSet(await getLocalJwks(database.db));
    const { payload, protectedHeader } = await jwtVerify(body.access_token, jwks, {
      issuer: ISSUER,
      audience: 'qms-api',
      algorithms: ['RS256'],
    });
    assert.ok(protectedHeader.kid);
    assert.equal(payload.sub, anna.userId);
    assert.deepEqual(payload.aud, ['qms-api', 'account']);
    assert.equal(payload.azp, CLIENT_ID);
    assert.equal(payload.typ, 'Bearer');
    assert.equal(payload.sid, body.session_state);
    assert.equal(payload.email, 'anna@acme.example');
    assert.equal(payload.name, 'Anna Admin');
    assert.equal(payload.preferred_username, 'anna@acme.example');
    assert.equal(payload.user_initials, 'AA');
    assert.equal(payload.tenant_id, anna.tenantId);
    assert.equal(payload.tenant_name, 'Acme Medical Devices GmbH');
    assert.deepEqual(payload.realm_access, { roles: ['QMS_ADMIN', 'QMS_VIEWER'] });
    assert.equal(payload.exp! - payload.iat!, 300);
    assert.ok(payload.jti);

    const id = await jwtVerify(body.id_token, jwks, { issuer: ISSUER, audience: CLIENT_ID });
    assert.equal(id.payload.typ, 'ID');
    assert.equal(id.payload.sub, anna.userId);
    assert.equal(id.payload.tenant_id, anna.tenantId);

    // keycloak-js only decodes the refresh token, but it must be a JWT with typ Refresh
    const certs = await app.inject({ method: 'GET', url: '/realms/qms/protocol/openid-connect/certs' });
    const refresh = await jwtVerify(body.refresh_token, createLocalJWKSet(certs.json()), {
      issuer: ISSUER,
      audience: ISSUER,
    });
    assert.equal(refresh.payload.typ, 'Refresh');
    assert.equal(refresh.payload.sid, body.session_state);
    assert.equal(decodeProtectedHeader(body.refresh_token).kid, protectedHeader.kid);
  });

  it('omits the id token when openid is not requested', async () => {
    const response = await tokenRequest(app, {
      grant_type: 'password',
      client_id: CLIENT_ID,
      username: 'anna@acme.example',
      password: 'AcmeAdmin!2026',
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().id_token, undefined);
    assert.equal(response.json().scope, 'profile email');
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const wrong = await passwordGrant(app, 'anna@acme.example', 'wrong password', '10.0.0.1');
    const unknown = await passwordGrant(app, 'nobody@acme.example', 'wrong password', '10.0.0.2');
    for (const response of [wrong, unknown]) {
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), {
        error: 'invalid_grant',
        error_description: 'Invalid user credentials',
        errorMessage: 'Invalid user credentials',
      });
    }
  });

  it('refuses other clients, unknown grants and missing parameters like Keycloak', async () => {
    const otherClient = await tokenRequest(app, {
      grant_type: 'password',
      client_id: 'other',
      username: 'anna@acme.example',
      password: 'AcmeAdmin!2026',
    });
    assert.equal(otherClient.statusCode, 401);
    assert.equal(otherClient.json().error, 'invalid_client');

    const grant = await tokenRequest(app, { grant_type: 'client_credentials', client_id: CLIENT_ID });
    assert.equal(grant.statusCode, 400);
    assert.equal(grant.json().error, 'unsupported_grant_type');

    const missing = await tokenRequest(app, { client_id: CLIENT_ID });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().error, 'invalid_request');

    const noUser = await tokenRequest(app, { grant_type: 'password', client_id: CLIENT_ID, password: 'x' });
    assert.equal(noUser.statusCode, 400);
    assert.equal(noUser.json().error, 'invalid_request');
  });
});
