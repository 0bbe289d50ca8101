import { z } from 'zod';
import type { ReleaseState } from '../common/release-state';

// Which released version is in force (issue 29.2, docs/adr/0145-version-in-force-derived-from-effective-dates.md).
// The release states stay as the spec has them (completing a release makes the previous version OBSOLETE at once);
// "in force" is derived: the newest released version whose effective date has come. ONE rule for the server (the
// …/current lookup, the in-force answers) and the screens.

/** A released version and the day it comes (or came) into force. */
const VersionEffect = z.object({
  versionId: z.string(),
  version: z.number().int().positive(),
  /** 'YYYY-MM-DD'; null for a release completed before effective dates existed (in force since its release) */
  effectiveDate: z.iso.date().nullable(),
});
type VersionEffect = z.infer<typeof VersionEffect>;

/** GET /qms-api/sops/:artifactId/in-force: the version in force and the released ones still to come, soonest first. */
export const VersionsInForce = z.object({
  artifactId: z.string(),
  inForce: VersionEffect.nullable(),
  coming: z.array(VersionEffect),
});
export type VersionsInForce = z.infer<typeof VersionsInForce>;

/** GET /qms-api/sops/coming-versions: the processes with a released version not yet in force. */
export const ComingVersions = z.array(VersionsInForce.extend({ name: z.string() }));
export type ComingVersions = z.infer<typeof ComingVersions>;

export const COMING_VERSIONS_PATH = '/qms-api/sops/coming-versions';
export const versionsInForcePath = (artifactId: string): string =>
  `/qms-api/sops/${encodeURIComponent(artifactId)}/in-force`;

/** A version of an artifact with the effective date of its completed release, if it has one. */
export interface ReleasedVersion extends VersionEffect {
  releaseState: ReleaseState;
  /** false: no completed release (a DRAFT, or a version released without the workflow) */
  completed: boolean;
}

/**
 * In force: the newest version with a completed release whose effective date is `today` or earlier, among the
 * versions up to the newest RELEASED one (a document whose last version was made obsolete has none in force).
 * Coming: the completed, RELEASED or superseded versions newer than that one whose effective date is after `today`.
 * `today` is a calendar day ('YYYY-MM-DD').
 */
export function versionsInForce(
  versions: readonly ReleasedVersion[],
  today: string,
): { inForce: VersionEffect | null; coming: VersionEffect[] } {
  const newestFirst = [...versions].sort((a, b) => b.version - a.version);
  const released = newestFirst.find((v) => v.releaseState === 'RELEASED');
  if (!released) return { inForce: null, coming: [] };
  const candidates = newestFirst.filter((v) => v.completed && v.version <= released.version);
  const effect = ({ versionId, version, effectiveDate }: VersionEffect): VersionEffect => ({
    versionId,
    version,
    effectiveDate,
  });
  const inForce = candidates.find((v) => v.effectiveDate === null || v.effectiveDate <= today);
  const coming = candidates
    .filter(
      (v) => (!inForce || v.version > inForce.version) && v.effectiveDate !== null && v.effectiveDate > today,
    )
    .sort((a, b) => a.effectiveDate!.localeCompare(b.effectiveDate!) || a.version - b.version);
  return { inForce: inForce ? effect(inForce) : null, coming: coming.map(effect) };
}

/** "Version 2 in force; version 3 effective 2026-12-13" (Process Detail, the dashboard). */
export function inForceSummary({ inForce, coming }: Pick<VersionsInForce, 'inForce' | 'coming'>): string {
  const parts = [
    inForce ? `Version ${inForce.version} in force` : 'No version in force yet',
    ...coming.map((c) => `version ${c.version} effective ${c.effectiveDate}`),
  ];
  return parts.join('; ');
}
