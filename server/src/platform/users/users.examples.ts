// The requests and rows the generated route checks (src/route-table.test.ts) use for users.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import { sql } from 'drizzle-orm';
import { QMS_VIEWER } from '@qms/shared-api/contract';
import { type ExampleFixtures } from '../../http/route-examples';
import { insertInvitedUser } from './users.repository';
import type { RouteExamples } from '../../http/route-examples';

/** A user in the example tenant (as system work), so the generated checks have a real id to aim at. */
async function exampleUser(fx: ExampleFixtures, options: { invited?: boolean; name?: string } = {}) {
  const displayName = options.name ?? fx.uniqueName('Colleague');
  const email = `${displayName.replace(/\W+/g, '.').toLowerCase()}@example.com`;
  const user = await fx.system((tx) =>
    insertInvitedUser(tx, fx.tenantId, {
      email,
      displayName,
      roles: [QMS_VIEWER],
      invitedBy: null,
      now: new Date(),
    }),
  );
  if (!options.invited) {
    // a user who accepted the invitation: password set (as the set-password page would)
    await fx.system((tx) =>
      tx.execute(sql`update users set password_set_at = now() where id = ${user.userId}`),
    );
  }
  return { ...user, displayName, email };
}

export const usersExamples: RouteExamples = {
  'GET /qms-api/tenant-users': {
    seed: async (fx) => {
      const user = await exampleUser(fx);
      return { ids: [user.userId], names: [user.displayName, user.email] };
    },
  },
  'POST /qms-api/tenant-users': {
    example: async (fx) => {
      const displayName = fx.uniqueName('Invitee');
      return {
        body: {
          email: `${displayName.replace(/\W+/g, '.').toLowerCase()}@example.com`,
          displayName,
          roles: [QMS_VIEWER],
        },
      };
    },
  },
  'PUT /qms-api/tenant-users/:id/roles': {
    example: async (fx) => {
      const target = await exampleUser(fx);
      return { params: { id: target.userId }, body: { roles: [QMS_VIEWER], dbVersion: target.dbVersion } };
    },
  },
  'POST /qms-api/tenant-users/:id/disable': {
    example: async (fx) => {
      const target = await exampleUser(fx);
      return { params: { id: target.userId }, body: { dbVersion: target.dbVersion } };
    },
  },
  'POST /qms-api/tenant-users/:id/enable': {
    example: async (fx) => {
      const target = await exampleUser(fx);
      return { params: { id: target.userId }, body: { dbVersion: target.dbVersion } };
    },
  },
  'POST /qms-api/tenant-users/:id/invitation': {
    example: async (fx) => ({ params: { id: (await exampleUser(fx, { invited: true })).userId } }),
  },
  'POST /qms-api/tenant-users/:id/password-reset': {
    example: async (fx) => ({ params: { id: (await exampleUser(fx)).userId } }),
  },
};
