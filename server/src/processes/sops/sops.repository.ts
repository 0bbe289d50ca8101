import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { SopArtifact, SopListResponse, SopVersionSummary, VersionScope } from '@qms/shared-api/contract';
import { rowsOf, type Tx } from '../../db/tenant';
import { idArray } from '../../db/uuid';
import { sopArtifacts, sopBlocks, sopRootOrders, sopVersions } from '../schema';
import { versionColumns } from './sop-rows';

/** A version as the list summarises it: the version row's columns, its state typed as the contract's. */
const SUMMARY_COLUMNS = {
  ...versionColumns,
  releaseState: sql<SopVersionSummary['releaseState']>`${sopVersions.releaseState}`,
};

const byArtifactAndVersion = (a: SopVersionSummary, b: SopVersionSummary) =>
  a.artifactId < b.artifactId ? -1 : a.artifactId > b.artifactId ? 1 : a.version - b.version;

/**
 * GET /sops: the tenant's processes. `scope` 'current' (VersionListQuery) leaves the obsolete history unread: the
 * versions that are not OBSOLETE (migration 0037's partial index; its predicate repeated literally), then for a
 * process that has none, its newest version by one probe (ADR 0200). The linked SR process ids are then those of
 * the versions answered.
 */
export async function listSops(
  tx: Tx,
  tenantId: string,
  scope: VersionScope = 'all',
): Promise<SopListResponse> {
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
  const sops =
    scope === 'all' ? await allVersions(tx, tenantId) : await currentVersions(tx, tenantId, artifacts);
  const [root] = await tx
    .select({ ids: sopRootOrders.orderedArtifactIds })
    .from(sopRootOrders)
    .where(eq(sopRootOrders.tenantId, tenantId));
  return {
    artifacts,
    sops,
    allLinkedSrProcessIds:
      scope === 'all'
        ? await linkedSrProcessIds(tx, tenantId)
        : [...new Set(sops.flatMap((s) => s.srProcessIds))].sort(),
    rootOrderedArtifactIds: root?.ids ?? [],
  };
}

const allVersions = (tx: Tx, tenantId: string): Promise<SopVersionSummary[]> =>
  tx
    .select(SUMMARY_COLUMNS)
    .from(sopVersions)
    .where(eq(sopVersions.tenantId, tenantId))
    .orderBy(asc(sopVersions.artifactId), asc(sopVersions.version));

async function currentVersions(
  tx: Tx,
  tenantId: string,
  artifacts: readonly SopArtifact[],
): Promise<SopVersionSummary[]> {
  const live = await tx
    .select(SUMMARY_COLUMNS)
    .from(sopVersions)
    .where(and(eq(sopVersions.tenantId, tenantId), sql`${sopVersions.releaseState} <> 'OBSOLETE'`));
  const withLive = new Set(live.map((v) => v.artifactId));
  const retired = artifacts.map((a) => a.artifactId).filter((id) => !withLive.has(id));
  if (retired.length === 0) return live.sort(byArtifactAndVersion);
  // a scalar probe per process (sop_versions_artifact_version_idx), its version fetched by "= any(array(…))": as a
  // lateral join or an IN list the planner read every version of the tenant
  const obsolete = await tx
    .select(SUMMARY_COLUMNS)
    .from(sopVersions)
    .where(
      and(
        eq(sopVersions.tenantId, tenantId),
        sql`${sopVersions.versionId} = any(array(select (select v.version_id from sop_versions v
          where v.tenant_id = ${tenantId} and v.artifact_id = i.id order by v.version desc limit 1)
          from unnest(${idArray(retired)}) as i(id)))`,
      ),
    );
  return [...live, ...obsolete].sort(byArtifactAndVersion);
}

async function linkedSrProcessIds(tx: Tx, tenantId: string): Promise<string[]> {
  const linked = await tx.execute(
    sql`select distinct unnest(${sopVersions.srProcessIds}) as id from ${sopVersions}
        where ${sopVersions.tenantId} = ${tenantId} order by 1`,
  );
  return rowsOf<{ id: string }>(linked).map((r) => r.id);
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
