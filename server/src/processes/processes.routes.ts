import { asc, eq, sql } from 'drizzle-orm';
import { SopListResponse, type SopArtifact, type SopVersionSummary } from '@qms/shared-api/contract';
import { rowsOf, type Tx } from '../db/tenant';
import { sopArtifacts, sopVersions } from '../db/schema/index';
import { defineRoute } from '../http/route';

export async function listSops(tx: Tx, tenantId: string): Promise<SopListResponse> {
  const artifacts: SopArtifact[] = await tx
    .select({
      artifactId: sopArtifacts.artifactId,
      parentArtifactId: sopArtifacts.parentArtifactId,
      requirementType: sql<SopArtifact['requirementType']>`${sopArtifacts.requirementType}`,
      orderedArtifactIds: sopArtifacts.orderedArtifactIds,
    })
    .from(sopArtifacts)
    .where(eq(sopArtifacts.tenantId, tenantId))
    .orderBy(asc(sopArtifacts.createdAt), asc(sopArtifacts.artifactId));
  const sops: SopVersionSummary[] = await tx
    .select({
      artifactId: sopVersions.artifactId,
      versionId: sopVersions.versionId,
      version: sopVersions.version,
      releaseState: sql<SopVersionSummary['releaseState']>`${sopVersions.releaseState}`,
      changeDescription: sopVersions.changeDescription,
      sopAsPdf: sopVersions.sopAsPdf,
      name: sopVersions.name,
      description: sopVersions.description,
      templateArtifactIds: sopVersions.templateArtifactIds,
      templateContentIds: sopVersions.templateContentIds,
      srProcessIds: sopVersions.srProcessIds,
    })
    .from(sopVersions)
    .where(eq(sopVersions.tenantId, tenantId))
    .orderBy(asc(sopVersions.artifactId), asc(sopVersions.version));
  const linked = await tx.execute(
    sql`select distinct unnest(${sopVersions.srProcessIds}) as id from ${sopVersions}
        where ${sopVersions.tenantId} = ${tenantId} order by 1`,
  );
  return { artifacts, sops, allLinkedSrProcessIds: rowsOf<{ id: string }>(linked).map((r) => r.id) };
}

export const processesRoutes = [
  defineRoute({
    method: 'GET',
    url: '/sops',
    service: 'qms',
    access: 'read',
    tenantScoped: true,
    summary: "The tenant's processes: artifacts (tree and order), versions and all linked SR process ids",
    tags: ['processes'],
    response: SopListResponse,
    handler: ({ tx, user }) => listSops(tx, user.tenantId),
  }),
];
