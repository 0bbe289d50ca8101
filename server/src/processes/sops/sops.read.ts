import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  latestVersionsOf,
  preferredVersion,
  versionsInForce,
  type ReleaseState,
  type SopDetailResponse,
  type SopStatistics,
  type SopSummary,
} from '@qms/shared-api/contract';
import { rowsOf, type Tx } from '../../db/tenant';
import { sopVersions } from '../schema';
import { releasedVersions, serverToday } from './sops.in-force';
import { asVersion, sopArtifactNotFound, sopDetail, sopVersionNotFound, versionColumns } from './sop-rows';

/** GET /sops/sop-artifact-uuid/versions/{versionId}: the version with its artifact and blocks. */
export async function getSopByVersionId(
  tx: Tx,
  tenantId: string,
  versionId: string,
): Promise<SopDetailResponse> {
  const [row] = await tx
    .select(versionColumns)
    .from(sopVersions)
    .where(and(eq(sopVersions.tenantId, tenantId), eq(sopVersions.versionId, versionId)));
  if (!row) throw sopVersionNotFound(versionId);
  return sopDetail(tx, tenantId, asVersion(row));
}

/**
 * GET /sops/{artifactId}/current: the version in force (issue 29.2: the newest released version whose effective
 * date has come, ADR 0145); where none is, the (newest) RELEASED version, else the newest one (spec 1 §4 lookup).
 */
export async function getCurrentSop(
  tx: Tx,
  tenantId: string,
  artifactId: string,
  today = serverToday(),
): Promise<SopDetailResponse> {
  const rows = (
    await tx
      .select(versionColumns)
      .from(sopVersions)
      .where(and(eq(sopVersions.tenantId, tenantId), eq(sopVersions.artifactId, artifactId)))
  ).map(asVersion);
  const { inForce } = versionsInForce(await releasedVersions(tx, tenantId, rows), today);
  const current = rows.find((r) => r.versionId === inForce?.versionId) ?? preferredVersion(rows, artifactId);
  if (!current) throw sopArtifactNotFound(artifactId);
  return sopDetail(tx, tenantId, current);
}

/** GET /sops/statistics (definitions: docs/adr/0043-process-tree-order-and-statistics.md). */
export async function sopStatistics(tx: Tx, tenantId: string): Promise<SopStatistics> {
  const countByReleaseState: Record<ReleaseState, number> = {
    DRAFT: 0,
    IN_RELEASE: 0,
    RELEASED: 0,
    OBSOLETE: 0,
  };
  const byState = await tx
    .select({ state: sopVersions.releaseState, n: sql<number>`count(*)::int` })
    .from(sopVersions)
    .where(eq(sopVersions.tenantId, tenantId))
    .groupBy(sopVersions.releaseState);
  for (const row of byState) countByReleaseState[row.state as ReleaseState] = Number(row.n);
  const latest = await tx.execute(sql`
    with latest as (
      select distinct on (artifact_id) version_id from sop_versions
      where tenant_id = ${tenantId} and release_state = 'RELEASED'
      order by artifact_id, version desc)
    select (select count(*) from latest)::int as processes,
           (select count(*) from sop_blocks b join latest l on b.sop_version_id = l.version_id
             where b.tenant_id = ${tenantId} and b.type = 'STEP' and b.version_state <> 'DELETED')::int as steps`);
  const [row] = rowsOf<{ processes: number; steps: number }>(latest);
  return {
    countByReleaseState,
    latestReleasedCount: Number(row?.processes ?? 0),
    latestReleasedStepCount: Number(row?.steps ?? 0),
  };
}

/** GET /sops/artifact-summaries: per known artifact its lookup name and latest versions; unknown ids left out. */
export async function sopSummaries(tx: Tx, tenantId: string, artifactIds: string[]): Promise<SopSummary[]> {
  if (artifactIds.length === 0) return [];
  const rows = (
    await tx
      .select(versionColumns)
      .from(sopVersions)
      .where(and(eq(sopVersions.tenantId, tenantId), inArray(sopVersions.artifactId, artifactIds)))
  ).map(asVersion);
  const result: SopSummary[] = [];
  for (const artifactId of new Set(artifactIds)) {
    const own = rows.filter((r) => r.artifactId === artifactId);
    const preferred = preferredVersion(own, artifactId);
    if (!preferred) continue;
    result.push({
      artifactId,
      name: preferred.name,
      latestVersions: latestVersionsOf(own).map(({ versionId, version, releaseState }) => ({
        versionId,
        version,
        releaseState,
      })),
    });
  }
  return result;
}
