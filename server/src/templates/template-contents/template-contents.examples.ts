// The requests and rows the generated route checks (src/route-table.test.ts) use for template-contents.routes.ts: test
// support beside the routes it exercises, loaded by the checks only, never by the server.
import { type ExampleFixtures } from '../../http/route-examples';
import { createTemplateContent } from './template-contents.repository';
import type { RouteExamples } from '../../http/route-examples';

async function exampleContent(fx: ExampleFixtures, name = fx.uniqueName('Content')) {
  const content = await fx.run((tx) =>
    createTemplateContent(tx, fx.tenantId, { name, description: 'd', exampleText: 'e', srId: null }),
  );
  return { id: content.id, name };
}

const seedContent = async (fx: ExampleFixtures) => {
  const c = await exampleContent(fx);
  return { ids: [c.id], names: [c.name] };
};

export const templateContentsExamples: RouteExamples = {
  'GET /qms-api/template-contents': {
    seed: seedContent,
  },
  'GET /qms-api/template-contents/search': {
    seed: seedContent,
  },
  'GET /qms-api/template-contents/statistics': {
    seed: async (fx) => ({ ...(await seedContent(fx)), listsRows: false }),
  },
  'POST /qms-api/template-contents': {
    example: async (fx) => ({ body: { name: fx.uniqueName('New content') } }),
  },
  'POST /qms-api/template-contents/synchronize': {
    example: async () => ({}),
  },
  'PUT /qms-api/template-contents/:id': {
    example: async (fx) => ({
      params: { id: (await exampleContent(fx)).id },
      body: { name: 'Renamed content', dbVersion: 0 },
    }),
  },
  'DELETE /qms-api/template-contents/:id': {
    example: async (fx) => ({ params: { id: (await exampleContent(fx)).id } }),
  },
};
