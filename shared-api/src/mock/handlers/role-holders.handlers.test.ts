import { ApiError } from '../../client/api-error';
import { apiJson } from '../../client/http';
import { ADMIN_REQUIRED } from '../../platform/contract';
import { JobRoleHoldings, RoleHolders } from '../../templates/role-holders.contract';
import { ROLE_HOLDER_ERRORS } from '../../templates/role-holders.messages';
import { saveRoleHolders, saveUserJobRoles } from '../../templates/role-holders.queries';
import { getMockDb, setMockRole } from '../db';
import { setupMockApi } from '../setup-mock-api';

setupMockApi();

const QM = '5f0c1c9e-3a4e-4b8a-9d1e-1f2a3b4c5d01';
const PO = '5f0c1c9e-3a4e-4b8a-9d1e-1f2a3b4c5d02';
const holdersOf = (roleId: string) => apiJson(RoleHolders, `/qms-api/roles/${roleId}/holders`);

describe('mock role holders backend (issue 29.1)', () => {
  it("replaces a role's holders, bumps the role's dbVersion and refuses a stale one with the server's 409", async () => {
    const saved = await saveRoleHolders(QM, { userIds: ['mock-viewer', 'mock-admin'], dbVersion: 0 });
    expect(saved.holders.map((h) => h.displayName)).toEqual(['Anna Admin', 'Victor Viewer']);
    expect(saved.dbVersion).toBe(1);
    expect(getMockDb().roles.find((r) => r.id === QM)?.dbVersion).toBe(1);
    expect(await holdersOf(QM)).toEqual(saved);
    const stale = await saveRoleHolders(QM, { userIds: [], dbVersion: 0 }).catch((e: unknown) => e);
    expect((stale as ApiError).status).toBe(409);
    expect((stale as ApiError).errorMessage).toBe(ROLE_HOLDER_ERRORS.changed);
  });

  it('refuses an unknown user (400) and a viewer (403)', async () => {
    const unknown = await saveRoleHolders(QM, { userIds: ['nobody'], dbVersion: 0 }).catch((e: unknown) => e);
    expect((unknown as ApiError).status).toBe(400);
    expect((unknown as ApiError).errorMessage).toBe(ROLE_HOLDER_ERRORS.unknownUser);
    setMockRole('viewer');
    const viewer = await saveRoleHolders(QM, { userIds: [], dbVersion: 0 }).catch((e: unknown) => e);
    expect((viewer as ApiError).errorMessage).toBe(ADMIN_REQUIRED);
  });

  it("replaces a user's job roles with the versions of the changed roles, and lists the holdings", async () => {
    const missing = await saveUserJobRoles('mock-viewer', { roleIds: [QM, PO], roleVersions: [] }).catch(
      (e: unknown) => e,
    );
    expect((missing as ApiError).status).toBe(409);
    expect((missing as ApiError).errorMessage).toBe(ROLE_HOLDER_ERRORS.jobRolesChanged);
    const saved = await saveUserJobRoles('mock-viewer', {
      roleIds: [QM, PO],
      roleVersions: [
        { roleId: QM, dbVersion: 0 },
        { roleId: PO, dbVersion: 0 },
      ],
    });
    expect(saved.roleIds).toEqual([QM, PO].sort());
    expect(await apiJson(JobRoleHoldings, '/qms-api/job-roles')).toEqual([
      { userId: 'mock-viewer', roleIds: [QM, PO].sort() },
    ]);
  });
});
