// What both mapping formats become: impact drafts whose requirements are still catalog control ids (ac-2, ac-2.1),
// resolved against the two imported regulations only when the import runs (resolve.ts).

export type DraftChangeType = 'NO_CHANGE' | 'SIMILAR' | 'CHANGE' | 'NEW_REQUIREMENT' | 'DELETED_REQUIREMENT';

export interface ImpactDraft {
  /** stable per source row (workbook control, OSCAL map group): re-importing the same file finds the same impact */
  importKey: string;
  changeType: DraftChangeType;
  changeDescription: string;
  /** control ids of the analysis's From regulation (the older edition) */
  requirementIdsFrom: string[];
  /** control ids of the analysis's To regulation (the newer edition) */
  requirementIdsTo: string[];
}

export interface ParsedMapping {
  format: 'nist-comparison-workbook' | 'oscal-mapping-collection';
  drafts: ImpactDraft[];
}

/** Thrown for a body that is neither format; the route answers 400 with the message. */
export class InvalidMappingError extends Error {}
