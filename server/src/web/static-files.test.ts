import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestContext } from '../../test/helpers';
import { buildCacheControl, climbsOut } from './files';

const BROWSER = 'gzip, deflate, br, zstd';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCRIPT = `console.log(${JSON.stringify('a requirement of the suite '.repeat(100))});`;

describe("static files: the build's pre-compressed copies, ETag and the cache policy", () => {
  let t: TestContext;
  let repoRoot: string;
  /** a file of the build with its .br and .gz copies, as tools/mf-config writes them */
  const writeBuilt = (relative: string, content: string) => {
    const file = path.join(repoRoot, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content));
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  before(async () => {
    repoRoot = mkdtempSync(path.join(tmpdir(), 'qms-static-'));
    writeBuilt('shell/dist/index.html', `<!doctype html><title>shell</title><!-- ${'x'.repeat(2000)} -->`);
    writeBuilt('shell/dist/main.0123456789abcdef.js', SCRIPT);
    writeBuilt('mfe-templates/dist/1.0.0/remoteEntry.js', SCRIPT);
    writeBuilt('mfe-templates/dist/1.0.0/123.abcdef0123.js', SCRIPT);
    // files the build left without copies: an image (compression would not help), a licence text (never loaded)
    writeFileSync(path.join(repoRoot, 'shell/dist/logo.0123456789abcdef.png'), Buffer.alloc(3000, 7));
    writeFileSync(
      path.join(repoRoot, 'shell/dist/main.0123456789abcdef.js.LICENSE.txt'),
      'MIT '.repeat(1000),
    );
    t = await startTestApp({ repoRoot, remotesConfigPath: path.join(repoRoot, 'remotes.json') });
  });
  after(() => t.close());

  it('sends the .br copy to a browser, .gz to a gzip-only client, the file itself to anyone else', async () => {
    const br = await get('/main.0123456789abcdef.js', { 'accept-encoding': BROWSER });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers['content-type']), /^(text|application)\/javascript/);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), SCRIPT);
    const gz = await get('/main.0123456789abcdef.js', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), SCRIPT);
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const plain = await get('/main.0123456789abcdef.js', headers);
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(plain.body, SCRIPT);
      // the answer depends on Accept-Encoding even when it is the file itself (shared caches)
      assert.match(String(plain.headers.vary), /accept-encoding/i);
    }
    for (const answer of [br, gz]) {
      assert.match(String(answer.headers.vary), /accept-encoding/i);
      assert.equal(answer.headers['cache-control'], IMMUTABLE);
    }
  });

  it('answers a revalidation with 304 by ETag, per encoding', async () => {
    for (const encoding of [BROWSER, 'gzip', '']) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      const first = await get('/remotes/templates/1.0.0/remoteEntry.js', headers);
      const etag = String(first.headers.etag);
      assert.ok(first.headers.etag, 'an ETag');
      assert.equal(first.headers['cache-control'], 'no-cache');
      const again = await get('/remotes/templates/1.0.0/remoteEntry.js', {
        ...headers,
        'if-none-match': etag,
      });
      assert.equal(again.statusCode, 304, encoding);
      assert.equal(again.rawPayload.length, 0);
    }
    const br = await get('/remotes/templates/1.0.0/remoteEntry.js', { 'accept-encoding': BROWSER });
    const gz = await get('/remotes/templates/1.0.0/remoteEntry.js', { 'accept-encoding': 'gzip' });
    assert.notEqual(br.headers.etag, gz.headers.etag, 'each encoding is its own representation');
  });

  it('keeps the cache policy and CORS of remote files whatever the encoding', async () => {
    const chunk = await get('/remotes/templates/1.0.0/123.abcdef0123.js', { 'accept-encoding': BROWSER });
    assert.equal(chunk.headers['content-encoding'], 'br');
    assert.equal(chunk.headers['cache-control'], IMMUTABLE);
    assert.equal(chunk.headers['access-control-allow-origin'], '*');
    const entry = await get('/remotes/templates/1.0.0/remoteEntry.js', { 'accept-encoding': BROWSER });
    assert.equal(entry.headers['content-encoding'], 'br');
    assert.equal(entry.headers['cache-control'], 'no-cache');
    const missing = await get('/remotes/templates/1.0.0/nope.js', { 'accept-encoding': BROWSER });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers['access-control-allow-origin'], '*');
    assert.notEqual(missing.headers['cache-control'], IMMUTABLE, 'a 404 is never cached as immutable');
  });

  it("sends index.html for history routes compressed, revalidated, with the suite's policy", async () => {
    const page = await get('/roles', { accept: 'text/html', 'accept-encoding': BROWSER });
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['content-encoding'], 'br');
    assert.match(brotliDecompressSync(page.rawPayload).toString(), /<title>shell<\/title>/);
    assert.equal(page.headers['cache-control'], 'no-cache');
    assert.match(String(page.headers['content-security-policy']), /frame-ancestors 'none'/);
    const again = await get('/roles', {
      accept: 'text/html',
      'accept-encoding': BROWSER,
      'if-none-match': String(page.headers.etag),
    });
    assert.equal(again.statusCode, 304);
  });

  it('answers the worst cases without piling listeners on the response (Node warns past 10)', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      // a history route, and a file with no copies: every encoding looked for first
      for (const url of [
        '/processes/a.b/c',
        '/logo.0123456789abcdef.png',
        '/remotes/templates/1.0.0/no.js',
      ]) {
        await get(url, { accept: 'text/html', 'accept-encoding': BROWSER });
      }
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    assert.deepEqual(warnings, []);
  });

  it('sends a file without copies as it is, never compressed per request', async () => {
    const png = await get('/logo.0123456789abcdef.png', { 'accept-encoding': BROWSER });
    assert.equal(png.statusCode, 200);
    assert.equal(png.headers['content-encoding'], undefined);
    assert.equal(png.rawPayload.length, 3000);
    assert.equal(png.headers['cache-control'], IMMUTABLE);
    const text = await get('/main.0123456789abcdef.js.LICENSE.txt', { 'accept-encoding': BROWSER });
    assert.equal(text.headers['content-encoding'], undefined);
    assert.equal(text.body, 'MIT '.repeat(1000));
  });

  it('gives a copy the cache policy of the file it encodes; refuses paths that climb out', () => {
    assert.equal(buildCacheControl('/d/main.0123456789abcdef.js.br'), IMMUTABLE);
    assert.equal(buildCacheControl('/d/main.0123456789abcdef.js.gz'), IMMUTABLE);
    assert.equal(buildCacheControl('/d/remoteEntry.js.br'), 'no-cache');
    assert.equal(buildCacheControl('/d/mf-manifest.json.gz'), 'no-cache');
    assert.equal(buildCacheControl('/d/index.html.br'), 'no-cache');
    assert.equal(climbsOut('../etc/passwd'), true);
    assert.equal(climbsOut('a/../../b'), true);
    assert.equal(climbsOut('a\\..\\b'), true);
    assert.equal(climbsOut('a\0b'), true);
    // a literal %2e%2e (what %252e%252e decodes to once) is a name, not a parent step
    assert.equal(climbsOut('%2e%2e/x'), false);
    assert.equal(climbsOut('sub/100%.txt'), false);
    assert.equal(climbsOut('..hidden/x..js'), false);
  });
});
