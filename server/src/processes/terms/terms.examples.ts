// The requests and rows the generated route checks (src/route-table.test.ts) use for terms.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import { sql } from 'drizzle-orm';
import { type ExampleFixtures } from '../../http/route-examples';
import { sopTerms } from '../schema';
import { freshProcess } from '../../../test/fixtures/processes';
import type { RouteExamples } from '../../http/route-examples';

/** A process (version 2, DRAFT) with one term created in version `created`, replaced in `replaced`. */
async function exampleTerm(fx: ExampleFixtures, created = 2, replaced: number | null = null, term?: string) {
  const sop = await freshProcess(fx);
  return fx.run(async (tx) => {
    await tx.execute(
      sql`update sop_versions set version = 2 where tenant_id = ${fx.tenantId} and version_id = ${sop.versionId}`,
    );
    const [row] = await tx
      .insert(sopTerms)
      .values({
        tenantId: fx.tenantId,
        artifactId: sql`gen_random_uuid()`,
        sopArtifactId: sop.artifactId,
        sopVersionCreated: created,
        sopVersionReplaced: replaced,
        term: term ?? fx.uniqueName('Term'),
        definition: 'Definition',
      })
      .returning();
    return {
      artifactId: sop.artifactId,
      versionId: sop.versionId,
      termArtifactId: row!.artifactId,
      termVersionId: row!.versionId,
      term: row!.term,
    };
  });
}

async function idsOf(example: ReturnType<typeof exampleTerm>) {
  const { artifactId, versionId, termArtifactId, termVersionId } = await example;
  return { artifactId, versionId, termArtifactId, termVersionId };
}

export const termsExamples: RouteExamples = {
  'GET /qms-api/terms/search': {
    seed: async (fx) => {
      const { term, termVersionId } = await exampleTerm(fx);
      return { ids: [termVersionId], names: [term] };
    },
  },
  'GET /qms-api/sops/:artifactId/versions/:versionId/terms': {
    example: async (fx) => {
      const { artifactId, versionId } = await exampleTerm(fx);
      return { params: { artifactId, versionId } };
    },
  },
  'GET /qms-api/sops/:artifactId/versions/:versionId/terms/deleted': {
    example: async (fx) => {
      const { artifactId, versionId } = await exampleTerm(fx, 1, 2);
      return { params: { artifactId, versionId } };
    },
  },
  'POST /qms-api/sops/:artifactId/versions/:versionId/terms': {
    example: async (fx) => {
      const sop = await freshProcess(fx);
      return {
        params: { artifactId: sop.artifactId, versionId: sop.versionId },
        body: { term: 'CAPA', abbreviation: 'CAPA', definition: 'Corrective and preventive action' },
      };
    },
  },
  'POST /qms-api/sops/:artifactId/versions/:versionId/terms/:termArtifactId/versions/:termVersionId': {
    example: async (fx) => ({ params: await idsOf(exampleTerm(fx, 1)) }),
  },
  'PUT /qms-api/sops/:artifactId/versions/:versionId/terms/:termArtifactId/versions/:termVersionId': {
    example: async (fx) => ({
      params: await idsOf(exampleTerm(fx)),
      body: { term: 'Changed', definition: 'Changed definition', dbVersion: 0 },
    }),
  },
  'DELETE /qms-api/sops/:artifactId/versions/:versionId/terms/:termArtifactId/versions/:termVersionId': {
    example: async (fx) => ({ params: await idsOf(exampleTerm(fx)) }),
  },
  'DELETE /qms-api/sops/:artifactId/versions/:versionId/terms/deleted/:termVersionId': {
    example: async (fx) => {
      const { artifactId, versionId, termVersionId } = await exampleTerm(fx, 1, 2);
      return { params: { artifactId, versionId, termVersionId } };
    },
  },
};
