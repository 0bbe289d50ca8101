import { Role, RoleIdParams, RoleList, RoleUpdate, RoleWrite } from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import { createRole, deleteRole, listRoles, updateRole } from './roles.repository';

// The generated route checks' requests and rows for these routes: roles.examples.ts.

const tags = ['roles'];

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
    handler: ({ tx, user, params }) => deleteRole(tx, user.tenantId, params.id),
  }),
];
