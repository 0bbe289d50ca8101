// What @fastify/compress does with the server's answers (plugins/compression.ts): a bare Fastify app with the same
// plugin, API routes through registerRoute (stub transaction: no database) and plain routes for the other kinds.
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { signInEveryone, stubDb } from '../../test/bare-app';
import { defineRoute, registerRoute } from '../http/route';
import { compressionPlugin } from './compression';
import { errorsPlugin } from './errors';

const BROWSER = 'gzip, deflate, br, zstd';
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i}`, name: `Requirement ${i}` }));
const CSV = Array.from({ length: 2000 }, (_, i) => `${i};Requirement ${i};APPLICABLE\r\n`).join('');
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20_000, 'x')]);

const apiRoute = (url: string, result: unknown, compress?: false) =>
  defineRoute({
    method: 'GET',
    url,
    service: 'qms',
    access: 'read',
    tenantScoped: false,
    summary: 'test',
    ...(compress === false ? { compress } : {}),
    handler: async ({ reply }) =>
      typeof result === 'string' ? reply.type('text/plain; charset=utf-8').send(result) : result,
  });

describe('compression of answers', () => {
  let app: FastifyInstance;
  before(async () => {
    app = Fastify();
    await app.register(errorsPlugin);
    await app.register(compressionPlugin);
    signInEveryone(app);
    registerRoute(app, stubDb, apiRoute('/large', rows(200)));
    registerRoute(app, stubDb, apiRoute('/small', rows(3)));
    registerRoute(app, stubDb, apiRoute('/list', rows(2_000)));
    registerRoute(app, stubDb, apiRoute('/huge', rows(10_000)));
    registerRoute(app, stubDb, apiRoute('/stored', CSV, false));
    app.get('/pdf', (_request, reply) => reply.type('application/pdf').send(PDF));
    app.get('/csv', (_request, reply) => {
      const stream = new PassThrough();
      void reply.type('text/csv; charset=utf-8').send(stream);
      // written in pieces after the answer started, as the impact CSV export streams its rows
      let at = 0;
      const next = () => {
        if (at >= CSV.length) return void stream.end();
        stream.write(CSV.slice(at, (at += 4096)));
        setImmediate(next);
      };
      setImmediate(next);
    });
    app.get('/events', (_request, reply) => {
      const stream = new PassThrough();
      void reply.type('text/event-stream').send(stream);
      stream.end(`data: ${'x'.repeat(4000)}\n\n`);
    });
    app.get('/gzipped', (_request, reply) =>
      reply
        .type('application/json')
        .header('content-encoding', 'gzip')
        .send(gzipSync(JSON.stringify(rows(200)))),
    );
    await app.ready();
  });
  after(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        authorization: 'Bearer x',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('compresses JSON over 1 KiB: br for a browser, gzip for a gzip-only client, with Vary', async () => {
    const expected = rows(200);
    const br = await get('/qms-api/large', BROWSER);
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.deepEqual(JSON.parse(brotliDecompressSync(br.rawPayload).toString()), expected);
    assert.ok(br.rawPayload.length < JSON.stringify(expected).length / 3, `${br.rawPayload.length} bytes`);
    const gz = await get('/qms-api/large', 'gzip');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(gz.rawPayload).toString()), expected);
  });

  it('sends JSON as it is to a client that asks for no encoding, and below 1 KiB', async () => {
    for (const [url, encoding] of [
      ['/qms-api/large', undefined],
      ['/qms-api/large', 'identity'],
      ['/qms-api/large', 'deflate'],
      ['/qms-api/small', BROWSER],
    ] as const) {
      const response = await get(url, encoding);
      assert.equal(response.statusCode, 200, `${url} ${encoding}`);
      assert.equal(response.headers['content-encoding'], undefined, `${url} ${encoding}`);
      assert.ok(Array.isArray(response.json()));
    }
  });

  it('compresses a streamed CSV export as it streams, whole', async () => {
    const response = await get('/csv', BROWSER);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(response.rawPayload).toString(), CSV);
  });

  it('never compresses PDFs, event streams, stored files or what is compressed already', async () => {
    const pdf = await get('/pdf', BROWSER);
    assert.equal(pdf.headers['content-encoding'], undefined);
    assert.deepEqual(pdf.rawPayload, PDF);
    const events = await get('/events', BROWSER);
    assert.equal(events.headers['content-encoding'], undefined);
    assert.match(events.body, /^data: x{4000}\n\n$/);
    const stored = await get('/qms-api/stored', BROWSER);
    assert.equal(stored.headers['content-encoding'], undefined);
    assert.equal(stored.body, CSV);
    const gzipped = await get('/gzipped', BROWSER);
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(gzipped.rawPayload).toString()), rows(200));
  });

  it('compresses a list answer in one piece, and only one over 256 KiB as a stream', async () => {
    // a list answer (~75 KiB): compressed at once, its length known (the stream path cost ~4 times the CPU)
    const list = await get('/qms-api/list', BROWSER);
    assert.equal(list.headers['content-encoding'], 'br');
    assert.equal(Number(list.headers['content-length']), list.rawPayload.length);
    assert.deepEqual(JSON.parse(brotliDecompressSync(list.rawPayload).toString()), rows(2_000));
    // ~390 KiB: in the thread pool as it streams, so the event loop is never held for long
    const huge = await get('/qms-api/huge', BROWSER);
    assert.equal(huge.headers['content-encoding'], 'br');
    assert.equal(huge.headers['content-length'], undefined);
    assert.deepEqual(JSON.parse(brotliDecompressSync(huge.rawPayload).toString()), rows(10_000));
  });
});
