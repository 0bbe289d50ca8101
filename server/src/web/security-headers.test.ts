import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { tenants } from '../platform/schema';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../test/helpers';
import { contentSecurityPolicy } from './security-headers';

/** The directives of a Content-Security-Policy header as a map name → sources. */
function directives(policy: unknown): Map<string, string[]> {
  return new Map(
    String(policy)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  let t: TestContext;
  let acme: TestTenant;
  let repoRoot: string;
  const write = (relative: string, content: string) => {
    const file = path.join(repoRoot, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };

  before(async () => {
    repoRoot = mkdtempSync(path.join(tmpdir(), 'qms-headers-'));
    write('shell/dist/index.html', '<!doctype html><title>shell</title>');
    write('mfe-templates/dist/1.0.0/mf-manifest.json', '{}');
    write('docs/manual/roles.md', '# Roles\n');
    // no PUBLIC_URL: the public origin comes from the listening address
    t = await startTestApp({
      repoRoot,
      remotesConfigPath: path.join(repoRoot, 'remotes.json'),
      publicUrl: 'http://localhost:8080',
      publicUrlConfigured: false,
    });
    acme = await createTenant(t.database, 'Acme');
  });
  after(async () => {
    await t.close();
    rmSync(repoRoot, { recursive: true, force: true });
  });

  it('the app: a CSP without inline script or eval, not frameable, nosniff, no referrer', async () => {
    const shell = await t.app.inject({ method: 'GET', url: '/' });
    assert.equal(shell.statusCode, 200);
    const csp = directives(shell.headers['content-security-policy']);
    assert.deepEqual(csp.get('default-src'), ["'self'"]);
    assert.deepEqual(csp.get('script-src'), ["'self'"]);
    assert.deepEqual(csp.get('style-src'), ["'self'", "'unsafe-inline'"], 'Mantine style attributes');
    assert.deepEqual(csp.get('connect-src'), ["'self'"]);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(csp.get('object-src'), ["'none'"]);
    assert.ok(csp.has('frame-src'), 'the place for the draw.io editor');
    assert.equal(shell.headers['x-frame-options'], 'DENY');
    assert.equal(shell.headers['x-content-type-options'], 'nosniff');
    assert.equal(shell.headers['referrer-policy'], 'no-referrer');
    assert.equal(shell.headers['cache-control'], 'no-cache', 'static files keep their cache policy');
  });

  it('nosniff and the CSP everywhere: remotes, config, manual, health, 404s', async () => {
    for (const url of [
      '/remotes/templates/1.0.0/mf-manifest.json',
      '/config/remotes.json',
      '/config/auth.json',
      '/docs/roles',
      '/health',
      '/remotes/templates/9.9.9/missing.js',
      '/qms-api/no-such-route',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      assert.match(String(response.headers['content-security-policy']), /frame-ancestors 'none'/, url);
      assert.equal(response.headers['x-frame-options'], 'DENY', url);
    }
  });

  it('API answers are never stored (no-store), errors included; the tenant logo keeps its own headers', async () => {
    for (const url of [
      '/qms-api/users',
      '/qms-api/qms-config/QMS_PROCESS_IMAGE/string-value',
      '/qms-api/roles',
    ]) {
      const response = await t.as(acme.viewer, { method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['cache-control'], 'no-store', url);
    }
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/qms-api/users' });
    assert.equal(unauthenticated.statusCode, 401);
    assert.equal(unauthenticated.headers['cache-control'], 'no-store');
    const discovery = await t.app.inject({
      method: 'GET',
      url: '/realms/qms/.well-known/openid-configuration',
    });
    assert.equal(discovery.headers['cache-control'], 'no-store');
    await t.database.db
      .update(tenants)
      .set({
        logo: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        logoContentType: 'image/svg+xml',
      })
      .where(eq(tenants.id, acme.tenantId));
    const logo = await t.as(acme.viewer, { method: 'GET', url: '/qms-api/tenant-config/logo' });
    assert.equal(logo.statusCode, 200);
    assert.equal(logo.headers['cache-control'], 'private, max-age=300');
    assert.equal(logo.headers['content-security-policy'], "default-src 'none'; style-src 'unsafe-inline'");
    assert.equal(logo.headers['x-content-type-options'], 'nosniff');
  });

  it('remotes that remotes.json puts on a CDN are allowed to run, nothing else is', async () => {
    write(
      'remotes.json',
      JSON.stringify({ processes: 'https://cdn.example/processes/2.0.0/remoteEntry.js' }),
    );
    try {
      const shell = await t.app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { accept: 'text/html' },
      });
      const csp = directives(shell.headers['content-security-policy']);
      assert.deepEqual(csp.get('script-src'), ["'self'", 'https://cdn.example']);
      assert.deepEqual(csp.get('connect-src'), ["'self'", 'https://cdn.example']);
    } finally {
      rmSync(path.join(repoRoot, 'remotes.json'));
    }
  });

  it('the reset page runs its own inline script by hash, and only that', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/reset-password?token=x' });
    assert.equal(page.statusCode, 200);
    const script = /<script>([\s\S]*?)<\/script>/.exec(page.body)![1]!;
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const csp = directives(page.headers['content-security-policy']);
    assert.deepEqual(csp.get('script-src'), [hash]);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
  });

  it('an external Keycloak may be called and framed (its login-status iframe); nothing else', () => {
    const config = loadConfig({ AUTH_ISSUER: 'https://sso.example.com/realms/qms' });
    const csp = directives(contentSecurityPolicy(config));
    assert.deepEqual(csp.get('connect-src'), ["'self'", 'https://sso.example.com']);
    assert.deepEqual(csp.get('frame-src'), ["'self'", 'https://sso.example.com']);
  });
});

