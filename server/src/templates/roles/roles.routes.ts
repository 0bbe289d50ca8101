import { Role, RoleIdParams, RoleList, RoleUpdate, RoleWrite } from '@qms/shared-api/contract';
import { defineRoute, type ExampleFixtures } from '../../http/route';
import { createRole, deleteRole, listRoles, updateRole } from './roles.repository';

const tags = ['roles'];

/** A role in the example tenant, so generated tests have a real id to aim at. */
async function exampleRole(fx: ExampleFixtures, name = fx.uniqueName('Example role')): Promise<string> {
  const role = await fx.run((tx) =>
    createRole(tx, fx.tenantId, {
      name,
      responsibility: 'r',
      authority: 'a',
      requirements: 'c',
      srId: null,
    }),
  );
  return role.id;
}

// a freshly created role has dbVersion 0
const exampleUpdate = {
  name: 'Renamed role',
  responsibility: '',
  authority: '',
  requirements: '',
  dbVersion: 0,
};

export const rolesRoutes = [
  defineRoute({
    method: 'GET',
    url: '/roles',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: "The tenant's roles, sorted by name",
    tags,
    response: RoleList,
    seed: async (fx) => {
      const name = fx.uniqueName('Role');
      return { ids: [await exampleRole(fx, name)], names: [name] };
    },
    handler: ({ tx, user }) => listRoles(tx, user.tenantId),
  }),
  defineRoute({
    method: 'POST',
    url: '/roles',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Creates a role (name unique per tenant, ignoring case)',
    tags,
    body: RoleWrite,
    response: Role,
    example: async (fx) => ({
      body: { name: fx.uniqueName('Auditor'), responsibility: '', authority: '', requirements: '' },
    }),
    handler: ({ tx, user, body }) => createRole(tx, user.tenantId, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/roles/:id',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Updates a role; 409 when its dbVersion is no longer the stored one (someone else saved)',
    tags,
    params: RoleIdParams,
    body: RoleUpdate,
    response: Role,
    example: async (fx) => ({ params: { id: await exampleRole(fx) }, body: exampleUpdate }),
    handler: ({ tx, user, params, body }) => updateRole(tx, user.tenantId, params.id, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/roles/:id',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Deletes a role; 409 while templates or process steps still use it',
    tags,
    params: RoleIdParams,
    example: async (fx) => ({ params: { id: await exampleRole(fx) } }),
    handler: ({ tx, user, params }) => deleteRole(tx, user.tenantId, params.id),
  }),
];
