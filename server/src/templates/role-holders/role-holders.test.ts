import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  ROLE_HOLDER_ERRORS,
  type JobRoleHolding,
  type JobRoleHoldings,
  type Role,
  type RoleHolders,
} from '@qms/shared-api/contract';
import { users } from '../../platform/schema';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../../test/helpers';

describe('role holders API (issue 29.1)', () => {
  let t: TestContext;
  let acme: TestTenant;
  let globex: TestTenant;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    globex = await createTenant(t.database, 'Globex');
  });
  after(() => t.close());

  const newRole = async (name: string, tenant = acme): Promise<Role> => {
    const response = await t.as(tenant.admin, { method: 'POST', url: '/qms-api/roles', payload: { name } });
    assert.equal(response.statusCode, 201);
    return response.json() as Role;
  };
  const holders = (roleId: string, user = acme.viewer) =>
    t.as(user, { method: 'GET', url: `/qms-api/roles/${roleId}/holders` });
  const setHolders = (roleId: string, userIds: string[], dbVersion: number, user = acme.admin) =>
    t.as(user, { method: 'PUT', url: `/qms-api/roles/${roleId}/holders`, payload: { userIds, dbVersion } });
  const setDisabled = (userId: string, disabled: boolean) =>
    t.database.db
      .update(users)
      .set({ disabledAt: disabled ? new Date() : null })
      .where(eq(users.id, userId));

  it("assigns users to a role, lists them by name and bumps the role's dbVersion", async () => {
    const role = await newRole('Quality Manager');
    const saved = await setHolders(role.id, [acme.viewer.userId, acme.admin.userId], role.dbVersion);
    assert.equal(saved.statusCode, 200);
    const body = saved.json() as RoleHolders;
    assert.deepEqual(
      body.holders.map((h) => [h.displayName, h.disabled]),
      [
        ['Acme Admin', false],
        ['Acme Viewer', false],
      ],
    );
    assert.equal(body.dbVersion, role.dbVersion + 1);
    const read = (await holders(role.id)).json() as RoleHolders;
    assert.deepEqual(read, body);
    // the role's own form now holds a stale version: its save is refused rather than silently overwriting
    const staleEdit = await t.as(acme.admin, {
      method: 'PUT',
      url: `/qms-api/roles/${role.id}`,
      payload: { name: 'QM', dbVersion: role.dbVersion },
    });
    assert.equal(staleEdit.statusCode, 409);
    // removing one holder keeps the other; nothing changed is no new version
    const removed = (await setHolders(role.id, [acme.admin.userId], body.dbVersion)).json() as RoleHolders;
    assert.deepEqual(
      removed.holders.map((h) => h.userId),
      [acme.admin.userId],
    );
    const same = (await setHolders(role.id, [acme.admin.userId], removed.dbVersion)).json() as RoleHolders;
    assert.equal(same.dbVersion, removed.dbVersion);
  });

  it('refuses a stale dbVersion (409), a viewer (403) and a user of another tenant (400)', async () => {
    const role = await newRole('Auditor');
    const stale = await setHolders(role.id, [acme.admin.userId], role.dbVersion + 1);
    assert.equal(stale.statusCode, 409);
    assert.equal(errorMessageOf(stale), ROLE_HOLDER_ERRORS.changed);
    const viewer = await setHolders(role.id, [acme.admin.userId], role.dbVersion, acme.viewer);
    assert.equal(viewer.statusCode, 403);
    const foreign = await setHolders(role.id, [globex.viewer.userId], role.dbVersion);
    assert.equal(foreign.statusCode, 400);
    assert.equal(errorMessageOf(foreign), ROLE_HOLDER_ERRORS.unknownUser);
    assert.deepEqual(((await holders(role.id)).json() as RoleHolders).holders, []);
  });

  it('never newly assigns a disabled user, but keeps and shows an existing holding marked disabled', async () => {
    const role = await newRole('Process Owner');
    const first = (await setHolders(role.id, [acme.viewer.userId], role.dbVersion)).json() as RoleHolders;
    await setDisabled(acme.viewer.userId, true);
    try {
      const listed = (await holders(role.id, acme.admin)).json() as RoleHolders;
      assert.deepEqual(
        listed.holders.map((h) => [h.userId, h.disabled]),
        [[acme.viewer.userId, true]],
      );
      // keeping the disabled holder while adding someone else is allowed
      const kept = await setHolders(role.id, [acme.viewer.userId, acme.admin.userId], first.dbVersion);
      assert.equal(kept.statusCode, 200);
      const other = await newRole('Trainer');
      const refused = await setHolders(other.id, [acme.viewer.userId], other.dbVersion);
      assert.equal(refused.statusCode, 400);
      assert.equal(errorMessageOf(refused), ROLE_HOLDER_ERRORS.disabledUser('Acme Viewer'));
      const byUser = await t.as(acme.admin, {
        method: 'PUT',
        url: `/qms-api/job-roles/${acme.viewer.userId}`,
        payload: { roleIds: [role.id, other.id], roleVersions: [{ roleId: other.id, dbVersion: 0 }] },
      });
      assert.equal(byUser.statusCode, 400);
      assert.equal(errorMessageOf(byUser), ROLE_HOLDER_ERRORS.disabledUser('Acme Viewer'));
    } finally {
      await setDisabled(acme.viewer.userId, false);
    }
  });

  it("replaces a user's job roles, naming each changed role's version, and lists every user's roles", async () => {
    const a = await newRole('Job A');
    const b = await newRole('Job B');
    const put = (roleIds: string[], roleVersions: { roleId: string; dbVersion: number }[]) =>
      t.as(acme.admin, {
        method: 'PUT',
        url: `/qms-api/job-roles/${acme.admin.userId}`,
        payload: { roleIds, roleVersions },
      });
    // the roles the admin holds from the tests above stay; only A and B change
    const held = (
      (
        await t.as(acme.admin, { method: 'GET', url: `/qms-api/job-roles/${acme.admin.userId}` })
      ).json() as JobRoleHolding
    ).roleIds;
    const missingVersion = await put([...held, a.id, b.id], [{ roleId: a.id, dbVersion: a.dbVersion }]);
    assert.equal(missingVersion.statusCode, 409);
    assert.equal(errorMessageOf(missingVersion), ROLE_HOLDER_ERRORS.jobRolesChanged);
    const saved = await put(
      [...held, a.id, b.id],
      [
        { roleId: a.id, dbVersion: a.dbVersion },
        { roleId: b.id, dbVersion: b.dbVersion },
      ],
    );
    assert.equal(saved.statusCode, 200);
    assert.deepEqual((saved.json() as JobRoleHolding).roleIds, [...held, a.id, b.id].sort());
    // the versions read before are stale now
    const stale = await put(held, [
      { roleId: a.id, dbVersion: a.dbVersion },
      { roleId: b.id, dbVersion: b.dbVersion },
    ]);
    assert.equal(stale.statusCode, 409);
    const one = await t.as(acme.viewer, { method: 'GET', url: `/qms-api/job-roles/${acme.admin.userId}` });
    assert.deepEqual((one.json() as JobRoleHolding).roleIds, [...held, a.id, b.id].sort());
    const all = (
      await t.as(acme.viewer, { method: 'GET', url: '/qms-api/job-roles' })
    ).json() as JobRoleHoldings;
    const mine = all.find((h) => h.userId === acme.admin.userId);
    assert.ok(mine?.roleIds.includes(a.id) && mine.roleIds.includes(b.id));
    const unknownRole = await put([globex.tenantId], []);
    assert.equal(unknownRole.statusCode, 400);
    assert.equal(errorMessageOf(unknownRole), ROLE_HOLDER_ERRORS.unknownRole);
  });

  it("keeps tenants apart: another tenant's role, user and holdings are not found or not listed", async () => {
    const role = await newRole('Acme only');
    await setHolders(role.id, [acme.admin.userId], role.dbVersion);
    assert.equal((await holders(role.id, globex.admin)).statusCode, 404);
    assert.equal((await setHolders(role.id, [], 1, globex.admin)).statusCode, 404);
    const user = await t.as(globex.admin, { method: 'GET', url: `/qms-api/job-roles/${acme.admin.userId}` });
    assert.equal(user.statusCode, 404);
    const all = (
      await t.as(globex.admin, { method: 'GET', url: '/qms-api/job-roles' })
    ).json() as JobRoleHoldings;
    assert.ok(all.every((h) => h.userId !== acme.admin.userId && !h.roleIds.includes(role.id)));
    const globexRole = await newRole('Globex role', globex);
    const foreignUser = await setHolders(
      globexRole.id,
      [acme.admin.userId],
      globexRole.dbVersion,
      globex.admin,
    );
    assert.equal(foreignUser.statusCode, 400);
  });
});