describe('/config/auth.json without PUBLIC_URL', () => {
  it('names the listening address, never the Host header of the request', async () => {
    const t = await startTestApp({ publicUrl: 'http://localhost:8080', publicUrlConfigured: false });
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/config/auth.json',
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      assert.deepEqual(response.json(), { url: 'http://localhost:8080', realm: 'qms', clientId: 'qms-web' });
    } finally {
      await t.close();
    }
  });

  it('derives the public origin from HOST and PORT (loopback and wildcard as localhost)', () => {
    assert.equal(loadConfig({}).publicUrl, 'http://localhost:8080');
    assert.equal(loadConfig({ HOST: '0.0.0.0', PORT: '9000' }).publicUrl, 'http://localhost:9000');
    assert.equal(loadConfig({ HOST: '10.0.0.5', PORT: '9000' }).publicUrl, 'http://10.0.0.5:9000');
    assert.equal(loadConfig({ HOST: 'fd00::5' }).publicUrl, 'http://[fd00::5]:8080');
    assert.equal(
      loadConfig({ HOST: '10.0.0.5', PUBLIC_URL: 'https://qms.example/' }).publicUrl,
      'https://qms.example',
    );
  });
});

describe('page loads under another loopback name without PUBLIC_URL', () => {
  it('go to the listening address, so the sign-in is same-origin; PUBLIC_URL and other hosts are left alone', async () => {
    const repoRoot = mkdtempSync(path.join(tmpdir(), 'qms-alias-'));
    mkdirSync(path.join(repoRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(repoRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
    const page = (host: string) => ({
      method: 'GET' as const,
      url: '/roles?x=1',
      headers: { host, accept: 'text/html' },
    });
    const t = await startTestApp({
      repoRoot,
      publicUrl: 'http://localhost:8080',
      publicUrlConfigured: false,
    });
    const configured = await startTestApp({
      repoRoot,
      publicUrl: 'http://localhost:8080',
      publicUrlConfigured: true,
    });
    try {
      const alias = await t.app.inject(page('127.0.0.1:8080'));
      assert.equal(alias.statusCode, 302);
      assert.equal(alias.headers.location, 'http://localhost:8080/roles?x=1');
      assert.equal((await t.app.inject(page('localhost:8080'))).statusCode, 200);
      assert.equal(
        (await t.app.inject(page('evil.example:8080'))).statusCode,
        200,
        'never a redirect for others',
      );
      assert.equal(
        (await t.app.inject(page('127.0.0.1:3000'))).statusCode,
        200,
        'another port: a dev server',
      );
      assert.equal((await configured.app.inject(page('127.0.0.1:8080'))).statusCode, 200);
    } finally {
      await t.close();
      await configured.close();
      rmSync(repoRoot, { recursive: true, force: true });
    }
  });
});
