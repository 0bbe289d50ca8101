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
import { defineRoute } from '../../http/route';
import {
  createTemplateContent,
  deleteTemplateContent,
  listTemplateContents,
  updateTemplateContent,
} from './template-contents.repository';
import { searchTemplateContents, templateContentStatistics } from './template-contents.search';
import { synchronizeTemplateContents } from './template-contents.sync';

// The generated route checks' requests and rows for these routes: template-contents.examples.ts.

const tags = ['template-contents'];

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
    handler: ({ tx, user, params }) => deleteTemplateContent(tx, user.tenantId, params.id),
  }),
];
