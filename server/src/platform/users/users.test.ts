import assert from 'node:assert/strict';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  EMAIL_TAKEN,
  LAST_ADMIN_DISABLE,
  LAST_ADMIN_ROLE,
  NOT_INVITED,
  PASSWORD_IS_EMAIL,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
  QMS_ADMIN,
  QMS_VIEWER,
  SR_LICENSED,
  USER_CHANGED_BY_SOMEONE_ELSE,
  USERS_MANAGED_IN_KEYCLOAK,
  type TenantUser,
  type TenantUsers,
} from '@qms/shared-api/contract';
import { buildApp } from '../../app';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { identityPasswordResets } from '../../identity/schema';
import { rowsOf, withTenant } from '../../db/tenant';
import { users } from '../schema';
import { listTenantUsers } from './users.repository';
import { tableReads } from '../../../test/table-reads';
import { hashPassword } from '../../identity/index';
import {
  createTenant,
  openTestDatabase,
  startTestApp,
  testConfig,
  type TestTenant,
} from '../../../test/helpers';

// Issue 12 end to end through the real embedded provider: its tokens, its sessions, its outbox.

const ADMIN_PASSWORD = 'admin password for tests';
const GOOD_PASSWORD = 'a long and unusual passphrase';

let app: FastifyInstance;
let database: Database;
let config: AppConfig;
let tenantA: TestTenant;
let tenantB: TestTenant;
let adminA: string;
let adminB: string;

async function signIn(email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/realms/qms/protocol/openid-connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      client_id: 'qms-web',
      username: email,
      password,
    }).toString(),
  });
  return { status: response.statusCode, body: response.json() as Record<string, string> };
}

async function refresh(refreshToken: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/realms/qms/protocol/openid-connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: 'qms-web',
      refresh_token: refreshToken,
    }).toString(),
  });
  return { status: response.statusCode, body: response.json() as Record<string, string> };
}

