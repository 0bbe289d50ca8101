// The requests and rows the generated route checks (src/route-table.test.ts) use for qms-requirements.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import { sql } from 'drizzle-orm';
import { type ExampleFixtures } from '../../http/route-examples';
import { sopArtifacts, sopBlocks, sopVersions } from '../../processes/schema';
import { GAP_FIXED, seedAssessment, sharedRegulation } from '../../../test/fixtures/gap-list';
import { FIXED } from '../../../test/fixtures/processes';
import type { RouteExamples } from '../../http/route-examples';

/** The seed of the lookups: the tenant's assessment naming every fixed target, with a unique note. */
const seed = async (fx: ExampleFixtures) => ({ ids: [], names: [(await seedAssessment(fx)).notes] });

const seedIds = async (fx: ExampleFixtures) => {
  await seedAssessment(fx);
  return { ids: [], names: [], listsRows: false as const };
};

/** A PRODUCT process with one product requirement (a Section block) whose name is unique to the tenant. */
async function seedProductRequirement(fx: ExampleFixtures) {
  const name = fx.uniqueName('Product requirement');
  await fx.run(async (tx) => {
    const [artifact] = await tx
      .insert(sopArtifacts)
      .values({ tenantId: fx.tenantId, requirementType: 'PRODUCT' })
      .returning();
    const [version] = await tx
      .insert(sopVersions)
      .values({ tenantId: fx.tenantId, artifactId: artifact!.artifactId, name: fx.uniqueName('Product') })
      .returning();
    await tx.insert(sopBlocks).values({
      tenantId: fx.tenantId,
      sopVersionId: version!.versionId,
      artifactId: sql`gen_random_uuid()`,
      type: 'TIPTAP',
      name,
      testable: true,
    });
  });
  return { ids: [], names: [name] };
}

export const qmsRequirementsExamples: RouteExamples = {
  'GET /qms-api/qms-regulations/:id/gap-list': {
    example: async (fx) => ({ params: { id: (await sharedRegulation(fx)).regulationId } }),
  },
  'GET /qms-api/qms-regulations/:id/gap-list/head': {
    example: async (fx) => ({
      params: { id: (await sharedRegulation(fx)).regulationId },
      query: { limit: '5' },
    }),
  },
  'GET /qms-api/qms-regulations/csv-export/:regulationId': {
    example: async (fx) => {
      await seedAssessment(fx, false);
      return { params: { regulationId: (await sharedRegulation(fx, false)).regulationId } };
    },
  },
  'GET /qms-api/qms-requirements': {
    seed,
    example: async (fx) => ({ query: { regulationId: (await sharedRegulation(fx)).regulationId } }),
  },
  'GET /qms-api/qms-requirements/by-sop-version-id': {
    seed,
    example: async () => ({ query: { sopVersionId: FIXED.versionId } }),
  },
  'GET /qms-api/qms-requirements/regulation-ids-by-sop-artifact-id': {
    seed: seedIds,
    example: async () => ({ query: { sopArtifactId: FIXED.artifactId } }),
  },
  'GET /qms-api/qms-requirements/regulation-ids-by-template-artifact-id': {
    seed: seedIds,
    example: async () => ({ query: { templateArtifactId: GAP_FIXED.templateArtifactId } }),
  },
  'GET /qms-api/product-requirements': {
    seed: seedProductRequirement,
  },
  'GET /qms-api/qms-requirements/by-template-content-id': {
    seed,
    example: async () => ({ query: { templateContentId: GAP_FIXED.templateContentId } }),
  },
  'GET /qms-api/qms-requirements/by-target-sop-block-artifact-id': {
    seed,
    example: async () => ({ query: { sopBlockArtifactId: FIXED.blockArtifactId } }),
  },
};
