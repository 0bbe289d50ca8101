/** Messages of the impact area (spec 3 §2, §5, §8) plus the server's refusals (ADR 0090). */
export const IMPACT_MESSAGES = {
  // §8
  list: 'Impact Analyses could not be loaded, try again later.',
  detail: 'Impact Analysis could not be loaded, try again later.',
  save: 'something did not work',
  fromQmsRequirements: "Can't load from-qms-requirements, try again later.",
  toQmsRequirements: "Can't load to-qms-requirements, try again later.",
  updateImpact: 'Update of impact failed',
  deleteImpact: 'Delete of impact failed',
  chunkSizeOdd: 'chuck size must be even.',
  // §2
  noImpactSelectedViewer: 'No Impact selected',
  // §5
  noImpactSelected: 'No impact selected',
  oneRequirementRequired: 'One requirement is required.',
  nextRequirementMissing: "Can't find next requirement...",
  nextRequirementMapped: 'Next requirement is already mapped with an impact',
  // §5 impact analysis dialog
  titleMin: 'Minimum 1 character',
  titleMax: 'Maximum 200 characters',
  fromRequired: 'From Regulation must be selected',
  toRequired: 'To Regulation must be selected',
  // server refusals (decided, not in the spec)
  sameRegulation: 'From and To Regulation must be different.',
  fromToFixed: 'From and To Regulation cannot be changed after creation.',
  analysisNotFound: 'Impact analysis not found.',
  impactNotFound: 'Impact not found.',
  analysisChanged: 'This impact analysis was changed by someone else. Reload to see the change.',
  impactChanged: 'This impact was changed by someone else. Reload to see the change.',
} as const;
