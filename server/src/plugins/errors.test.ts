// The one error shape at the edges: a real 500 from a handler, bodies that are not UTF-8, over-long URLs.
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { defineRoute } from '../http/route';
import { INTERNAL_ERROR } from '../http/errors';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../test/helpers';
import { tenantFingerprint } from '../../test/snapshot';
import { INVALID_UTF8_JSON, INVALID_UTF8_TEXT } from './body-parsers';
import { HEADERS_TOO_LARGE, URL_TOO_LONG } from './errors';

// test-only routes: a handler whose SQL fails inside the database, and one that throws a plain Error
const failingRoutes = [
  defineRoute({
    method: 'GET',
    url: '/test-only/broken-sql',
    service: 'qms',
    access: 'read',
    tenantScoped: false,
    summary: 'test only',
    handler: async ({ tx }) => tx.execute(sql`select secret_column from no_such_table`),
  }),
  defineRoute({
    method: 'GET',
    url: '/test-only/throws',
    service: 'qms',
    access: 'read',
    tenantScoped: false,
    summary: 'test only',
    handler: async () => {
      throw new Error('password_hash of user 42 is $argon2id$v=19 (at /srv/qms/server/src/secret.ts:1:1)');
    },
  }),
];

/** A raw HTTP request to the listening app (inject has no header-size limit and no HTTP parser). */
function rawGet(port: number, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('error shape at the edges', () => {
  let t: TestContext;
  let acme: TestTenant;

  before(async () => {
    t = await startTestApp({}, undefined, failingRoutes);
    acme = await createTenant(t.database, 'Acme');
  });
  after(() => t.close());

  for (const url of ['/qms-api/test-only/broken-sql', '/qms-api/test-only/throws']) {
    it(`a handler that fails (${url}) answers 500 {errorMessage} without internals`, async () => {
      const response = await t.as(acme.admin, { method: 'GET', url });
      assert.equal(response.statusCode, 500);
      assert.match(String(response.headers['content-type']), /application\/json/);
      assert.deepEqual(response.json(), { errorMessage: INTERNAL_ERROR });
      for (const internal of [
        'no_such_table',
        'secret_column',
        'select',
        'password_hash',
        'argon2',
        '.ts:',
        'stack',
      ])
        assert.ok(!response.body.includes(internal), `the 500 shows "${internal}"`);
    });
  }

  it('answers a JSON body that is not UTF-8 with 400 and stores nothing', async () => {
    const before = await tenantFingerprint(t.database, acme.tenantId);
    // {"name":"<0xff 0xfe>"}, with and without a Content-Length
    const bytes = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    for (const headers of [{}, { 'transfer-encoding': 'chunked' }]) {
      const response = await t.as(acme.admin, {
        method: 'POST',
        url: '/qms-api/roles',
        payload: bytes,
        headers: { 'content-type': 'application/json', ...headers },
      });
      assert.equal(response.statusCode, 400, JSON.stringify(headers));
      assert.deepEqual(response.json(), { errorMessage: INVALID_UTF8_JSON });
    }
    assert.deepEqual(await tenantFingerprint(t.database, acme.tenantId), before);
  });

  it('answers a text body that is not UTF-8 with 400', async () => {
    const response = await t.as(acme.admin, {
      method: 'PUT',
      url: '/qms-api/qms-config/QMS_PROCESS_IMAGE/string-value?dbVersion=0',
      payload: Buffer.from([0x3c, 0x73, 0xc3, 0x28, 0x3e]),
      headers: { 'content-type': 'text/plain' },
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { errorMessage: INVALID_UTF8_TEXT });
  });

  it('still reads UTF-8 text and refuses prototype poisoning as invalid JSON', async () => {
    const ok = await t.as(acme.admin, {
      method: 'POST',
      url: '/qms-api/roles',
      payload: Buffer.from(JSON.stringify({ name: 'Prüfer ✓ 検査' }), 'utf8'),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    assert.equal(ok.statusCode, 201);
    assert.equal((ok.json() as { name: string }).name, 'Prüfer ✓ 検査');
    const poisoned = await t.as(acme.admin, {
      method: 'POST',
      url: '/qms-api/roles',
      payload: '{"name":"x","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(poisoned.statusCode, 400);
    assert.equal(errorMessageOf(poisoned), 'The request body is not valid JSON.');
  });

  it('answers an over-long URL with 414 {errorMessage}, in the path or the query', async () => {
    for (const url of [
      `/qms-api/roles/${'a'.repeat(9000)}`,
      `/qms-api/roles?q=${'a'.repeat(9000)}`,
      `/x${'a'.repeat(9000)}`,
    ]) {
      const response = await t.as(acme.admin, { method: 'GET', url });
      assert.equal(response.statusCode, 414);
      assert.deepEqual(response.json(), { errorMessage: URL_TOO_LONG });
    }
  });

  it("answers a URL beyond Node's header limit with 431 {errorMessage} on a real socket", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const response = await rawGet(port, `/qms-api/roles?q=${'a'.repeat(20_000)}`);
    assert.equal(response.status, 431);
    assert.match(response.type, /application\/json/);
    assert.deepEqual(JSON.parse(response.body), { errorMessage: HEADERS_TOO_LARGE });
    const within = await rawGet(port, `/qms-api/roles?q=${'a'.repeat(10_000)}`);
    assert.equal(within.status, 414);
    assert.deepEqual(JSON.parse(within.body), { errorMessage: URL_TOO_LONG });
  });
});
