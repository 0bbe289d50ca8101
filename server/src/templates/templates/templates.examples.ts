// The requests and rows the generated route checks (src/route-table.test.ts) use for templates.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import { eq, sql } from 'drizzle-orm';
import { sopVersions } from '../../processes/schema';
import { type ExampleFixtures } from '../../http/route-examples';
import { fixedProcess } from '../../../test/fixtures/processes';
import { changeTemplateState, createTemplate } from './templates.repository';
import type { RouteExamples } from '../../http/route-examples';

async function exampleTemplate(fx: ExampleFixtures, releaseState?: 'RELEASED') {
  const name = fx.uniqueName('Template');
  const t = await fx.run(async (tx) => {
    const created = await createTemplate(tx, fx.tenantId, { name });
    if (releaseState) {
      await changeTemplateState(tx, fx.tenantId, created.versionId, 'IN_RELEASE');
      return changeTemplateState(tx, fx.tenantId, created.versionId, 'RELEASED');
    }
    return created;
  });
  return { ...t, name };
}

const seedTemplate = async (fx: ExampleFixtures) => {
  const t = await exampleTemplate(fx);
  return { ids: [t.artifactId, t.versionId], names: [t.name] };
};

const updateBody = { name: 'Renamed template', dbVersion: 0 };

export const templatesExamples: RouteExamples = {
  'GET /qms-api/templates': {
    seed: seedTemplate,
  },
  'GET /qms-api/templates/search': {
    seed: seedTemplate,
  },
  'GET /qms-api/templates/search/by-sop-version': {
    // a template linked directly to the tenant's fixed process, which the example asks about
    seed: async (fx) => {
      const { versionId } = await fixedProcess(fx);
      const template = await exampleTemplate(fx);
      await fx.run((tx) =>
        tx
          .update(sopVersions)
          .set({
            templateArtifactIds: sql`array_append(${sopVersions.templateArtifactIds}, ${template.artifactId})`,
          })
          .where(eq(sopVersions.versionId, versionId)),
      );
      return { ids: [template.versionId], names: [template.name] };
    },
    // the fixed process exists in every tenant: another tenant's identical query reads its own row
    example: async (fx) => ({ query: { sopVersionId: (await fixedProcess(fx)).versionId } }),
  },
  'GET /qms-api/templates/statistics': {
    seed: async (fx) => ({ ...(await seedTemplate(fx)), listsRows: false }),
  },
  'POST /qms-api/templates': {
    example: async (fx) => ({ body: { name: fx.uniqueName('New template') } }),
  },
  'GET /qms-api/templates/v/:versionId': {
    example: async (fx) => ({ params: { versionId: (await exampleTemplate(fx)).versionId } }),
  },
  'PUT /qms-api/templates/v/:versionId': {
    example: async (fx) => ({
      params: { versionId: (await exampleTemplate(fx)).versionId },
      body: updateBody,
    }),
  },
  'DELETE /qms-api/templates/v/:versionId': {
    example: async (fx) => ({ params: { versionId: (await exampleTemplate(fx)).versionId } }),
  },
};
