import { z } from 'zod';
import { ReleaseState } from '../common/release-state';
import { Signature, SignerEmail } from './change-control.contract';

// Versions and history of a versioned artifact (spec 1 §3 "SOP document history", §4, §7): processes at
// /qms-api/sops/{artifactId}/versions…, the same shapes for templates.

/**
 * PUT …/versions/{versionId}/release-state: the target state (spec 1 §7). The workflow owns DRAFT ⇄ IN_RELEASE
 * → RELEASED, so the only direct change accepted is RELEASED → OBSOLETE by an admin, signed 'Made obsolete'.
 */
export const ReleaseStateChange = z.object({
  releaseState: ReleaseState,
  /** the version's dbVersion as read (stale → 409) */
  dbVersion: z.number().int().nonnegative(),
  password: z.string().max(1024).optional(),
  email: SignerEmail,
});
export type ReleaseStateChange = z.input<typeof ReleaseStateChange>;

export const ReleaseStateChanged = z.object({
  versionId: z.string(),
  version: z.number().int().positive(),
  releaseState: ReleaseState,
  dbVersion: z.number().int().nonnegative(),
  signature: Signature.nullable(),
});
export type ReleaseStateChanged = z.infer<typeof ReleaseStateChanged>;

/** A released (RELEASED or OBSOLETE) version in the Document History: Version, Date, Authors, Description. */
export const HistoryEntry = z.object({
  version: z.number().int().positive(),
  versionId: z.string(),
  changeDescription: z.string(),
  /** the authors of the completed release, in their order */
  authorDisplayNames: z.array(z.string()),
  /** completion time of the release */
  releasedAt: z.iso.datetime({ offset: true }),
  /** the day the version came or comes into force (issue 29.2); null for releases before effective dates */
  effectiveDate: z.iso.date().nullable(),
  releaseState: ReleaseState,
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/** The DRAFT or IN_RELEASE version, if any ('There exists an unreleased version V{n}.'). */
const UnreleasedEntry = z.object({
  version: z.number().int().positive(),
  versionId: z.string(),
  changeDescription: z.string(),
  releaseState: ReleaseState,
});
type UnreleasedEntry = z.infer<typeof UnreleasedEntry>;

/** GET …/{artifactId}/versions: released entries, newest first, and the unreleased one. */
export const DocumentHistory = z.object({
  released: z.array(HistoryEntry),
  unreleased: UnreleasedEntry.nullable(),
});
export type DocumentHistory = z.infer<typeof DocumentHistory>;

/** 250 rows per page, no footer (spec 1 §2.6, §9). */
export const DOCUMENT_HISTORY_PAGE_SIZE = 250;

/** POST …/versions (a new DRAFT, version + 1, from a RELEASED or OBSOLETE version): the new version. */
export const NewVersionCreated = z.object({
  artifactId: z.string(),
  versionId: z.string(),
  version: z.number().int().positive(),
  releaseState: ReleaseState,
});
export type NewVersionCreated = z.infer<typeof NewVersionCreated>;
