import { z } from 'zod';

/** The release state of a versioned document (SOPs, templates, …): shared by every area's contract. */
export const ReleaseState = z.enum(['DRAFT', 'IN_RELEASE', 'RELEASED', 'OBSOLETE']);
export type ReleaseState = z.infer<typeof ReleaseState>;

/** Display labels of the release states (spec 1 §9, spec 2 §9 dashboard labels). */
export const RELEASE_STATE_LABELS: Record<ReleaseState, string> = {
  RELEASED: 'Released',
  IN_RELEASE: 'In review',
  DRAFT: 'In draft',
  OBSOLETE: 'Obsolete',
};

/**
 * The one human label of a release state, used wherever a state is shown (header, chips, banners, cards), so the
 * header and the Release Workflow never name one state twice (issue 27 point 7).
 */
export const releaseStateLabel = (state: ReleaseState): string => RELEASE_STATE_LABELS[state];

/** A version with its state as chips and banners show it: 'V2 In review'. */
export const versionLabel = (version: number, state: ReleaseState): string =>
  `V${version} ${releaseStateLabel(state)}`;

/**
 * Which versions a document list answers (GET /sops, GET /templates): `all` (the default) every version, the whole
 * history; `current` the versions that are not OBSOLETE and, of a document all of whose versions are OBSOLETE, the
 * newest (so it keeps its name). `current` is what choosers and names need (spec 1 §4: selectable documents skip
 * OBSOLETE versions and prefer the RELEASED one) without the history, which grows with every release (ADR 0200).
 */
export const VersionListQuery = z.object({ scope: z.enum(['all', 'current']).default('all') });
export type VersionScope = z.output<typeof VersionListQuery>['scope'];
