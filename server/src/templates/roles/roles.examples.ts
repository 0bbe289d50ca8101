// The requests and rows the generated route checks (src/route-table.test.ts) use for roles.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import { type ExampleFixtures } from '../../http/route-examples';
import { createRole } from './roles.repository';
import type { RouteExamples } from '../../http/route-examples';

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

export const rolesExamples: RouteExamples = {
  'GET /qms-api/roles': {
    seed: async (fx) => {
      const name = fx.uniqueName('Role');
      return { ids: [await exampleRole(fx, name)], names: [name] };
    },
  },
  'POST /qms-api/roles': {
    example: async (fx) => ({
      body: { name: fx.uniqueName('Auditor'), responsibility: '', authority: '', requirements: '' },
    }),
  },
  'PUT /qms-api/roles/:id': {
    example: async (fx) => ({ params: { id: await exampleRole(fx) }, body: exampleUpdate }),
  },
  'DELETE /qms-api/roles/:id': {
    example: async (fx) => ({ params: { id: await exampleRole(fx) } }),
  },
};
