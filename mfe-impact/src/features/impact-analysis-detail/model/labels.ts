import type { ChangeType, ImpactType } from '@qms/shared-api';

/** Display labels of the spec 3 §4 types (chips, toggles, CSV reads the enum values). */
export const CHANGE_TYPE_LABELS: Record<ChangeType, string> = {
  NOT_DEFINED: 'Not defined',
  NO_CHANGE: 'No change',
  SIMILAR: 'Similar',
  CHANGE: 'Change',
  NEW_REQUIREMENT: 'New requirement',
  DELETED_REQUIREMENT: 'Deleted requirement',
};

export const IMPACT_TYPE_LABELS: Record<ImpactType, string> = {
  NOT_DEFINED: 'Not defined',
  NO_IMPACT: 'No impact',
  MINOR_IMPACT: 'Minor impact',
  MAJOR_IMPACT: 'Major impact',
};

/** Chip colours: grey undecided, green harmless, yellow/orange/red by weight. */
export const CHANGE_TYPE_COLORS: Record<ChangeType, string> = {
  NOT_DEFINED: 'gray',
  NO_CHANGE: 'green',
  SIMILAR: 'teal',
  CHANGE: 'orange',
  NEW_REQUIREMENT: 'blue',
  DELETED_REQUIREMENT: 'red',
};
export const IMPACT_TYPE_COLORS: Record<ImpactType, string> = {
  NOT_DEFINED: 'gray',
  NO_IMPACT: 'green',
  MINOR_IMPACT: 'orange',
  MAJOR_IMPACT: 'red',
};

export const NO_IMPACT_SELECTED = 'No Impact selected';
/** The empty predefined description, named for the select (choosing it clears the description). */
export const EMPTY_DESCRIPTION_LABEL = '(empty)';
