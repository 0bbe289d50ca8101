// The requests and rows the generated route checks (src/route-table.test.ts) use for exports.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import type { ExampleFixtures, RouteExamples } from '../../http/route-examples';
import { freshProcess } from '../../../test/fixtures/processes';

const exampleVersion = async (fx: ExampleFixtures) => ({
  params: {
    versionId: (await freshProcess(fx, { blocks: [{ type: 'STEP' }, { type: 'HEADER' }] })).versionId,
  },
});

export const exportsExamples: RouteExamples = {
  'GET /qms-api/sops/v/:versionId/pdf': {
    example: exampleVersion,
  },
  'GET /qms-api/sops/v/:versionId/html': {
    example: exampleVersion,
  },
  'GET /qms-api/sops/by-version-id/:versionId': {
    example: exampleVersion,
  },
  'POST /qms-api/sops/:artifactId/versions/:versionId/copy': {
    example: async (fx) => {
      const sop = await freshProcess(fx, { blocks: [{ type: 'STEP' }] });
      return { params: { artifactId: sop.artifactId, versionId: sop.versionId } };
    },
  },
};
