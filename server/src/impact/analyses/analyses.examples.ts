// The requests and rows the generated route checks (src/route-table.test.ts) use for analyses.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import { sharedRegulation } from '../../../test/fixtures/gap-list';
import { exampleAnalysis } from '../../../test/fixtures/impact';
import type { RouteExamples } from '../../http/route-examples';

export const analysesExamples: RouteExamples = {
  'GET /qms-api/impact-analyses/search': {
    seed: async (fx) => {
      const { analysis } = await exampleAnalysis(fx);
      return { ids: [analysis.id], names: [analysis.title] };
    },
  },
  'GET /qms-api/impact-analyses/:id': {
    example: async (fx) => ({ params: { id: (await exampleAnalysis(fx)).analysis.id } }),
  },
  'POST /qms-api/impact-analyses': {
    example: async (fx) => ({
      body: {
        title: fx.uniqueName('New analysis'),
        regulationIdFrom: (await sharedRegulation(fx, true)).regulationId,
        regulationIdTo: (await sharedRegulation(fx, false)).regulationId,
      },
    }),
  },
  'PUT /qms-api/impact-analyses/:id': {
    example: async (fx) => {
      const { analysis } = await exampleAnalysis(fx);
      return { params: { id: analysis.id }, body: { ...analysis, title: fx.uniqueName('Renamed analysis') } };
    },
  },
  'DELETE /qms-api/impact-analyses/:id': {
    example: async (fx) => ({ params: { id: (await exampleAnalysis(fx)).analysis.id } }),
  },
};
