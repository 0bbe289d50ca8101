import { and, eq, inArray } from 'drizzle-orm';
import {
  versionsInForce,
  type ComingVersions,
  type ReleasedVersion,
  type SopVersionSummary,
  type VersionsInForce,
} from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { artifactsTakingEffectAfter, completedEffectiveDates } from '../../change-control/index';
import { sopVersions } from '../schema';
import { sopArtifactNotFound } from './sop-rows';

// Which version of a process is in force (issue 29.2, ADR 0145): derived from the effective dates of completed
// releases (change control's) over this area's versions, by the shared rule versionsInForce.

/** The server's calendar day (UTC): an effective date is in force from 00:00 UTC of that day. */
export const serverToday = (now = new Date()): string => now.toISOString().slice(0, 10);

type VersionRow = Pick<SopVersionSummary, 'artifactId' | 'versionId' | 'version' | 'releaseState'>;

/** The versions with their completed releases' effective dates, as the rule reads them. */
export async function releasedVersions(
  tx: Tx,
  tenantId: string,
  rows: VersionRow[],
): Promise<ReleasedVersion[]> {
  const effective = await completedEffectiveDates(
    tx,
    tenantId,
    'SOP',
    rows
      .filter((r) => r.releaseState === 'RELEASED' || r.releaseState === 'OBSOLETE')
      .map((r) => r.versionId),
  );
  return rows.map((r) => ({
    versionId: r.versionId,
    version: r.version,
    releaseState: r.releaseState,
    completed: effective.has(r.versionId),
    effectiveDate: effective.get(r.versionId) ?? null,
  }));
}

const versionRowColumns = {
  artifactId: sopVersions.artifactId,
  versionId: sopVersions.versionId,
  version: sopVersions.version,
  releaseState: sopVersions.releaseState,
};

/** GET /sops/{artifactId}/in-force */
export async function sopVersionsInForce(
  tx: Tx,
  tenantId: string,
  artifactId: string,
  today = serverToday(),
): Promise<VersionsInForce> {
  const rows = (await tx
    .select(versionRowColumns)
    .from(sopVersions)
    .where(and(eq(sopVersions.tenantId, tenantId), eq(sopVersions.artifactId, artifactId)))) as VersionRow[];
  if (rows.length === 0) throw sopArtifactNotFound(artifactId);
  return { artifactId, ...versionsInForce(await releasedVersions(tx, tenantId, rows), today) };
}

/** GET /sops/coming-versions: every process with a released version whose effective date is still to come. */
export async function comingSopVersions(
  tx: Tx,
  tenantId: string,
  today = serverToday(),
): Promise<ComingVersions> {
  // only a process with a release taking effect after today can have a coming version
  const artifacts = await artifactsTakingEffectAfter(tx, tenantId, 'SOP', today);
  if (artifacts.length === 0) return [];
  const rows = (await tx
    .select({ ...versionRowColumns, name: sopVersions.name })
    .from(sopVersions)
    .where(
      and(
        eq(sopVersions.tenantId, tenantId),
        inArray(sopVersions.artifactId, artifacts),
        inArray(sopVersions.releaseState, ['RELEASED', 'OBSOLETE']),
      ),
    )) as (VersionRow & { name: string })[];
  const released = new Map((await releasedVersions(tx, tenantId, rows)).map((v) => [v.versionId, v]));
  const byArtifact = new Map<string, typeof rows>();
  for (const row of rows) byArtifact.set(row.artifactId, [...(byArtifact.get(row.artifactId) ?? []), row]);
  const answer: ComingVersions = [];
  for (const [artifactId, versions] of byArtifact) {
    const effects = versionsInForce(
      versions.map((v) => released.get(v.versionId)!),
      today,
    );
    if (effects.coming.length === 0) continue;
    // the name of the newest released version, as the process lists show it
    const named = versions.reduce((a, b) => (b.version > a.version ? b : a));
    answer.push({ artifactId, name: named.name, ...effects });
  }
  return answer.sort((a, b) => a.coming[0]!.effectiveDate!.localeCompare(b.coming[0]!.effectiveDate!));
}
