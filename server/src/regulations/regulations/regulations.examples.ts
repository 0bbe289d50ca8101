// The requests and rows the generated route checks (src/route-table.test.ts) use for regulations.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import { exampleRegulation } from '../../../test/fixtures/example-regulation';
import type { RouteExamples } from '../../http/route-examples';

export const regulationsExamples: RouteExamples = {
  'GET /sr-api/regulations/:id': {
    example: async (fx) => ({ params: { id: (await exampleRegulation(fx)).regulationId } }),
  },
  'GET /sr-api/requirements/:id/guidance': {
    example: async (fx) => ({ params: { id: (await exampleRegulation(fx)).requirementIds[1]! } }),
  },
  'POST /sr-api/regulations/:id/filter': {
    example: async (fx) => {
      const { regulationId, requirementIds } = await exampleRegulation(fx);
      return {
        params: { id: regulationId },
        body: { applicableRequirementIds: requirementIds.slice(-1), infoRequirementIds: [] },
      };
    },
  },
  'POST /sr-api/requirements': {
    example: async (fx) => {
      const { regulationId, requirementIds } = await exampleRegulation(fx);
      return {
        body: { requirementIdsPerRegulation: { [regulationId]: requirementIds }, searchText: 'organisation' },
      };
    },
  },
};
