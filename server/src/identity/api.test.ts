// The embedded provider and the API in one server, as in production: tokens the provider issues, checked by
// plugins/auth.ts with the provider's own keys.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { users } from '../db/schema/platform';
import { openTestDatabase, testConfig } from '../test/helpers';
import { createTestUser, passwordGrant, refreshGrant, type TestUser } from './test-support';

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
});
