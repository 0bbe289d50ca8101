import {
  CHANGE_CONTROL_ERRORS as E,
  ReleaseStateChange,
  type DocumentHistory,
  type HistoryEntry,
  type NewVersionCreated,
  type ReleaseStateChanged,
} from '@qms/shared-api/contract';
import type { z } from 'zod';
import { HttpError } from '../http/errors';
import { completedReleases } from './releases.repository';
import { sign, type CcContext } from './change-control.service';
import type { HostVersion } from './host';
import { checkDirectReleaseState, checkNewVersion } from './state-machine';

// Versions of an artifact (spec 1 §4): new version, the direct release-state change (RELEASED → OBSOLETE only)
// and the document history.

/** GET …/versions: released (RELEASED or OBSOLETE with a completed release) newest first, and the unreleased one. */
export async function documentHistory(ctx: CcContext, artifactId: string): Promise<DocumentHistory> {
  const { tx, user, host } = ctx;
  const versions = await host.listVersions(tx, user.tenantId, artifactId);
  const releases = await completedReleases(
    tx,
    user.tenantId,
    host.artifactType,
    versions.map((v) => v.versionId),
  );
  const released: HistoryEntry[] = [];
  for (const v of [...versions].reverse()) {
    const release = releases.find((r) => r.artifactVersionId === v.versionId);
    if (!release?.decidedAt) continue;
    released.push({
      version: v.version,
      versionId: v.versionId,
      changeDescription: v.changeDescription,
      authorDisplayNames: release.authors.map((a) => a.userDisplayName),
      releasedAt: release.decidedAt,
      effectiveDate: release.effectiveDate,
      releaseState: v.releaseState,
    });
  }
  const open = [...versions]
    .reverse()
    .find((v) => v.releaseState === 'DRAFT' || v.releaseState === 'IN_RELEASE');
  return {
    released,
    unreleased: open
      ? {
          version: open.version,
          versionId: open.versionId,
          changeDescription: open.changeDescription,
          releaseState: open.releaseState,
        }
      : null,
  };
}

/** POST …/versions: a DRAFT copy of the newest version with version + 1 (admins; refused while one is in work). */
export async function createNewVersion(ctx: CcContext, artifactId: string): Promise<NewVersionCreated> {
  const { tx, user, host } = ctx;
  const versions = await host.listVersions(tx, user.tenantId, artifactId);
  // lock the newest: two admins pressing CREATE NEW VERSION at once make one version, the other gets the 409
  const newest = versions.length
    ? await host.loadVersion(tx, user.tenantId, versions[versions.length - 1]!.versionId, true)
    : undefined;
  const refusal = checkNewVersion(newest ? [...versions.slice(0, -1), newest] : versions);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  const created = await host.copyAsNewVersion(tx, user.tenantId, newest!, newest!.version + 1);
  return {
    artifactId: created.artifactId,
    versionId: created.versionId,
    version: created.version,
    releaseState: created.releaseState,
  };
}

/** The checks of a direct release-state change without changing anything (before the password is asked). */
export async function precheckReleaseState(
  ctx: CcContext,
  versionId: string,
  body: z.output<typeof ReleaseStateChange>,
  artifactId?: string,
): Promise<void> {
  const version = await ctx.host.loadVersion(ctx.tx, ctx.user.tenantId, versionId);
  checkReleaseStateChange(version, versionId, body, artifactId);
}

function checkReleaseStateChange(
  version: HostVersion,
  versionId: string,
  body: z.output<typeof ReleaseStateChange>,
  artifactId?: string,
): void {
  if (artifactId && version.artifactId !== artifactId) {
    throw new HttpError(404, `Version ${versionId} not found`);
  }
  const refusal = checkDirectReleaseState(version.releaseState, body.releaseState);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  if (version.dbVersion !== body.dbVersion) throw new HttpError(409, E.versionChanged);
}

/** PUT …/release-state: only RELEASED → OBSOLETE, signed 'Made obsolete' (the password checked before). */
export async function changeReleaseState(
  ctx: CcContext,
  versionId: string,
  body: z.output<typeof ReleaseStateChange>,
  artifactId?: string,
): Promise<ReleaseStateChanged> {
  const { tx, user, host } = ctx;
  const version = await host.loadVersion(tx, user.tenantId, versionId, true);
  checkReleaseStateChange(version, versionId, body, artifactId);
  const signature = await sign(ctx, version, 'Made obsolete', null);
  const changed = await host.setReleaseState(tx, user.tenantId, versionId, body.releaseState);
  return {
    versionId: changed.versionId,
    version: changed.version,
    releaseState: changed.releaseState,
    dbVersion: changed.dbVersion,
    signature,
  };
}
