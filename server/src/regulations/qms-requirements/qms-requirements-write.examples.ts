// The requests the generated route checks (src/route-table.test.ts) send to qms-requirements-write.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import { routeKey, type ExampleFixtures, type RouteExamples } from '../../http/route-examples';
import { exampleRegulation } from '../../../test/fixtures/example-regulation';
import { gapTargets, seedAssessment } from '../../../test/fixtures/gap-list';

/** The shared requirement with the tenant's assessment naming the fixed targets (they exist in every tenant). */
async function assessed(fx: ExampleFixtures) {
  const { requirementId, targets } = await seedAssessment(fx);
  return { requirementId, targets };
}

const both = (url: string, example: RouteExamples[string]): RouteExamples => ({
  [routeKey({ method: 'PUT', service: 'qms', url })]: example,
  [routeKey({ method: 'DELETE', service: 'qms', url })]: example,
});

const implemented = (kind: 'sop' | 'template') =>
  both(`/qms-requirements/:requirementId/actual-${kind}-artifact-ids/:artifactId`, {
    example: async (fx) => {
      const { requirementId, targets } = await assessed(fx);
      const artifactId = kind === 'sop' ? targets.artifactId : targets.templateArtifactId;
      return { params: { requirementId, artifactId } };
    },
  });

export const qmsRequirementsWriteExamples: RouteExamples = {
  'PUT /qms-api/qms-requirements': {
    example: async (fx) => {
      // a fresh regulation per example: dbVersion 0 is right for every tenant that sends it
      const { requirementIds } = await exampleRegulation(fx);
      const targets = await gapTargets(fx);
      return {
        body: {
          requirementId: requirementIds[1],
          applicability: 'APPLICABLE',
          applicabilityReason: 'Design control applies to our devices.',
          notes: '',
          targetSopArtifactIds: [targets.artifactId],
          targetTemplateArtifactIds: [targets.templateArtifactId],
          templateContentIds: [targets.templateContentId],
          dbVersion: 0,
        },
      };
    },
  },
  'DELETE /qms-api/qms-requirements/:id': {
    example: async (fx) => ({ params: { id: (await assessed(fx)).requirementId } }),
  },
  ...implemented('sop'),
  ...implemented('template'),
  ...both('/qms-requirements/:requirementId/referenced-block-artifact-ids/:blockArtifactId', {
    example: async (fx) => {
      const { requirementId, targets } = await assessed(fx);
      return { params: { requirementId, blockArtifactId: targets.blockArtifactId } };
    },
  }),
};
