// The requests and rows the generated route checks (src/route-table.test.ts) use for comments.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import { type ExampleFixtures } from '../http/route-examples';
import { FIXED, fixedProcess } from '../../test/fixtures/processes';
import { createComment } from './comments.repository';
import { processCommentTargets } from '../processes/index';
import type { RouteExamples } from '../http/route-examples';

/** A comment on the fixed process's block, written by the tenant's admin (the generated checks' caller). */
async function exampleComment(fx: ExampleFixtures, text = fx.uniqueName('Comment')) {
  await fixedProcess(fx);
  return fx.run((tx) =>
    createComment(
      tx,
      fx.caller,
      {
        comment: text,
        refId: FIXED.blockArtifactId,
        refType: 'SOP_BLOCK_ARTIFACT',
        parentRefId: FIXED.artifactId,
        parentRefType: 'SOP_ARTIFACT',
      },
      [processCommentTargets],
    ),
  );
}

export const commentsExamples: RouteExamples = {
  'GET /qms-api/comments/:refId': {
    example: async (fx) => {
      await exampleComment(fx);
      return { params: { refId: FIXED.blockArtifactId } };
    },
  },
  'GET /qms-api/comments/:refId/children-comment-count': {
    example: async (fx) => {
      await exampleComment(fx);
      return { params: { refId: FIXED.artifactId } };
    },
  },
  'POST /qms-api/comments': {
    example: async (fx) => {
      await fixedProcess(fx);
      return {
        body: {
          comment: 'Looks good',
          refId: FIXED.blockArtifactId,
          refType: 'SOP_BLOCK_ARTIFACT',
          parentRefId: FIXED.artifactId,
          parentRefType: 'SOP_ARTIFACT',
        },
      };
    },
  },
  'PUT /qms-api/comments/:id': {
    example: async (fx) => ({
      params: { id: (await exampleComment(fx)).id },
      body: { comment: 'Edited', dbVersion: 0 },
    }),
  },
  'DELETE /qms-api/comments/:id': {
    example: async (fx) => ({ params: { id: (await exampleComment(fx)).id } }),
  },
};
