// The requests and rows the generated route checks (src/route-table.test.ts) use for blocks.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import { type ExampleFixtures } from '../../http/route-examples';
import { freshProcess } from '../../../test/fixtures/processes';
import type { RouteExamples } from '../../http/route-examples';

async function exampleBlock(fx: ExampleFixtures, versionState = 'CREATED') {
  const sop = await freshProcess(fx, { blocks: [{ type: 'TIPTAP', versionState }] });
  const block = sop.blocks[0]!;
  return {
    artifactId: sop.artifactId,
    versionId: sop.versionId,
    blockArtifactId: block.artifactId,
    blockVersionId: block.versionId,
  };
}

export const blocksExamples: RouteExamples = {
  'POST /qms-api/sops/:artifactId/versions/:versionId/blocks': {
    example: async (fx) => {
      const sop = await freshProcess(fx);
      return {
        params: { artifactId: sop.artifactId, versionId: sop.versionId },
        body: { block: { type: 'TIPTAP' } },
      };
    },
  },
  'GET /qms-api/sops/:artifactId/versions/:versionId/blocks/:blockArtifactId/versions/:blockVersionId': {
    example: async (fx) => ({ params: await exampleBlock(fx) }),
  },
  'POST /qms-api/sops/:artifactId/versions/:versionId/blocks/:blockArtifactId/versions/:blockVersionId': {
    example: async (fx) => ({ params: await exampleBlock(fx, 'UNCHANGED') }),
  },
  'PUT /qms-api/sops/:artifactId/versions/:versionId/blocks/:blockArtifactId/versions/:blockVersionId': {
    example: async (fx) => ({ params: await exampleBlock(fx), body: { name: 'Changed', dbVersion: 0 } }),
  },
  'DELETE /qms-api/sops/:artifactId/versions/:versionId/blocks/:blockArtifactId/versions/:blockVersionId': {
    example: async (fx) => ({ params: await exampleBlock(fx) }),
  },
  'DELETE /qms-api/sops/:artifactId/versions/:versionId/blocks/deleted/:blockVersionId': {
    example: async (fx) => {
      const { artifactId, versionId, blockVersionId } = await exampleBlock(fx, 'DELETED');
      return { params: { artifactId, versionId, blockVersionId } };
    },
  },
  'PUT /qms-api/sops/:artifactId/versions/:versionId/blocks/order': {
    example: async (fx) => {
      const { artifactId, versionId, blockArtifactId } = await exampleBlock(fx);
      return { params: { artifactId, versionId }, body: { artifactIds: [blockArtifactId] } };
    },
  },
};
