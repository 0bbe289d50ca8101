import { TemplateList } from '@qms/shared-api/contract';
import { defineRoute } from '../../http/route';
import { createTemplate, listTemplates } from './templates.repository';

export const templatesRoutes = [
  defineRoute({
    method: 'GET',
    url: '/templates',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: "The tenant's template versions",
    tags: ['templates'],
    response: TemplateList,
    seed: async (fx) => {
      const name = fx.uniqueName('Template');
      const template = await fx.run((tx) => createTemplate(tx, fx.tenantId, { name }));
      return { ids: [template.artifactId, template.versionId], names: [name] };
    },
    handler: ({ tx, user }) => listTemplates(tx, user.tenantId),
  }),
];
