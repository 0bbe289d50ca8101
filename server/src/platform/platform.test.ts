import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  QMS_CONFIG_CHANGED_BY_SOMEONE_ELSE,
  QMS_CONFIG_DB_VERSION_HEADER,
  QMS_CONFIG_VALUE_MAX_BYTES,
  type UserDirectoryEntry,
} from '@qms/shared-api/contract';
import { tenants, users } from './schema';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  testConfig,
  type TestContext,
  type TestTenant,
} from '../../test/helpers';

describe('platform API', () => {
  let t: TestContext;
  // the same database behind an external identity provider, whose tokens /users/sync records
  let external: TestContext;
  let acme: TestTenant;
  let globex: TestTenant;

  before(async () => {
    t = await startTestApp();
    external = await startTestApp({ auth: { ...testConfig().auth, external: true } }, t.database);
    acme = await createTenant(t.database, 'Acme');
    globex = await createTenant(t.database, 'Globex');
  });
  after(async () => {
    await external.app.close();
    await t.close();
  });

  it("GET /users lists only the caller's tenant", async () => {
    const response = await t.as(acme.viewer, { method: 'GET', url: '/qms-api/users' });
    assert.equal(response.statusCode, 200);
    const entries = response.json() as UserDirectoryEntry[];
    assert.deepEqual(entries.map((e) => e.userId).sort(), [acme.admin.userId, acme.viewer.userId].sort());
    assert.deepEqual(Object.keys(entries[0]!).sort(), ['displayName', 'email', 'roles', 'userId']);
  });

  it('GET /users/sync with the embedded provider only reads: token claims never change the account', async () => {
    const before = await t.database.db.select().from(users).where(eq(users.id, acme.viewer.userId));
    const response = await t.as(
      { ...acme.viewer, roles: ['QMS_ADMIN', 'QMS_VIEWER'], userName: 'Someone Else' },
      { method: 'GET', url: '/qms-api/users/sync' },
    );
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      userId: acme.viewer.userId,
      displayName: acme.viewer.userName,
      email: acme.viewer.email,
      roles: acme.viewer.roles,
    });
    const afterSync = await t.database.db.select().from(users).where(eq(users.id, acme.viewer.userId));
    assert.deepEqual(afterSync, before);
    const unknown = await t.as(
      { ...acme.viewer, userId: crypto.randomUUID() },
      { method: 'GET', url: '/qms-api/users/sync' },
    );
    assert.equal(unknown.statusCode, 404);
  });

  it('GET /users/sync behind an external provider writes nothing when nothing differs', async () => {
    const user = { ...acme.viewer, userId: crypto.randomUUID(), email: 'same@acme.example' };
    assert.equal((await external.as(user, { method: 'GET', url: '/qms-api/users/sync' })).statusCode, 200);
    const [first] = await t.database.db.select().from(users).where(eq(users.id, user.userId));
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal((await external.as(user, { method: 'GET', url: '/qms-api/users/sync' })).statusCode, 200);
    const [second] = await t.database.db.select().from(users).where(eq(users.id, user.userId));
    assert.deepEqual(second, first);
  });

  it('GET /users/sync creates the caller from the token claims, then keeps it current', async () => {
    const newcomer = {
      ...acme.viewer,
      userId: crypto.randomUUID(),
      email: 'new@acme.example',
      userName: 'Nina New',
    };
    const first = await external.as(newcomer, { method: 'GET', url: '/qms-api/users/sync' });
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.json(), {
      userId: newcomer.userId,
      displayName: 'Nina New',
      email: 'new@acme.example',
      roles: newcomer.roles,
    });
    const renamed = await external.as(
      { ...newcomer, userName: 'Nina Renamed' },
      { method: 'GET', url: '/qms-api/users/sync' },
    );
    assert.equal((renamed.json() as UserDirectoryEntry).displayName, 'Nina Renamed');
    const list = (
      await external.as(acme.admin, { method: 'GET', url: '/qms-api/users' })
    ).json() as UserDirectoryEntry[];
    assert.equal(list.filter((u) => u.userId === newcomer.userId).length, 1);
  });

  it('GET /users/sync creates the tenant of an external identity provider on first sight', async () => {
    const tenantId = crypto.randomUUID();
    const user = {
      ...acme.admin,
      tenantId,
      tenantName: 'Initech',
      userId: crypto.randomUUID(),
      email: 'a@initech.example',
    };
    const response = await external.as(user, { method: 'GET', url: '/qms-api/users/sync' });
    assert.equal(response.statusCode, 200);
    const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.id, tenantId));
    assert.equal(tenant?.name, 'Initech');
  });

  it('GET /users/sync keeps users of an external provider that share one e-mail across tenants', async () => {
    const email = 'shared@consultancy.example';
    const inTenant = (tenantId: string, tenantName: string) => ({
      ...acme.viewer,
      tenantId,
      tenantName,
      userId: crypto.randomUUID(),
      email,
      userName: 'Sam Shared',
    });
    for (const user of [inTenant(acme.tenantId, acme.name), inTenant(crypto.randomUUID(), 'Umbrella')]) {
      const response = await external.as(user, { method: 'GET', url: '/qms-api/users/sync' });
      assert.equal(response.statusCode, 200);
      // a second sync updates the same row (tenant_id, id)
      const again = await external.as(
        { ...user, userName: 'Sam Synced' },
        { method: 'GET', url: '/qms-api/users/sync' },
      );
      assert.equal((again.json() as UserDirectoryEntry).displayName, 'Sam Synced');
    }
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    assert.equal(rows.length, 2);
    // accounts with a password (the embedded provider's) stay unique by e-mail
    await assert.rejects(
      t.database.db.insert(users).values([
        {
          tenantId: acme.tenantId,
          email: 'Twice@acme.example',
          displayName: 'A',
          initials: 'A',
          passwordHash: 'x',
        },
        {
          tenantId: acme.tenantId,
          email: 'twice@acme.example',
          displayName: 'B',
          initials: 'B',
          passwordHash: 'y',
        },
      ]),
    );
  });

  it('GET /tenant-config/logo answers the stored blob, or 404 with an errorMessage', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    await t.database.db
      .update(tenants)
      .set({ logo: Buffer.from(svg), logoContentType: 'image/svg+xml' })
      .where(eq(tenants.id, acme.tenantId));
    const logo = await t.as(acme.viewer, { method: 'GET', url: '/qms-api/tenant-config/logo' });
    assert.equal(logo.statusCode, 200);
    assert.equal(logo.headers['content-type'], 'image/svg+xml');
    assert.match(String(logo.headers['content-security-policy']), /default-src 'none'/);
    assert.equal(logo.body, svg);
    const none = await t.as(globex.viewer, { method: 'GET', url: '/qms-api/tenant-config/logo' });
    assert.equal(none.statusCode, 404);
    assert.equal(errorMessageOf(none), 'No logo configured for this tenant.');
  });

  describe('qms-config string values', () => {
    const url = '/qms-api/qms-config/QMS_PROCESS_IMAGE/string-value';
    const read = async (user = acme.viewer) => {
      const response = await t.as(user, { method: 'GET', url });
      return { value: response.body, dbVersion: Number(response.headers[QMS_CONFIG_DB_VERSION_HEADER]) };
    };
    const put = async (
      user = acme.admin,
      payload = '<svg/>',
      options: { dbVersion?: string; contentType?: string; key?: string } = {},
    ) => {
      // by default the version just read, as the overview sends it
      const dbVersion = options.dbVersion ?? String((await read(user)).dbVersion);
      return t.as(user, {
        method: 'PUT',
        url: `/qms-api/qms-config/${options.key ?? 'QMS_PROCESS_IMAGE'}/string-value?dbVersion=${dbVersion}`,
        payload,
        headers: { 'content-type': options.contentType ?? 'text/plain; charset=utf-8' },
      });
    };

    it('reads an unset key as the empty string at dbVersion 0', async () => {
      const response = await t.as(globex.viewer, {
        method: 'GET',
        url: '/qms-api/qms-config/NEVER_SET/string-value',
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.body, '');
      assert.match(String(response.headers['content-type']), /^text\/plain/);
      assert.equal(response.headers[QMS_CONFIG_DB_VERSION_HEADER], '0');
    });

    it('stores a value per tenant; admins write, everybody reads; each save bumps dbVersion', async () => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'x'.repeat(900)}</svg>`;
      const before = await read();
      const first = await put(acme.admin, svg);
      assert.equal(first.statusCode, 200);
      assert.deepEqual(first.json(), { dbVersion: before.dbVersion + 1 });
      assert.deepEqual(await read(), { value: svg, dbVersion: before.dbVersion + 1 });
      assert.equal((await read(globex.viewer)).value, '');
      const second = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="2"/></svg>';
      const next = await put(acme.admin, second, { dbVersion: String(before.dbVersion + 1) });
      assert.deepEqual(next.json(), { dbVersion: before.dbVersion + 2 });
      assert.equal((await read()).value, second);
    });

    it("refuses a stale dbVersion with 409 and keeps the other admin's value", async () => {
      const { dbVersion } = await read(acme.admin);
      const mine = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4"/></svg>';
      assert.equal((await put(acme.admin, mine, { dbVersion: String(dbVersion) })).statusCode, 200);
      // the second admin read the same version before the first one saved
      const theirs = await put(acme.admin, '<svg xmlns="http://www.w3.org/2000/svg"/>', {
        dbVersion: String(dbVersion),
      });
      assert.equal(theirs.statusCode, 409);
      assert.equal(errorMessageOf(theirs), QMS_CONFIG_CHANGED_BY_SOMEONE_ELSE);
      assert.deepEqual(await read(), { value: mine, dbVersion: dbVersion + 1 });
      // a key never written is at 0: any other version is stale too
      const unknown = await put(acme.admin, 'x', { key: 'NEVER_WRITTEN_EITHER', dbVersion: '3' });
      assert.equal(unknown.statusCode, 409);
      assert.equal(
        (
          await t.as(acme.admin, {
            method: 'GET',
            url: '/qms-api/qms-config/NEVER_WRITTEN_EITHER/string-value',
          })
        ).body,
        '',
      );
    });

    it('sanitises the process image: no script, handlers or external references are stored', async () => {
      const evil =
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script>' +
        '<image href="https://evil.example/x.png"/><rect width="3"/></svg>';
      assert.equal((await put(acme.admin, evil)).statusCode, 200);
      const stored = (await read()).value;
      assert.ok(!/script|onload|evil/.test(stored), stored);
      assert.ok(stored.includes('<rect width="3"/>'));
    });

    it('refuses a viewer (403), a bad key or dbVersion (400), a wrong content type (415) and an oversized value (413)', async () => {
      const before = await read();
      const viewer = await put(acme.viewer);
      assert.equal(viewer.statusCode, 403);
      const badKey = await put(acme.admin, 'x', { key: 'lower-case', dbVersion: '0' });
      assert.equal(badKey.statusCode, 400);
      assert.equal(errorMessageOf(badKey), 'Config key must be upper snake case, at most 64 characters');
      for (const dbVersion of ['', 'abc', '-1', '1.5']) {
        const bad = await put(acme.admin, 'x', { dbVersion });
        assert.equal(bad.statusCode, 400, dbVersion);
        assert.match(String(errorMessageOf(bad)), /dbVersion must be the version read with the value/);
      }
      const missing = await t.as(acme.admin, {
        method: 'PUT',
        url,
        payload: 'x',
        headers: { 'content-type': 'text/plain' },
      });
      assert.equal(missing.statusCode, 400);
      assert.match(String(errorMessageOf(missing)), /dbVersion/);
      const json = await put(acme.admin, '"x"', { contentType: 'application/json' });
      assert.equal(json.statusCode, 415);
      assert.equal(errorMessageOf(json), 'Content type must be text/plain.');
      assert.deepEqual(await read(), before);
      const big = await put(acme.admin, 'x'.repeat(QMS_CONFIG_VALUE_MAX_BYTES + 1));
      assert.equal(big.statusCode, 413);
      assert.equal(errorMessageOf(big), 'The request body is too large.');
      assert.equal((await put(acme.admin, 'x'.repeat(QMS_CONFIG_VALUE_MAX_BYTES))).statusCode, 200);
    });
  });

  it('has no document-access cookie route (nothing serves documents yet; see ADR 0018)', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await t.as(acme.viewer, { method, url: '/qms-api/doc-access' });
      assert.equal(response.statusCode, 404, `${method} /qms-api/doc-access`);
      assert.equal(response.headers['set-cookie'], undefined);
    }
  });

  it('does not leak the password hash of the directory', async () => {
    await t.database.db
      .update(users)
      .set({ passwordHash: 'secret-hash' })
      .where(eq(users.id, acme.admin.userId));
    const response = await t.as(acme.admin, { method: 'GET', url: '/qms-api/users' });
    assert.ok(!response.body.includes('secret-hash'));
  });
});
