import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestContext } from '../../test/helpers';
import { MANUAL_PATHS } from './index';
import { sortVersionsDescending } from './remotes';

describe('static hosting and runtime configuration', () => {
  let t: TestContext;
  let repoRoot: string;
  const write = (relative: string, content: string) => {
    const file = path.join(repoRoot, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };

  before(async () => {
    repoRoot = mkdtempSync(path.join(tmpdir(), 'qms-web-'));
    write('shell/dist/index.html', '<!doctype html><title>shell</title>');
    write('shell/dist/main.0123456789abcdef.js', 'console.log(1)');
    write('mfe-templates/dist/1.0.0/mf-manifest.json', '{"v":"1.0.0"}');
    write('mfe-templates/dist/1.0.0/remoteEntry.js', 'var mfe_templates;');
    write('mfe-templates/dist/1.10.0/remoteEntry.js', 'var mfe_templates;');
    write('mfe-templates/dist/1.10.0/123.abcdef0123.js', 'chunk');
    write('mfe-templates/dist/2.0.0/no-entry.txt', 'broken build');
    write('docs/manual/roles.md', '# Roles\n\nA list:\n\n- one\n- two <b>\n');
    t = await startTestApp({ repoRoot, remotesConfigPath: path.join(repoRoot, 'remotes.json') });
  });
  after(() => t.close());

  it('generates remotes.json from the newest version folder with a remoteEntry.js, unless the file exists', async () => {
    const generated = await t.app.inject({ method: 'GET', url: '/config/remotes.json' });
    assert.equal(generated.headers['cache-control'], 'no-cache');
    assert.deepEqual(generated.json(), { templates: '/remotes/templates/1.10.0/remoteEntry.js' });
    write('remotes.json', JSON.stringify({ templates: '/remotes/templates/1.0.0/remoteEntry.js' }));
    const pinned = await t.app.inject({ method: 'GET', url: '/config/remotes.json' });
    assert.deepEqual(pinned.json(), { templates: '/remotes/templates/1.0.0/remoteEntry.js' });
    // a line may name a build's manifest instead of its remoteEntry.js: passed on as it is (the shell reads it)
    write(
      'remotes.json',
      JSON.stringify({
        templates: '/remotes/templates/1.0.0/mf-manifest.json',
        processes: 'https://cdn.example/processes/2.0.0/mf-manifest.json',
      }),
    );
    const legacy = await t.app.inject({ method: 'GET', url: '/config/remotes.json' });
    assert.deepEqual(legacy.json(), {
      templates: '/remotes/templates/1.0.0/mf-manifest.json',
      processes: 'https://cdn.example/processes/2.0.0/mf-manifest.json',
    });
  });

  it('drops override entries that are not allowed remoteEntry.js URLs and never fails on a broken file', async () => {
    const remotesOf = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/config/remotes.json' });
      assert.equal(response.statusCode, 200);
      return response.json();
    };
    write(
      'remotes.json',
      JSON.stringify({
        templates: 'https://evil.example/steal.js',
        processes: 'https://cdn.example/processes/2.0.0/remoteEntry.js',
        impact: '/remotes/processes/1.0.0/remoteEntry.js',
        regulations: 42,
        unknown: '/remotes/unknown/1.0.0/remoteEntry.js',
      }),
    );
    // bad entries fall back to the generated entry of their area (templates has a build, impact none)
    assert.deepEqual(await remotesOf(), {
      templates: '/remotes/templates/1.10.0/remoteEntry.js',
      processes: 'https://cdn.example/processes/2.0.0/remoteEntry.js',
    });
    write('remotes.json', '{ "templates": ');
    assert.deepEqual(await remotesOf(), { templates: '/remotes/templates/1.10.0/remoteEntry.js' });
    write('remotes.json', '["/remotes/templates/1.0.0/remoteEntry.js"]');
    assert.deepEqual(await remotesOf(), { templates: '/remotes/templates/1.10.0/remoteEntry.js' });
    for (const bad of ['javascript:alert(1)//remoteEntry.js', 'https://cdn.example/evilremoteEntry.js']) {
      write('remotes.json', JSON.stringify({ templates: bad }));
      assert.deepEqual(await remotesOf(), { templates: '/remotes/templates/1.10.0/remoteEntry.js' }, bad);
    }
    rmSync(path.join(repoRoot, 'remotes.json'));
  });

  it('serves remote files with CORS: manifests no-cache, hashed chunks immutable, no path escapes', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/remotes/templates/1.0.0/mf-manifest.json' });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal(manifest.headers['access-control-allow-origin'], '*');
    const chunk = await t.app.inject({ method: 'GET', url: '/remotes/templates/1.10.0/123.abcdef0123.js' });
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    for (const url of [
      '/remotes/templates/1.0.0/..%2F..%2F..%2Fshell%2Fdist%2Findex.html',
      '/remotes/other/1.0.0/x.js',
    ]) {
      assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 404, url);
    }
  });

  it('refuses paths that climb out of a build folder, however they are encoded', async () => {
    for (const url of [
      '/remotes/templates/1.0.0/..%2F..%2F..%2Fshell%2Fdist%2Findex.html',
      '/remotes/templates/1.0.0/%2e%2e/%2e%2e/%2e%2e/shell/dist/index.html',
      '/remotes/templates/..%2F..%2Fshell/dist/index.html',
      '/..%2F..%2Fetc%2Fpasswd',
      '/assets/..%2F..%2F..%2Fetc%2Fpasswd',
      '/%2e%2e/%2e%2e/shell/dist/index.html',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      assert.ok([403, 404].includes(response.statusCode), `${url}: ${response.statusCode}`);
      assert.doesNotMatch(response.body, /<title>shell<\/title>|root:/, url);
    }
  });

  it('serves the shell with an SPA fallback for HTML navigations only', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/' });
    assert.match(root.body, /<title>shell<\/title>/);
    assert.equal(root.headers['cache-control'], 'no-cache');
    const deep = await t.app.inject({ method: 'GET', url: '/roles', headers: { accept: 'text/html' } });
    assert.match(deep.body, /<title>shell<\/title>/);
    const asset = await t.app.inject({ method: 'GET', url: '/main.0123456789abcdef.js' });
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    const missingScript = await t.app.inject({
      method: 'GET',
      url: '/missing.js',
      headers: { accept: '*/*' },
    });
    assert.equal(missingScript.statusCode, 404);
  });

  it('answers /config/auth.json for the embedded provider', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config/auth.json' });
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.deepEqual(response.json(), { url: 'http://qms.test', realm: 'qms', clientId: 'qms-web' });
    // a returning browser's copy is current: 304, no body
    const etag = String(response.headers.etag);
    assert.match(etag, /^"[\w-]{22}"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/config/auth.json',
      headers: { 'if-none-match': `W/${etag}` },
    });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/config/auth.json',
      headers: { 'if-none-match': '"x"' },
    });
    assert.equal(stale.statusCode, 200);
  });

  it('renders manual pages as escaped HTML and 404s unknown ones', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/roles' });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<h1 id="roles">Roles<\/h1>/);
    assert.match(page.body, /<title>Roles – QMS manual<\/title>/);
    assert.match(page.body, /<li>two &lt;b&gt;<\/li>/);
    assert.equal((await t.app.inject({ method: 'GET', url: '/docs/roles.md' })).body, page.body);
    assert.equal((await t.app.inject({ method: 'GET', url: '/docs/nope' })).statusCode, 404);
  });
});

describe('web helpers', () => {
  it('sorts versions by semver, releases after their pre-releases', () => {
    assert.deepEqual(sortVersionsDescending(['1.2.0', '1.10.0', '1.10.0-rc.1', '0.9.9']), [
      '1.10.0',
      '1.10.0-rc.1',
      '1.2.0',
      '0.9.9',
    ]);
  });

  it('has a real manual page for every documentation path', async () => {
    const { readFileSync } = await import('node:fs');
    const { REPO_ROOT } = await import('../config');
    for (const page of MANUAL_PATHS) {
      const text = readFileSync(path.join(REPO_ROOT, 'docs', 'manual', `${page}.md`), 'utf8');
      assert.match(text, /^# /, page);
    }
  });
});
