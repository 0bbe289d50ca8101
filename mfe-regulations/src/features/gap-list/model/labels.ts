/** spec 3 §9 filter options with their labels. */
export const APPLICABILITY_FILTER_OPTIONS = [
  { value: 'ALL', label: 'All' },
  { value: 'APPLICABLE', label: 'Applicable' },
  { value: 'APPLICABLE_WITH_WARNING', label: 'Applicable with warning' },
  { value: 'NOT_APPLICABLE', label: 'Not applicable' },
  { value: 'NOT_APPLICABLE_WITH_WARNING', label: 'Not applicable with warning' },
  { value: 'NOT_DEFINED', label: 'Not defined' },
  { value: 'INFORMATION', label: 'Information' },
];
export const EVIDENCE_FILTER_OPTIONS = [
  { value: 'ALL', label: 'All' },
  { value: 'CONFIRMED', label: 'Confirmed' },
  { value: 'GAPS', label: 'Gaps' },
  { value: 'DEPRECATED', label: 'Deprecated' },
];
/** spec 3 §9 "Other filter labels": the process filter's fixed entries, before the tenant's processes. */
export const PROCESS_FILTER_OPTIONS = [
  { value: 'ALL', label: 'All Processes' },
  { value: 'UNASSIGNED', label: 'Unassigned' },
];
