// The requests and rows the generated route checks (src/route-table.test.ts) use for impacts.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import { exampleAnalysis, exampleImpact, exampleImpactOnProcess } from '../../../test/fixtures/impact';
import type { RouteExamples } from '../../http/route-examples';

export const impactsExamples: RouteExamples = {
  'GET /qms-api/impact-analyses/search/by-sop-artifact/:artifactId': {
    seed: async (fx) => {
      const { impact, analysis, changeDescription } = await exampleImpactOnProcess(fx);
      return { ids: [impact.id, analysis.id], names: [analysis.title, changeDescription] };
    },
    example: async (fx) => ({ params: { artifactId: (await exampleImpactOnProcess(fx)).artifactId } }),
  },
  'GET /qms-api/impact-analyses/search/:id': {
    example: async (fx) => ({ params: { id: (await exampleImpact(fx)).analysis.id } }),
  },
  'GET /qms-api/impact-analyses/:id/impacts': {
    example: async (fx) => ({ params: { id: (await exampleImpact(fx)).analysis.id } }),
  },
  'POST /qms-api/impact-analyses/:id/impacts': {
    example: async (fx) => {
      const { analysis, fromRequirementId, toRequirementId } = await exampleAnalysis(fx);
      return {
        params: { id: analysis.id },
        body: { requirementIdsFrom: [fromRequirementId], requirementIdsTo: [toRequirementId] },
      };
    },
  },
  'PUT /qms-api/impact-analyses/:id/impacts/:impactId': {
    example: async (fx) => {
      const { analysis, impact } = await exampleImpact(fx);
      return {
        params: { id: analysis.id, impactId: impact.id },
        body: { ...impact, impactType: 'MAJOR_IMPACT', impactDescription: 'Impact to Process' },
      };
    },
  },
  'DELETE /qms-api/impact-analyses/:id/impacts/:impactId': {
    example: async (fx) => {
      const { analysis, impact } = await exampleImpact(fx);
      return { params: { id: analysis.id, impactId: impact.id } };
    },
  },
  'GET /qms-api/impact-analyses/:id/impacts/:impactId/diff': {
    example: async (fx) => {
      const { analysis, impact } = await exampleImpact(fx);
      return { params: { id: analysis.id, impactId: impact.id } };
    },
  },
};
