import { ApiError } from '../../client/api-error';
import { apiJson } from '../../client/http';
import { sessionStore } from '../../client/session-store';
import { ADMIN_REQUIRED, AUTHENTICATION_REQUIRED } from '../../platform/contract';
import {
  MIN_ONE_CHARACTER,
  ROLE_CHANGED_BY_SOMEONE_ELSE,
  RoleList,
  roleInUseMessage,
  roleNameTakenMessage,
} from '../../templates/roles.contract';
import { createRole, deleteRole, updateRole } from '../../templates/roles.queries';
import { getMockDb, setMockRole } from '../db';
import { setupMockApi } from '../setup-mock-api';

setupMockApi();

const listRoles = () => apiJson(RoleList, '/qms-api/roles');

describe('mock roles backend', () => {
  it('lists the seeded roles sorted by name', async () => {
    const roles = await listRoles();
    expect(roles.map((r) => r.name)).toEqual(['Process Owner', 'Quality Manager']);
  });

  it('creates, updates and deletes a role', async () => {
    const created = await createRole({
      name: 'Auditor',
      responsibility: 'Audits',
      authority: '',
      requirements: '',
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.srId).toBeNull();

    const updated = await updateRole(created.id, { ...created, name: 'Lead Auditor' });
    expect(updated.name).toBe('Lead Auditor');
    expect((await listRoles()).map((r) => r.name)).toContain('Lead Auditor');

    await deleteRole(created.id);
    expect((await listRoles()).map((r) => r.name)).not.toContain('Lead Auditor');
  });

  it('answers 400 with the contract message for an empty name', async () => {
    const error = await createRole({ name: '  ' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).errorMessage).toBe(MIN_ONE_CHARACTER);
  });

  it('answers an update on a stale dbVersion with 409 and keeps the stored role', async () => {
    const created = await createRole({ name: 'Auditor' });
    expect(created.dbVersion).toBe(0);
    const first = await updateRole(created.id, { ...created, authority: 'first' });
    expect(first.dbVersion).toBe(1);
    const error = await updateRole(created.id, { ...created, authority: 'second' }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).errorMessage).toBe(ROLE_CHANGED_BY_SOMEONE_ELSE);
    expect(getMockDb().roles.find((r) => r.id === created.id)?.authority).toBe('first');
  });

  it('answers 404 for an unknown role and 400 for an id that is no UUID', async () => {
    const missing = await deleteRole('00000000-0000-4000-8000-000000000000').catch((e: unknown) => e);
    expect((missing as ApiError).status).toBe(404);
    const malformed = await deleteRole('nope').catch((e: unknown) => e);
    expect((malformed as ApiError).status).toBe(400);
  });

  it("answers every API call without a token with the server's 401", async () => {
    sessionStore.set(null);
    for (const call of [
      listRoles,
      () => createRole({ name: 'Anonymous' }),
      () => apiJson(RoleList, '/sr-api/regulations'),
    ]) {
      const error = await call().catch((e: unknown) => e);
      expect((error as ApiError).status).toBe(401);
      expect((error as ApiError).errorMessage).toBe(AUTHENTICATION_REQUIRED);
    }
    expect(getMockDb().roles).toHaveLength(2);
  });

  it("answers a duplicate name (ignoring case) with the server's 409", async () => {
    const error = await createRole({ name: 'quality manager' }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).errorMessage).toBe(roleNameTakenMessage('quality manager'));
    const [first, second] = getMockDb().roles;
    const rename = await updateRole(second!.id, { ...second!, name: first!.name.toUpperCase() }).catch(
      (e: unknown) => e,
    );
    expect((rename as ApiError).errorMessage).toBe(roleNameTakenMessage(first!.name.toUpperCase()));
  });

  it("refuses to delete a role still used by templates with the server's 409", async () => {
    const role = getMockDb().roles[0]!;
    getMockDb().templates.push({
      artifactId: 'a1',
      versionId: 'v1',
      version: 1,
      dbVersion: 0,
      releaseState: 'DRAFT',
      changeDescription: '',
      name: 'Form A',
      description: '',
      documentKey: 'F-1',
      location: '',
      reviewerRoleId: role.id,
      releaserRoleId: null,
      createdTemplateContentIds: [],
      reportedTemplateContentIds: [],
    });
    const error = await deleteRole(role.id).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).errorMessage).toBe(roleInUseMessage(role.name, { templates: 1, steps: 0 }));
    expect(getMockDb().roles).toHaveLength(2);
  });

  it('refuses writes of a viewer with 403 and leaves the store untouched', async () => {
    setMockRole('viewer');
    const error = await createRole({ name: 'Sneaky' }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).errorMessage).toBe(ADMIN_REQUIRED);
    expect(getMockDb().roles).toHaveLength(2);
    // reading stays allowed
    expect(await listRoles()).toHaveLength(2);
  });
});
