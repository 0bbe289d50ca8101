import {
  TemplateContent,
  TemplateContentIdParams,
  TemplateContentList,
  TemplateContentSearchQuery,
  TemplateContentSearchResponse,
  TemplateContentStatistics,
  TemplateContentSyncResult,
  TemplateContentUpdate,
  TemplateContentWrite,
} from '@qms/shared-api/contract';
import { defineRoute, type ExampleFixtures } from '../../http/route';
import {
  createTemplateContent,
  deleteTemplateContent,
  listTemplateContents,
  updateTemplateContent,
} from './template-contents.repository';
import { searchTemplateContents, templateContentStatistics } from './template-contents.search';
import { synchronizeTemplateContents } from './template-contents.sync';

const tags = ['template-contents'];

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

export const templateContentsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/template-contents',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: "The tenant's template contents with the templates and processes using them, sorted by name",
    tags,
    response: TemplateContentList,
    seed: seedContent,
    handler: ({ tx, user }) => listTemplateContents(tx, user.tenantId),
  }),
  defineRoute({
    method: 'GET',
    url: '/template-contents/search',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: 'Filtered template contents with their validations and link states (templateContentInfos)',
    tags,
    query: TemplateContentSearchQuery,
    response: TemplateContentSearchResponse,
    // megabytes for a large tenant (5,000 contents): JSON.stringify of the contract's fields (issue 11)
    serializer: 'picked',
    seed: seedContent,
    handler: ({ tx, user, query }) => searchTemplateContents(tx, user.tenantId, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/template-contents/statistics',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: 'Template contents per link state, and the total',
    tags,
    response: TemplateContentStatistics,
    seed: async (fx) => ({ ...(await seedContent(fx)), listsRows: false }),
    handler: ({ tx, user }) => templateContentStatistics(tx, user.tenantId),
  }),
  defineRoute({
    method: 'POST',
    url: '/template-contents',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Creates a template content (srId: a current standards template content, once per tenant)',
    tags,
    body: TemplateContentWrite,
    response: TemplateContent,
    example: async (fx) => ({ body: { name: fx.uniqueName('New content') } }),
    handler: ({ tx, user, body }) => createTemplateContent(tx, user.tenantId, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/template-contents/synchronize',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Creates the standard template contents missing in the tenant; reports changed and removed ones',
    tags,
    status: 200,
    response: TemplateContentSyncResult,
    example: async () => ({}),
    handler: ({ tx, user }) => synchronizeTemplateContents(tx, user.tenantId),
  }),
  defineRoute({
    method: 'PUT',
    url: '/template-contents/:id',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Updates a template content; 409 when its dbVersion is stale',
    tags,
    params: TemplateContentIdParams,
    body: TemplateContentUpdate,
    response: TemplateContent,
    example: async (fx) => ({
      params: { id: (await exampleContent(fx)).id },
      body: { name: 'Renamed content', dbVersion: 0 },
    }),
    handler: ({ tx, user, params, body }) => updateTemplateContent(tx, user.tenantId, params.id, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/template-contents/:id',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Deletes a template content; 409 naming the templates and processes still using it',
    tags,
    params: TemplateContentIdParams,
    example: async (fx) => ({ params: { id: (await exampleContent(fx)).id } }),
    handler: ({ tx, user, params }) => deleteTemplateContent(tx, user.tenantId, params.id),
  }),
];
