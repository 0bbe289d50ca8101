// The requests and rows the generated route checks (src/route-table.test.ts) use for relations.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import { exampleRelationRelease } from '../../../test/fixtures/relation-release';
import type { RouteExamples } from '../../http/route-examples';

export const relationsExamples: RouteExamples = {
  'GET /sr-api/relations': {
    example: async (fx) => ({ query: { regulationId: (await exampleRelationRelease(fx)).regulationId } }),
  },
  'GET /sr-api/relations/:releaseId': {
    example: async (fx) => ({ params: { releaseId: (await exampleRelationRelease(fx)).releaseId } }),
  },
};
