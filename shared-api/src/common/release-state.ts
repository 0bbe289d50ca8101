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
