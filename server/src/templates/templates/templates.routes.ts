import {
  Template,
  TemplateCreate,
  TemplateList,
  TemplatesBySopVersionQuery,
  TemplatesBySopVersionResponse,
  TemplateSearchResponse,
  TemplateStatistics,
  TemplateUpdate,
  TemplateVersionParams,
} from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import { removeStorageFilesAfterCommit } from '../../processes/index';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  templateStatistics,
  updateTemplate,
} from './templates.repository';
import { searchTemplates, templatesBySopVersion } from './templates.search';

// The generated route checks' requests and rows for these routes: templates.examples.ts.

const tags = ['templates'];

export const templatesRoutes = [
  defineRoute({
    method: 'GET',
    url: '/templates',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: "The tenant's template versions, sorted by name",
    tags,
    response: TemplateList,
    handler: ({ tx, user }) => listTemplates(tx, user.tenantId),
  }),
  defineRoute({
    method: 'GET',
    url: '/templates/search',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: 'Every template version with the current processes linked to it directly or by template content',
    tags,
    response: TemplateSearchResponse,
    handler: ({ tx, user }) => searchTemplates(tx, user.tenantId),
  }),
  defineRoute({
    method: 'GET',
    url: '/templates/search/by-sop-version',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: 'The blocks of a process version, the templates it uses and which blocks use each',
    tags,
    query: TemplatesBySopVersionQuery,
    response: TemplatesBySopVersionResponse,
    handler: ({ tx, user, query }) => templatesBySopVersion(tx, user.tenantId, query.sopVersionId),
  }),
  defineRoute({
    method: 'GET',
    url: '/templates/statistics',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: 'Template versions per release state and templates with a released version',
    tags,
    response: TemplateStatistics,
    handler: ({ tx, user }) => templateStatistics(tx, user.tenantId),
  }),
  defineRoute({
    method: 'POST',
    url: '/templates',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Creates a template: a DRAFT first version with the Initial Version number',
    tags,
    body: TemplateCreate,
    response: Template,
    handler: ({ tx, user, body }) => createTemplate(tx, user.tenantId, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/templates/v/:versionId',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: 'One template version',
    tags,
    params: TemplateVersionParams,
    response: Template,
    handler: ({ tx, user, params }) => getTemplate(tx, user.tenantId, params.versionId),
  }),
  defineRoute({
    method: 'PUT',
    url: '/templates/v/:versionId',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Updates a DRAFT template version; 409 when not DRAFT or its dbVersion is stale',
    tags,
    params: TemplateVersionParams,
    body: TemplateUpdate,
    response: Template,
    handler: ({ tx, user, params, body }) => updateTemplate(tx, user.tenantId, params.versionId, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/templates/v/:versionId',
    service: 'qms',
    access: 'write',
    tenantScoped: true,
    summary: 'Deletes a DRAFT template version and its uploaded file; 409 in any other state',
    tags,
    params: TemplateVersionParams,
    handler: async ({ tx, user, params, reply }) => {
      const storageIds = await deleteTemplate(tx, user.tenantId, params.versionId);
      removeStorageFilesAfterCommit(reply, user.tenantId, storageIds);
    },
  }),
];
