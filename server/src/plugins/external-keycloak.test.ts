import assert from 'node:assert/strict';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { openTestDatabase } from '../../test/helpers';

/**
 * A real Keycloak is configured, not coded: the same verification path must accept its tokens through its JWKS,
 * with the realm's own issuer, audience and claim names, and the embedded provider must then stay unmounted.
 */
describe('API behind an external Keycloak realm', () => {
  let jwksServer: http.Server;
  let issuer: string;
  let signingKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  let database: Database;
  let app: FastifyInstance;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'qms-external-idp-'));
  const tenantId = crypto.randomUUID();

  before(async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
    signingKey = privateKey;
    const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'realm-key', alg: 'RS256', use: 'sig' }] };
    jwksServer = http.createServer((request, response) => {
      if (request.url === '/realms/acme/protocol/openid-connect/certs') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
      } else response.writeHead(404).end();
    });
    jwksServer.listen(0, '127.0.0.1');
    await once(jwksServer, 'listening');
    issuer = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/realms/acme`;

    const config = loadConfig({
      QMS_DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      AUTH_ISSUER: issuer,
      AUTH_AUDIENCE: 'qms-backend',
      AUTH_CLAIM_TENANT_ID: 'org.id',
      AUTH_CLAIM_TENANT_NAME: 'org.name',
      AUTH_CLAIM_ROLES: 'groups',
    });
    database = await openTestDatabase();
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await database.close();
    await new Promise<void>((resolve) => jwksServer.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  const token = (claims: JWTPayload, tokenIssuer = issuer) =>
    new SignJWT({
      email: 'kim@acme.example',
      name: 'Kim Keycloak',
      preferred_username: 'kim',
      user_initials: 'KK',
      org: { id: tenantId, name: 'Acme via Keycloak' },
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'realm-key' })
      .setIssuer(tokenIssuer)
      .setAudience('qms-backend')
      .setSubject('0d6f3c1e-54a4-4a8e-9c43-3b1f2a7d9e10')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(signingKey);

  it("accepts the realm's tokens with its own claim names, and its lowercase qms-admin role may write", async () => {
    const bearer = { authorization: `Bearer ${await token({ groups: 'qms-admin QMS_VIEWER' })}` };
    const sync = await app.inject({ method: 'GET', url: '/qms-api/users/sync', headers: bearer });
    assert.equal(sync.statusCode, 200, sync.body);
    assert.equal(sync.json().displayName, 'Kim Keycloak');

    const created = await app.inject({
      method: 'POST',
      url: '/qms-api/roles',
      headers: bearer,
      payload: { name: 'Keycloak-managed role' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const roles = await app.inject({ method: 'GET', url: '/qms-api/roles', headers: bearer });
    assert.deepEqual(
      roles.json().map((r: { name: string }) => r.name),
      ['Keycloak-managed role'],
    );
  });

  it('refuses writes of a realm user without the admin role, and tokens of another issuer', async () => {
    const viewer = { authorization: `Bearer ${await token({ groups: 'QMS_VIEWER' })}` };
    const write = await app.inject({
      method: 'POST',
      url: '/qms-api/roles',
      headers: viewer,
      payload: { name: 'x' },
    });
    assert.equal(write.statusCode, 403);

    const foreign = await token({ groups: 'qms-admin' }, 'http://127.0.0.1:1/realms/other');
    const read = await app.inject({
      method: 'GET',
      url: '/qms-api/roles',
      headers: { authorization: `Bearer ${foreign}` },
    });
    assert.equal(read.statusCode, 401);
  });

  it('does not mount the embedded identity provider', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/realms/qms/protocol/openid-connect/token',
      payload: 'grant_type=password&client_id=qms-web&username=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(response.statusCode, 404);
  });

  it("names the realm's own reset page in /config/auth.json, so Reset Password never confirms a mail nobody sends", async () => {
    const response = await app.inject({ method: 'GET', url: '/config/auth.json' });
    const body = response.json() as Record<string, string>;
    // the realm comes from the issuer (…/realms/acme), so the shell signs in at the realm's token endpoint
    assert.equal(body.realm, 'acme');
    assert.equal(body.url, new URL(issuer).origin);
    const reset = new URL(body.passwordResetUrl ?? '');
    assert.equal(`${reset.origin}${reset.pathname}`, `${issuer}/protocol/openid-connect/forgot-credentials`);
    assert.equal(reset.searchParams.get('client_id'), 'qms-web');
    assert.equal(reset.searchParams.get('response_type'), 'code');
    // back to the suite's sign-in afterwards
    assert.match(reset.searchParams.get('redirect_uri') ?? '', /^http:\/\/.+\/$/);
  });
});
