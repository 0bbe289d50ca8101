import { asc, eq, sql } from 'drizzle-orm';
import type { Template } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { templates } from '../../db/schema/index';

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

/** A first template version, for tests and the generated route checks. */
export async function createTemplate(
  tx: Tx,
  tenantId: string,
  values: { name: string; documentKey?: string },
): Promise<{ artifactId: string; versionId: string }> {
  const [row] = await tx
    .insert(templates)
    .values({ tenantId, artifactId: crypto.randomUUID(), ...values })
    .returning({ artifactId: templates.artifactId, versionId: templates.versionId });
  return row!;
}
