import { asc, eq, sql } from 'drizzle-orm';
import { TemplateList, type Template } from '@qms/shared-api/contract';
import type { Tx } from '../db/tenant';
import { templates } from '../db/schema/index';
import { defineRoute } from '../http/route';

export function listTemplates(tx: Tx, tenantId: string): Promise<Template[]> {
  return tx
    .select({
      artifactId: templates.artifactId,
      versionId: templates.versionId,
      version: templates.version,
      releaseState: sql<Template['releaseState']>`${templates.releaseState}`,
      name: templates.name,
      description: templates.description,
      documentKey: templates.documentKey,
      location: templates.location,
      reviewerRoleId: templates.reviewerRoleId,
      releaserRoleId: templates.releaserRoleId,
      createdTemplateContentIds: templates.createdTemplateContentIds,
      reportedTemplateContentIds: templates.reportedTemplateContentIds,
    })
    .from(templates)
    .where(eq(templates.tenantId, tenantId))
    .orderBy(asc(sql`lower(${templates.name})`), asc(templates.version));
}

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
    handler: ({ tx, user }) => listTemplates(tx, user.tenantId),
  }),
];