async function api(token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  const response = await app.inject({
    method,
    url: `/qms-api${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, body: response.body ? (response.json() as unknown) : undefined };
}

const rolesOf = (accessToken: string): string[] =>
  (
    JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
      realm_access: { roles: string[] };
    }
  ).realm_access.roles;

/** The newest outbox mail to the address, and the link in it. */
async function mailTo(email: string): Promise<{ text: string; token: string; page: string }> {
  const outbox = path.join(config.dataDir, 'outbox');
  const files = (await readdir(outbox)).filter((f) => f.endsWith(`-${email}.eml`)).sort();
  assert.ok(files.length > 0, `no mail to ${email}`);
  const text = await readFile(path.join(outbox, files.at(-1)!), 'utf8');
  const match = /http:\/\/qms\.test\/(set-password|reset-password)\?token=([\w-]+)/.exec(text);
  assert.ok(match, 'the mail has a link');
  return { text, page: match[1]!, token: match[2]! };
}

const confirm = (token: string, password: string) =>
  app.inject({ method: 'POST', url: '/realms/qms/password-reset/confirm', payload: { token, password } });

async function withPassword(tenant: TestTenant): Promise<string> {
  await database.db
    .update(users)
    .set({ passwordHash: await hashPassword(ADMIN_PASSWORD) })
    .where(and(eq(users.tenantId, tenant.tenantId), eq(users.id, tenant.admin.userId)));
  const { body } = await signIn(tenant.admin.email, ADMIN_PASSWORD);
  return body.access_token!;
}

async function invite(token: string, email: string, roles = [QMS_VIEWER]) {
  return api(token, 'POST', '/tenant-users', { email, displayName: 'Colin Colleague', roles });
}

async function listed(token: string): Promise<TenantUsers> {
  const { status, body } = await api(token, 'GET', '/tenant-users');
  assert.equal(status, 200);
  return body as TenantUsers;
}

describe('users and invitations (issue 12)', () => {
  before(async () => {
    database = await openTestDatabase();
    config = testConfig();
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    tenantA = await createTenant(database, 'Tenant A');
    tenantB = await createTenant(database, 'Tenant B');
    adminA = await withPassword(tenantA);
    adminB = await withPassword(tenantB);
  });
  after(async () => {
    await app.close();
    await database.close();
    await rm(config.dataDir, { recursive: true, force: true });
  });

  it('invite → set password → sign in with the given roles; the link works once', async () => {
    const email = 'colin@a.example';
    const invited = await invite(adminA, email, [QMS_VIEWER, SR_LICENSED]);
    assert.equal(invited.status, 201);
    const user = invited.body as TenantUser;
    assert.equal(user.status, 'invited');
    assert.deepEqual(user.roles, [QMS_VIEWER, SR_LICENSED]);
    // an invited user is no one the release workflow can pick yet
    const directory = (await api(adminA, 'GET', '/users')).body as { email: string }[];
    assert.ok(!directory.some((entry) => entry.email === email));

    const mail = await mailTo(email);
    assert.equal(mail.page, 'set-password');
    assert.match(mail.text, /Tenant A Admin invited you to the QMS of Tenant A/);
    // the policy says why, and a refused password does not use the link up
    for (const [password, message] of [
      ['short pass', PASSWORD_TOO_SHORT],
      ['qwerty123456', PASSWORD_TOO_COMMON],
      [email, PASSWORD_IS_EMAIL],
    ] as const) {
      const refused = await confirm(mail.token, password);
      assert.equal(refused.statusCode, 400);
      assert.equal(refused.json().errorMessage, message);
    }
    assert.equal((await confirm(mail.token, GOOD_PASSWORD)).statusCode, 204);
    assert.equal((await confirm(mail.token, 'another long passphrase')).statusCode, 400, 'single use');

    const signedIn = await signIn(email, GOOD_PASSWORD);
    assert.equal(signedIn.status, 200);
    assert.deepEqual(rolesOf(signedIn.body.access_token!).sort(), [QMS_VIEWER, SR_LICENSED].sort());
    const after = (await listed(adminA)).users.find((u) => u.email === email)!;
    assert.equal(after.status, 'active');
    assert.ok(after.lastSignInAt, 'last sign-in comes from the trail');
    // a viewer neither sees the Users page's list nor passes its write routes
    assert.equal((await api(signedIn.body.access_token!, 'GET', '/tenant-users')).status, 403);
    assert.equal((await invite(signedIn.body.access_token!, 'x@a.example')).status, 403);
  });

  it("stores the suite's one initials rule: 'Anna Maria Admin' is AM, as the browser shows it", async () => {
    const invited = await api(adminA, 'POST', '/tenant-users', {
      email: 'anna.maria@a.example',
      displayName: 'Anna Maria Admin',
      roles: [QMS_VIEWER],
    });
    assert.equal(invited.status, 201);
    const [stored] = await database.db
      .select({ initials: users.initials })
      .from(users)
      .where(eq(users.email, 'anna.maria@a.example'));
    assert.equal(stored?.initials, 'AM');
  });

  it('an expired invitation is refused; resending makes a new link and the old one stops working', async () => {
    const email = 'late@a.example';
    const user = (await invite(adminA, email)).body as TenantUser;
    const first = await mailTo(email);
    await database.db
      .update(identityPasswordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identityPasswordResets.userId, user.userId));
    assert.equal((await confirm(first.token, GOOD_PASSWORD)).statusCode, 400);

    const resent = await api(adminA, 'POST', `/tenant-users/${user.userId}/invitation`);
    assert.equal(resent.status, 200);
    const second = await mailTo(email);
    assert.notEqual(second.token, first.token);
    assert.equal((await confirm(second.token, GOOD_PASSWORD)).statusCode, 204);
    // an active user gets no invitation
    const again = await api(adminA, 'POST', `/tenant-users/${user.userId}/invitation`);
    assert.deepEqual(again, { status: 409, body: { errorMessage: NOT_INVITED } });
  });

  it('refuses an e-mail that already has an account, in this tenant or another', async () => {
    assert.deepEqual(await invite(adminA, tenantA.viewer.email), {
      status: 409,
      body: { errorMessage: EMAIL_TAKEN },
    });
    assert.deepEqual(await invite(adminB, 'colin@a.example'), {
      status: 409,
      body: { errorMessage: EMAIL_TAKEN },
    });
    assert.equal((await invite(adminA, 'not an address')).status, 400);
  });

  it('a role change takes effect at the next refresh, and the old roles never come back', async () => {
    const email = 'riley@a.example';
    const user = (await invite(adminA, email)).body as TenantUser;
    await confirm((await mailTo(email)).token, GOOD_PASSWORD);
    const session = (await signIn(email, GOOD_PASSWORD)).body;
    assert.deepEqual(rolesOf(session.access_token!), [QMS_VIEWER]);

    const stale = await api(adminA, 'PUT', `/tenant-users/${user.userId}/roles`, {
      roles: [QMS_ADMIN],
      dbVersion: user.dbVersion + 5,
    });
    assert.deepEqual(stale, { status: 409, body: { errorMessage: USER_CHANGED_BY_SOMEONE_ELSE } });
    const promoted = await api(adminA, 'PUT', `/tenant-users/${user.userId}/roles`, {
      roles: [QMS_ADMIN, QMS_VIEWER],
      dbVersion: user.dbVersion,
    });
    assert.equal(promoted.status, 200);
    const refreshed = (await refresh(session.refresh_token!)).body;
    assert.deepEqual(rolesOf(refreshed.access_token!).sort(), [QMS_ADMIN, QMS_VIEWER]);

    const demoted = await api(adminA, 'PUT', `/tenant-users/${user.userId}/roles`, {
      roles: [QMS_VIEWER],
      dbVersion: (promoted.body as TenantUser).dbVersion,
    });
    assert.equal(demoted.status, 200);
    // the still valid admin token of before cannot write its roles back through the directory sync
    await api(refreshed.access_token!, 'GET', '/users/sync');
    const again = (await refresh(refreshed.refresh_token!)).body;
    assert.deepEqual(rolesOf(again.access_token!), [QMS_VIEWER]);

    // the trail names the change with old and new roles, and never a secret
    const trail = await database.db.execute(sql`
      select action, old_values, new_values, actor_name from audit_trail
       where tenant_id = ${tenantA.tenantId} and table_name = 'users' and record_id = ${user.userId} order by seq`);
    const rows = rowsOf<Record<string, unknown>>(trail);
    const roleChanges = rows.filter((r) => (r.new_values as Record<string, unknown> | null)?.roles);
    assert.ok(roleChanges.some((r) => r.actor_name === 'Tenant A Admin'));
    const all = JSON.stringify(rows);
    assert.ok(!/scrypt\$/.test(all), 'no password hash in the trail');
  });

  it("a disabled user's API calls and refresh are refused at once; enabling lets them in again", async () => {
    const email = 'leaver@a.example';
    const user = (await invite(adminA, email)).body as TenantUser;
    await confirm((await mailTo(email)).token, GOOD_PASSWORD);
    const session = (await signIn(email, GOOD_PASSWORD)).body;
    assert.equal((await api(session.access_token!, 'GET', '/users')).status, 200);
    const current = (await listed(adminA)).users.find((u) => u.userId === user.userId)!;

    const disabled = await api(adminA, 'POST', `/tenant-users/${user.userId}/disable`, {
      dbVersion: current.dbVersion,
    });
    assert.equal(disabled.status, 200);
    assert.equal((disabled.body as TenantUser).status, 'disabled');
    assert.equal((await api(session.access_token!, 'GET', '/users')).status, 401);
    assert.equal((await refresh(session.refresh_token!)).status, 400);
    const refused = await signIn(email, GOOD_PASSWORD);
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error_description, 'Account disabled');
    const directory = (await api(adminA, 'GET', '/users')).body as { email: string }[];
    assert.ok(!directory.some((entry) => entry.email === email), 'the directory lists active users only');

    const enabled = await api(adminA, 'POST', `/tenant-users/${user.userId}/enable`, {
      dbVersion: (disabled.body as TenantUser).dbVersion,
    });
    assert.equal((enabled.body as TenantUser).status, 'active');
    assert.equal((await signIn(email, GOOD_PASSWORD)).status, 200);
  });

  it('the last active admin cannot drop their admin role or disable themselves', async () => {
    const me = (await listed(adminB)).users.find((u) => u.userId === tenantB.admin.userId)!;
    const demote = await api(adminB, 'PUT', `/tenant-users/${me.userId}/roles`, {
      roles: [QMS_VIEWER],
      dbVersion: me.dbVersion,
    });
    assert.deepEqual(demote, { status: 409, body: { errorMessage: LAST_ADMIN_ROLE } });
    const disable = await api(adminB, 'POST', `/tenant-users/${me.userId}/disable`, {
      dbVersion: me.dbVersion,
    });
    assert.deepEqual(disable, { status: 409, body: { errorMessage: LAST_ADMIN_DISABLE } });
  });

  it("tenant B's admin neither sees nor changes tenant A's users", async () => {
    const listB = await listed(adminB);
    assert.ok(!listB.users.some((u) => u.userId === tenantA.admin.userId || u.email.endsWith('@a.example')));
    const target = (await listed(adminA)).users.find((u) => u.email === 'colin@a.example')!;
    const change = await api(adminB, 'PUT', `/tenant-users/${target.userId}/roles`, {
      roles: [QMS_ADMIN],
      dbVersion: target.dbVersion,
    });
    assert.equal(change.status, 404);
    assert.equal(
      (await api(adminB, 'POST', `/tenant-users/${target.userId}/disable`, { dbVersion: 0 })).status,
      404,
    );
  });

  it('an admin sends a password reset mail; its link works', async () => {
    const target = (await listed(adminA)).users.find((u) => u.email === 'colin@a.example')!;
    assert.equal((await api(adminA, 'POST', `/tenant-users/${target.userId}/password-reset`)).status, 204);
    const mail = await mailTo('colin@a.example');
    assert.equal(mail.page, 'reset-password');
    assert.equal((await confirm(mail.token, 'a brand new passphrase')).statusCode, 204);
    assert.equal((await signIn('colin@a.example', 'a brand new passphrase')).status, 200);
  });

  it("the list reads each user's last sign-in, not every sign-in they ever made", async () => {
    const admin = tenantB.admin;
    // a year of daily sign-ins (each entry has its own time: the database clock as it is written)
    await database.db.execute(sql`
      select qms_audit_auth_event(${tenantB.tenantId}::uuid, ${admin.userId}, null, 'SIGN_IN',
                                  '{"outcome": "success"}'::jsonb)
        from generate_series(1, 365)`);
    // statistics as autovacuum keeps them in production
    await database.db.execute(sql`analyze audit_trail`);
    const reads = await withTenant(database.db, tenantB.tenantId, (tx) =>
      tableReads(tx, 'audit_trail', () => listTenantUsers(tx, tenantB.tenantId)),
    );
    const listedUsers = reads.result;
    const read = reads.indexRows + reads.seqRows;
    const newest = rowsOf<{ at: Date | string }>(
      await database.db.execute(sql`select max(occurred_at) as at from audit_trail
         where tenant_id = ${tenantB.tenantId}::uuid and record_id = ${admin.userId} and action = 'SIGN_IN'`),
    )[0]!.at;
    assert.equal(
      listedUsers.find((u) => u.userId === admin.userId)?.lastSignInAt,
      new Date(newest).toISOString(),
    );
    // by the record's index the list read all 365 and the user's other entries; the statistics do count its probes
    assert.ok(reads.indexScans >= listedUsers.length, `${reads.indexScans} index scans counted`);
    assert.ok(read < 20, `the list read ${read} trail entries for ${listedUsers.length} users`);
  });
});

describe('users behind an external Keycloak', () => {
  it('lists users, names the account console and answers the write routes with 409', async () => {
    const t = await startTestApp({
      auth: { ...testConfig().auth, external: true, issuer: 'https://kc.example/realms/qms' },
    });
    try {
      const tenant = await createTenant(t.database, 'External');
      const list = await t.as(tenant.admin, { method: 'GET', url: '/qms-api/tenant-users' });
      assert.equal(list.statusCode, 200);
      assert.equal(list.json().managedExternally, true);
      assert.equal(list.json().accountConsoleUrl, 'https://kc.example/realms/qms/account');
      const write = await t.as(tenant.admin, {
        method: 'POST',
        url: '/qms-api/tenant-users',
        payload: { email: 'new@ext.example', displayName: 'New', roles: [QMS_VIEWER] },
      });
      assert.deepEqual([write.statusCode, write.json().errorMessage], [409, USERS_MANAGED_IN_KEYCLOAK]);
      // the directory still lists those who signed in (synced from their tokens)
      const directory = await t.as(tenant.viewer, { method: 'GET', url: '/qms-api/users' });
      assert.ok(directory.json().some((u: { email: string }) => u.email === tenant.viewer.email));
    } finally {
      await t.close();
    }
  });
});
