import { z } from 'zod';
import { ReleaseState } from '../common/release-state';

const TERM_MIN_MESSAGE = 'Min. 1 characters';
const TERM_ABBREVIATION_MAX = 32;
const TERM_ABBREVIATION_MESSAGE = 'Max. 32 characters';

/**
 * A term version of a process glossary (spec 1 §3). It belongs to the process artifact and is valid for the
 * process versions from `sopVersionCreated` up to (not including) `sopVersionReplaced` — both process version
 * NUMBERS. All texts are plain text: render them as text, never as HTML.
 */
export const SopTerm = z.object({
  artifactId: z.string(),
  versionId: z.string(),
  version: z.number().int().positive(),
  sopArtifactId: z.string(),
  sopVersionCreated: z.number().int().positive(),
  sopVersionReplaced: z.number().int().positive().nullable(),
  term: z.string(),
  abbreviation: z.string(),
  definition: z.string(),
  dbVersion: z.number().int().nonnegative(),
});
export type SopTerm = z.infer<typeof SopTerm>;
export const SopTermList = z.array(SopTerm);

/** POST …/versions/{versionId}/terms; PUT adds dbVersion. */
export const SopTermWrite = z.object({
  term: z.string().trim().min(1, TERM_MIN_MESSAGE).max(500),
  abbreviation: z.string().trim().max(TERM_ABBREVIATION_MAX, TERM_ABBREVIATION_MESSAGE).default(''),
  definition: z.string().trim().min(1, TERM_MIN_MESSAGE).max(20_000),
});
export type SopTermWrite = z.input<typeof SopTermWrite>;
export const SopTermUpdate = SopTermWrite.extend({ dbVersion: z.number().int().nonnegative() });
export type SopTermUpdate = z.input<typeof SopTermUpdate>;

/** GET /qms-api/terms/search: each term valid in the NEWEST version of its process, with that process version. */
export const TermSearchEntry = SopTerm.extend({
  sopVersionId: z.string(),
  sopName: z.string(),
  sopVersion: z.number().int().positive(),
  sopReleaseState: ReleaseState,
});
export type TermSearchEntry = z.infer<typeof TermSearchEntry>;
export const TermSearchResponse = z.array(TermSearchEntry);

const uuid = (what: string) => z.uuid(`${what} must be a UUID`);
export const SopTermParams = z.object({
  artifactId: uuid('Process artifact id'),
  versionId: uuid('Process version id'),
  termArtifactId: uuid('Term artifact id'),
  termVersionId: uuid('Term version id'),
});
export const SopDeletedTermParams = z.object({
  artifactId: uuid('Process artifact id'),
  versionId: uuid('Process version id'),
  termVersionId: uuid('Term version id'),
});

export const TERM_CHANGED_BY_SOMEONE_ELSE =
  'This term was changed by someone else. Reload to see the change.';
export const TERM_NOT_DELETED = 'Only a deleted term can be restored.';
export const TERM_NOT_VALID_HERE = 'This term version is not part of this process version.';
export const TERM_NEW_VERSION_ONLY_UNCHANGED = 'Only an unchanged term can receive a new version.';
