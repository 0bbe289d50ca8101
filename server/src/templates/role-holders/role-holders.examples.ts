// The requests and rows the generated route checks (src/route-table.test.ts) use for role-holders.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import type { ExampleFixtures, RouteExamples } from '../../http/route-examples';
import { createRole } from '../roles/roles.repository';
import { replaceRoleHolders, userJobRoles } from './role-holders.repository';

/** A role of the example tenant, held by the tenant's admin (the caller) when `held`. */
async function exampleRole(fx: ExampleFixtures, held = false): Promise<string> {
  return fx.run(async (tx) => {
    const role = await createRole(tx, fx.tenantId, {
      name: fx.uniqueName('Holder role'),
      responsibility: '',
      authority: '',
      requirements: '',
      srId: null,
    });
    if (held) {
      await replaceRoleHolders(
        tx,
        fx.tenantId,
        role.id,
        { userIds: [fx.caller.userId], dbVersion: 0 },
        fx.caller.userId,
      );
    }
    return role.id;
  });
}

export const roleHoldersExamples: RouteExamples = {
  'GET /qms-api/roles/:id/holders': {
    example: async (fx) => ({ params: { id: await exampleRole(fx, true) } }),
  },
  'PUT /qms-api/roles/:id/holders': {
    example: async (fx) => ({
      params: { id: await exampleRole(fx) },
      body: { userIds: [fx.caller.userId], dbVersion: 0 },
    }),
  },
  'GET /qms-api/job-roles': {
    seed: async (fx) => ({ ids: [await exampleRole(fx, true)], names: [] }),
  },
  'GET /qms-api/job-roles/:userId': {
    example: async (fx) => {
      await exampleRole(fx, true);
      return { params: { userId: fx.caller.userId } };
    },
  },
  'PUT /qms-api/job-roles/:userId': {
    example: async (fx) => {
      const roleId = await exampleRole(fx);
      // the caller keeps the roles other examples gave them: only the new role changes
      const held = await fx.run((tx) => userJobRoles(tx, fx.tenantId, fx.caller.userId));
      return {
        params: { userId: fx.caller.userId },
        body: { roleIds: [...held.roleIds, roleId], roleVersions: [{ roleId, dbVersion: 0 }] },
      };
    },
  },
};
