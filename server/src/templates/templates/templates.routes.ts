import { eq, sql } from 'drizzle-orm';
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
import { sopVersions } from '../../db/schema/index';
import { defineRoute, type ExampleFixtures } from '../../http/route';
import { fixedProcess, removeStorageFilesAfterCommit } from '../../processes/index';
import {
  changeTemplateState,
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  templateStatistics,
  updateTemplate,
} from './templates.repository';
import { searchTemplates, templatesBySopVersion } from './templates.search';

const tags = ['templates'];

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
    seed: seedTemplate,
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
    seed: seedTemplate,
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
    seed: async (fx) => ({ ...(await seedTemplate(fx)), listsRows: false }),
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
    example: async (fx) => ({ body: { name: fx.uniqueName('New template') } }),
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
    example: async (fx) => ({ params: { versionId: (await exampleTemplate(fx)).versionId } }),
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
    example: async (fx) => ({
      params: { versionId: (await exampleTemplate(fx)).versionId },
      body: updateBody,
    }),
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
    example: async (fx) => ({ params: { versionId: (await exampleTemplate(fx)).versionId } }),
    handler: async ({ tx, user, params, reply }) => {
      const storageIds = await deleteTemplate(tx, user.tenantId, params.versionId);
      removeStorageFilesAfterCommit(reply, user.tenantId, storageIds);
    },
  }),
];
