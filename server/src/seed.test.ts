import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { loadConfig } from './config';
import { users } from './platform/schema';
import { verifyPassword } from './identity/index';
import {
  DEMO_PASSWORDS_FILE,
  DEMO_TENANTS,
  formatDemoCredentials,
  seedDemo,
  shouldSeedDemo,
  writeDemoCredentials,
} from './seed';
import { openTestDatabase } from '../test/helpers';

describe('demo seed decision', () => {
  const setting = (value?: string) =>
    loadConfig(value === undefined ? {} : { QMS_SEED_DEMO: value }).seedDemo;

  it('seeds PGlite by default, PostgreSQL only when QMS_SEED_DEMO=true', () => {
    assert.equal(shouldSeedDemo('pglite', setting()), true);
    assert.equal(shouldSeedDemo('postgres', setting()), false);
    assert.equal(shouldSeedDemo('postgres', setting('true')), true);
  });

  it('QMS_SEED_DEMO=false turns it off on PGlite too, and other values are refused', () => {
    assert.equal(shouldSeedDemo('pglite', setting('false')), false);
    assert.throws(() => setting('yes'), /QMS_SEED_DEMO must be true or false/);
  });
});

describe('insecure defaults', () => {
  it('listens on 127.0.0.1 unless HOST is set', () => {
    assert.equal(loadConfig({}).host, '127.0.0.1');
    assert.equal(loadConfig({ HOST: '' }).host, '127.0.0.1');
    assert.equal(loadConfig({ HOST: '0.0.0.0' }).host, '0.0.0.0');
  });

  it('QMS_DEMO_PASSWORDS is random by default, fixed only on request', () => {
    assert.equal(loadConfig({}).demoPasswords, 'random');
    assert.equal(loadConfig({ QMS_DEMO_PASSWORDS: 'fixed' }).demoPasswords, 'fixed');
    assert.throws(() => loadConfig({ QMS_DEMO_PASSWORDS: 'published' }), /random or fixed/);
  });
});

describe('demo passwords', () => {
  const published = DEMO_TENANTS.flatMap((t) => t.users.map((u) => u.fixedPassword));

  it('the seed gives every demo account a fresh random password (never a published one) and returns it once', async () => {
    const database = await openTestDatabase();
    try {
      const credentials = (await seedDemo(database.db))!;
      assert.equal(credentials.length, published.length);
      const passwords = credentials.map((c) => c.password);
      assert.equal(new Set(passwords).size, passwords.length, 'all different');
      for (const password of passwords) {
        assert.ok(!published.includes(password), 'not a published password');
        assert.ok(password.length >= 16);
      }
      const [anna] = await database.db.select().from(users).where(eq(users.email, 'admin@acme.example'));
      const annaPassword = credentials.find((c) => c.email === 'admin@acme.example')!.password;
      assert.equal(await verifyPassword(anna!.passwordHash!, annaPassword), true);
      assert.equal(await verifyPassword(anna!.passwordHash!, 'AcmeAdmin!2026'), false);
      assert.equal(await seedDemo(database.db), undefined, 'a second start seeds nothing and prints nothing');
    } finally {
      await database.close();
    }
  });

  it('QMS_DEMO_PASSWORDS=fixed (end-to-end tests only) seeds the published passwords', async () => {
    const database = await openTestDatabase();
    try {
      const credentials = (await seedDemo(database.db, 'fixed'))!;
      assert.deepEqual(
        credentials.map((c) => c.password),
        published,
      );
    } finally {
      await database.close();
    }
  });

  it('prints a clear block and keeps a copy only the server user can read', () => {
    const credentials = [
      { tenant: 'Acme', email: 'admin@acme.example', password: 'Demo-abc', roles: ['QMS_ADMIN'] },
      { tenant: 'Acme', email: 'viewer@acme.example', password: 'Demo-def', roles: ['QMS_VIEWER'] },
    ];
    const block = formatDemoCredentials(credentials);
    assert.match(block, /admin@acme\.example {2,}Demo-abc {2}admin/);
    assert.match(block, /viewer@acme\.example {2}Demo-def {2}viewer/);
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'qms-seed-')), 'data');
    const previous = process.umask(0o022);
    try {
      const file = writeDemoCredentials(dataDir, credentials);
      assert.equal(file, path.join(dataDir, DEMO_PASSWORDS_FILE));
      assert.equal((statSync(file).mode & 0o777).toString(8), '600');
      assert.equal(readFileSync(file, 'utf8'), `${block}\n`);
    } finally {
      process.umask(previous);
    }
  });
});
