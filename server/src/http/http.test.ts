// Cross-cutting HTTP behaviour: authentication, the central error handler, health and readiness, OpenAPI.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../test/helpers';

describe('HTTP infrastructure', () => {
  let t: TestContext;
  let acme: TestTenant;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
  });
  after(() => t.close());

  const withToken = async (token: string) =>
    t.app.inject({ method: 'GET', url: '/qms-api/roles', headers: { authorization: `Bearer ${token}` } });

  it('answers 401 without, with a malformed, expired, foreign-signed, wrong-issuer or wrong-audience token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/qms-api/roles' });
    assert.equal(none.statusCode, 401);
    assert.equal(errorMessageOf(none), 'Authentication required: send a bearer access token.');
    assert.equal((await withToken('not.a.jwt')).statusCode, 401);
    const expired = await withToken(
      await t.token(acme.admin, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
    );
    assert.equal(expired.statusCode, 401);
    assert.equal(errorMessageOf(expired), 'The access token has expired.');
    for (const options of [
      { foreignKey: true },
      { issuer: 'http://evil.example/realms/qms' },
      { audience: 'other-api' },
    ]) {
      const response = await withToken(await t.token(acme.admin, options));
      assert.equal(response.statusCode, 401, JSON.stringify(options));
      assert.equal(errorMessageOf(response), 'The access token is invalid.');
    }
    const noTenant = await withToken(await t.token({ ...acme.admin, tenantId: 'acme' }));
    assert.equal(noTenant.statusCode, 401);
    assert.equal((await withToken(await t.token(acme.admin))).statusCode, 200);
  });

  it('accepts roles as a space-separated claim and the spelling qms-admin', async () => {
    const token = await t.token(acme.admin, {
      extraClaims: { realm_access: { roles: 'qms-viewer qms-admin' } },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/qms-api/roles',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Spelled differently' },
    });
    assert.equal(response.statusCode, 201);
  });

  it('answers malformed JSON with 400, a wrong content type with 415, an oversized body with 413', async () => {
    const post = (payload: string, contentType: string) =>
      t.as(acme.admin, {
        method: 'POST',
        url: '/qms-api/roles',
        payload,
        headers: { 'content-type': contentType },
      });
    const malformed = await post('{"name": ', 'application/json');
    assert.equal(malformed.statusCode, 400);
    assert.equal(errorMessageOf(malformed), 'The request body is not valid JSON.');
    const text = await post('name=x', 'text/plain');
    assert.equal(text.statusCode, 415);
    assert.equal(errorMessageOf(text), 'Content type must be application/json.');
    const xml = await post('<role/>', 'application/xml');
    assert.equal(xml.statusCode, 415);
    const big = await post(
      JSON.stringify({ name: 'x', responsibility: 'y'.repeat(2 * 1024 * 1024) }),
      'application/json',
    );
    assert.equal(big.statusCode, 413);
  });

  it('refuses a token without an expiry', async () => {
    const token = await t.token(acme.admin, { noExpiry: true });
    const response = await t.app.inject({
      method: 'GET',
      url: '/qms-api/roles',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(response.statusCode, 401);
  });

  it('answers a NUL character in text with 400, not 500', async () => {
    const response = await t.as(acme.admin, {
      method: 'POST',
      url: '/qms-api/roles',
      payload: { name: 'a\u0000b' },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(errorMessageOf(response), 'Text must not contain NUL characters.');
  });

  it('answers a malformed URL with 400 in the errorMessage shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/qms-api/roles/%E0%A4%A' });
    assert.equal(response.statusCode, 400);
    assert.match(String(response.headers['content-type']), /application\/json/);
    assert.deepEqual(response.json(), { errorMessage: 'Malformed request URL.' });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    for (const url of ['/qms-api/nothing-here', '/sr-api/nothing-here']) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404);
      assert.match(String(response.headers['content-type']), /application\/json/);
      assert.equal(errorMessageOf(response), `No such endpoint: GET ${url}`);
    }
  });

  it('never shows internals on a 500', async () => {
    // a response that breaks the contract is a server bug; simulate one through a broken database call
    const response = await t.as(acme.admin, { method: 'GET', url: '/qms-api/roles/../../etc/passwd' });
    assert.notEqual(response.statusCode, 500);
    const { toErrorResponse } = await import('../plugins/errors');
    const mapped = toErrorResponse(new Error('relation "secret_table" does not exist'));
    assert.deepEqual(mapped, {
      statusCode: 500,
      errorMessage: 'An unexpected error occurred. Please try again later.',
    });
  });

  it('keeps a given x-request-id and creates one otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    assert.equal(given.headers['x-request-id'], 'abc-123');
    const created = await t.app.inject({ method: 'GET', url: '/health' });
    assert.match(String(created.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });

  it('answers /health and /ready', async () => {
    assert.deepEqual((await t.app.inject({ method: 'GET', url: '/health' })).json(), { status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(ready.json(), { status: 'ready' });
  });

  it('publishes the OpenAPI document of the route table at /qms-api/docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/qms-api/docs' });
    assert.ok(ui.statusCode === 200 || ui.statusCode === 302);
    const doc = (await t.app.inject({ method: 'GET', url: '/qms-api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    assert.ok(doc.paths['/qms-api/roles']?.post);
    assert.ok(doc.paths['/qms-api/roles/{id}']?.delete);
    assert.ok(doc.paths['/sr-api/regulations']?.get);
  });
});

describe('services mounted alone', () => {
  it('QMS_SERVICES=sr serves only the standards service', async () => {
    const t = await startTestApp({ services: ['sr'] });
    try {
      const acme = await createTenant(t.database, 'Acme');
      assert.equal((await t.as(acme.admin, { method: 'GET', url: '/sr-api/regulations' })).statusCode, 200);
      assert.equal((await t.as(acme.admin, { method: 'GET', url: '/qms-api/roles' })).statusCode, 404);
    } finally {
      await t.close();
    }
  });
});
