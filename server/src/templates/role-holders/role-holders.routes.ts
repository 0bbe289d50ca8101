import {
  JOB_ROLES_PATH,
  JobRoleHolding,
  JobRoleHoldings,
  JobRolesUpdate,
  JobRoleUserParams,
  RoleHolders,
  RoleHoldersUpdate,
  RoleIdParams,
} from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import {
  jobRoleHoldings,
  readRoleHolders,
  replaceRoleHolders,
  replaceUserJobRoles,
  userJobRoles,
} from './role-holders.repository';

// The generated route checks' requests and rows for these routes: role-holders.examples.ts.

const tags = ['roles'];
const jobRoles = JOB_ROLES_PATH.replace('/qms-api', '');

export const roleHoldersRoutes = [
  defineRoute({
    method: 'GET',
    url: '/roles/:id/holders',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: "Who holds a job role (disabled users too, marked), with the role's dbVersion",
    tags,
    params: RoleIdParams,
    response: RoleHolders,
    handler: ({ tx, user, params }) => readRoleHolders(tx, user.tenantId, params.id),
  }),
  defineRoute({
    method: 'PUT',
    url: '/roles/:id/holders',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary:
      "Replaces a role's holders (admins): users of the tenant, no disabled user newly assigned; stale dbVersion → 409",
    tags,
    params: RoleIdParams,
    body: RoleHoldersUpdate,
    response: RoleHolders,
    handler: ({ tx, user, params, body }) =>
      replaceRoleHolders(tx, user.tenantId, params.id, body, user.userId),
  }),
  defineRoute({
    method: 'GET',
    url: jobRoles,
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: 'Every user holding a job role, with the ids of the roles held',
    tags,
    response: JobRoleHoldings,
    handler: ({ tx, user }) => jobRoleHoldings(tx, user.tenantId),
  }),
  defineRoute({
    method: 'GET',
    url: `${jobRoles}/:userId`,
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: 'The job roles one user of the tenant holds',
    tags,
    params: JobRoleUserParams,
    response: JobRoleHolding,
    handler: ({ tx, user, params }) => userJobRoles(tx, user.tenantId, params.userId),
  }),
  defineRoute({
    method: 'PUT',
    url: `${jobRoles}/:userId`,
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary:
      "Replaces a user's job roles (admins), naming the dbVersion of each role that changes (stale → 409)",
    tags,
    params: JobRoleUserParams,
    body: JobRolesUpdate,
    response: JobRoleHolding,
    handler: ({ tx, user, params, body }) =>
      replaceUserJobRoles(tx, user.tenantId, params.userId, body, user.userId),
  }),
];
