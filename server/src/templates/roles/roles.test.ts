import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MIN_ONE_CHARACTER, ROLE_CHANGED_BY_SOMEONE_ELSE, type Role } from '@qms/shared-api/contract';
import { withTenant } from '../../db/tenant';
import { sopArtifacts, sopBlocks, sopVersions } from '../../processes/schema';
import { templates } from '../schema';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../../test/helpers';

describe('roles API', () => {
  let t: TestContext;
  let acme: TestTenant;
  let globex: TestTenant;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    globex = await createTenant(t.database, 'Globex');
  });
  after(() => t.close());

  const create = (body: unknown, user = acme.admin) =>
    t.as(user, { method: 'POST', url: '/qms-api/roles', payload: body as object });

  it('creates, lists sorted by name, updates and deletes a role', async () => {
    const created = await create({
      name: 'Zeta Role',
      responsibility: 'resp',
      authority: 'auth',
      requirements: 'req',
    });
    assert.equal(created.statusCode, 201);
    const role = created.json() as Role;
    assert.deepEqual(
      { ...role, id: 'x' },
      {
        id: 'x',
        name: 'Zeta Role',
        responsibility: 'resp',
        authority: 'auth',
        requirements: 'req',
        srId: null,
        dbVersion: 0,
      },
    );
    await create({ name: 'alpha role' });

    const list = await t.as(acme.viewer, { method: 'GET', url: '/qms-api/roles' });
    assert.equal(list.statusCode, 200);
    assert.deepEqual(
      (list.json() as Role[]).map((r) => r.name),
      ['alpha role', 'Zeta Role'],
    );

    const updated = await t.as(acme.admin, {
      method: 'PUT',
      url: `/qms-api/roles/${role.id}`,
      payload: { ...role, name: 'Zeta Role 2', authority: 'more' },
    });
    assert.equal(updated.statusCode, 200);
    assert.equal((updated.json() as Role).name, 'Zeta Role 2');
    assert.equal((updated.json() as Role).authority, 'more');

    const deleted = await t.as(acme.admin, { method: 'DELETE', url: `/qms-api/roles/${role.id}` });
    assert.equal(deleted.statusCode, 204);
    const again = await t.as(acme.admin, { method: 'DELETE', url: `/qms-api/roles/${role.id}` });
    assert.equal(again.statusCode, 404);
    assert.equal(errorMessageOf(again), `Role ${role.id} not found`);
  });

  it("answers 400 with the spec's message for an empty or blank name", async () => {
    for (const name of ['', '   ']) {
      const response = await create({ name, responsibility: '' });
      assert.equal(response.statusCode, 400);
      assert.equal(errorMessageOf(response), MIN_ONE_CHARACTER);
    }
    const missing = await create({ responsibility: 'no name' });
    assert.equal(missing.statusCode, 400);
    assert.match(errorMessageOf(missing) ?? '', /^name: /);
  });

  it('refuses writes by a viewer with 403 and the admin-role message', async () => {
    const response = await create({ name: 'Viewer Role' }, acme.viewer);
    assert.equal(response.statusCode, 403);
    assert.equal(errorMessageOf(response), 'This action requires the QMS_ADMIN role.');
    const list = await t.as(acme.admin, { method: 'GET', url: '/qms-api/roles' });
    assert.ok(!(list.json() as Role[]).some((r) => r.name === 'Viewer Role'));
  });

  it("answers 404 for another tenant's role and leaves it alone", async () => {
    const role = (await create({ name: 'Acme Only' })).json() as Role;
    const put = await t.as(globex.admin, {
      method: 'PUT',
      url: `/qms-api/roles/${role.id}`,
      payload: { name: 'Hijacked', dbVersion: 0 },
    });
    assert.equal(put.statusCode, 404);
    const del = await t.as(globex.admin, { method: 'DELETE', url: `/qms-api/roles/${role.id}` });
    assert.equal(del.statusCode, 404);
    const globexList = (await t.as(globex.admin, { method: 'GET', url: '/qms-api/roles' })).json() as Role[];
    assert.ok(!globexList.some((r) => r.id === role.id));
    const acmeList = (await t.as(acme.admin, { method: 'GET', url: '/qms-api/roles' })).json() as Role[];
    assert.equal(acmeList.find((r) => r.id === role.id)?.name, 'Acme Only');
  });

  it('keeps names unique per tenant, ignoring case (409), but not across tenants', async () => {
    assert.equal((await create({ name: 'Auditor' })).statusCode, 201);
    const duplicate = await create({ name: 'AUDITOR' });
    assert.equal(duplicate.statusCode, 409);
    assert.equal(errorMessageOf(duplicate), 'A role named "AUDITOR" already exists.');
    assert.equal((await create({ name: 'Auditor' }, globex.admin)).statusCode, 201);

    const other = (await create({ name: 'Inspector' })).json() as Role;
    const rename = await t.as(acme.admin, {
      method: 'PUT',
      url: `/qms-api/roles/${other.id}`,
      payload: { name: 'auditor', dbVersion: other.dbVersion },
    });
    assert.equal(rename.statusCode, 409);
    // renaming a role to its own name in another case is fine
    const self = await t.as(acme.admin, {
      method: 'PUT',
      url: `/qms-api/roles/${other.id}`,
      payload: { name: 'INSPECTOR', dbVersion: other.dbVersion },
    });
    assert.equal(self.statusCode, 200);
  });

  it('answers a save on a stale dbVersion with 409 and keeps the first save (two writers)', async () => {
    const role = (await create({ name: 'Trainer', authority: 'original' })).json() as Role;
    assert.equal(role.dbVersion, 0);
    const put = (payload: object) =>
      t.as(acme.admin, { method: 'PUT', url: `/qms-api/roles/${role.id}`, payload });

    // both writers opened the role at dbVersion 0; the first saves
    const first = await put({ ...role, authority: 'first writer' });
    assert.equal(first.statusCode, 200);
    assert.equal((first.json() as Role).dbVersion, 1);
    // the second still holds dbVersion 0
    const second = await put({ ...role, name: 'Trainer (second)', authority: 'second writer' });
    assert.equal(second.statusCode, 409);
    assert.equal(errorMessageOf(second), ROLE_CHANGED_BY_SOMEONE_ELSE);

    const list = (await t.as(acme.admin, { method: 'GET', url: '/qms-api/roles' })).json() as Role[];
    const stored = list.find((r) => r.id === role.id);
    assert.deepEqual(
      { name: stored?.name, authority: stored?.authority, dbVersion: stored?.dbVersion },
      { name: 'Trainer', authority: 'first writer', dbVersion: 1 },
    );
    // after a reload (the current dbVersion) the second writer's save goes through
    const retried = await put({ ...role, authority: 'second writer', dbVersion: 1 });
    assert.equal(retried.statusCode, 200);
    assert.equal((retried.json() as Role).dbVersion, 2);
  });

  it('lets exactly one of two simultaneous saves on the same dbVersion through', async () => {
    const role = (await create({ name: 'Simultaneous' })).json() as Role;
    const put = (authority: string) =>
      t.as(acme.admin, {
        method: 'PUT',
        url: `/qms-api/roles/${role.id}`,
        payload: { ...role, authority },
      });
    const answers = await Promise.all([put('one'), put('two')]);
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json() as Role;
    const list = (await t.as(acme.admin, { method: 'GET', url: '/qms-api/roles' })).json() as Role[];
    assert.equal(list.find((r) => r.id === role.id)?.authority, winner.authority);
  });

  it('answers 400 for an update without dbVersion', async () => {
    const role = (await create({ name: 'Unversioned' })).json() as Role;
    const { dbVersion: _omitted, ...withoutVersion } = role;
    const response = await t.as(acme.admin, {
      method: 'PUT',
      url: `/qms-api/roles/${role.id}`,
      payload: withoutVersion,
    });
    assert.equal(response.statusCode, 400);
    assert.match(errorMessageOf(response) ?? '', /^dbVersion: /);
  });

  it('refuses to delete a role still assigned to templates or process steps (409, with counts)', async () => {
    const role = (await create({ name: 'Document Controller' })).json() as Role;
    await withTenant(t.database.db, acme.tenantId, async (tx) => {
      const artifactId = crypto.randomUUID();
      await tx
        .insert(templates)
        .values({ tenantId: acme.tenantId, artifactId, name: 'Form A', reviewerRoleId: role.id });
      await tx.insert(templates).values({
        tenantId: acme.tenantId,
        artifactId,
        version: 2,
        name: 'Form A',
        releaserRoleId: role.id,
      });
      const [sop] = await tx.insert(sopArtifacts).values({ tenantId: acme.tenantId }).returning();
      const [version] = await tx
        .insert(sopVersions)
        .values({ tenantId: acme.tenantId, artifactId: sop!.artifactId, name: 'Purchasing' })
        .returning();
      await tx.insert(sopBlocks).values({
        tenantId: acme.tenantId,
        sopVersionId: version!.versionId,
        artifactId: crypto.randomUUID(),
        type: 'STEP',
        roleId: role.id,
      });
    });
    const response = await t.as(acme.admin, { method: 'DELETE', url: `/qms-api/roles/${role.id}` });
    assert.equal(response.statusCode, 409);
    assert.equal(
      errorMessageOf(response),
      'The role "Document Controller" is still assigned to 2 template versions and 1 process step. ' +
        'Remove these assignments before deleting the role.',
    );
    const list = (await t.as(acme.admin, { method: 'GET', url: '/qms-api/roles' })).json() as Role[];
    assert.ok(list.some((r) => r.id === role.id));
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const response = await t.as(acme.admin, { method: 'DELETE', url: '/qms-api/roles/not-a-uuid' });
    assert.equal(response.statusCode, 400);
    assert.equal(errorMessageOf(response), 'Role id must be a UUID');
  });
});
