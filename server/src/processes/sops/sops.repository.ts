import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { SopArtifact, SopListResponse, SopVersionSummary } from '@qms/shared-api/contract';
import { rowsOf, type Tx } from '../../db/tenant';
import { sopArtifacts, sopBlocks, sopRootOrders, sopVersions } from '../schema';

export async function listSops(tx: Tx, tenantId: string): Promise<SopListResponse> {
  const artifacts: SopArtifact[] = await tx
    .select({
      artifactId: sopArtifacts.artifactId,
      parentArtifactId: sopArtifacts.parentArtifactId,
      requirementType: sql<SopArtifact['requirementType']>`${sopArtifacts.requirementType}`,
      orderedArtifactIds: sopArtifacts.orderedArtifactIds,
      dbVersion: sopArtifacts.dbVersion,
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
      dbVersion: sopVersions.dbVersion,
    })
    .from(sopVersions)
    .where(eq(sopVersions.tenantId, tenantId))
    .orderBy(asc(sopVersions.artifactId), asc(sopVersions.version));
  const linked = await tx.execute(
    sql`select distinct unnest(${sopVersions.srProcessIds}) as id from ${sopVersions}
        where ${sopVersions.tenantId} = ${tenantId} order by 1`,
  );
  const [root] = await tx
    .select({ ids: sopRootOrders.orderedArtifactIds })
    .from(sopRootOrders)
    .where(eq(sopRootOrders.tenantId, tenantId));
  return {
    artifacts,
    sops,
    allLinkedSrProcessIds: rowsOf<{ id: string }>(linked).map((r) => r.id),
    rootOrderedArtifactIds: root?.ids ?? [],
  };
}

/** How many process steps (in any version) name the role; the roles feature refuses to delete a used role. */
export async function countStepsWithRole(tx: Tx, tenantId: string, roleId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(sopBlocks)
    .where(and(eq(sopBlocks.tenantId, tenantId), eq(sopBlocks.roleId, roleId)));
  return Number(row?.n ?? 0);
}

/** A process with one version, for tests and the generated route checks. */
export async function createSop(
  tx: Tx,
  tenantId: string,
  values: { name: string; srProcessIds?: string[] },
): Promise<{ artifactId: string; versionId: string }> {
  const [artifact] = await tx.insert(sopArtifacts).values({ tenantId }).returning();
  const [version] = await tx
    .insert(sopVersions)
    .values({
      tenantId,
      artifactId: artifact!.artifactId,
      name: values.name,
      srProcessIds: values.srProcessIds ?? [],
    })
    .returning();
  return { artifactId: artifact!.artifactId, versionId: version!.versionId };
}
