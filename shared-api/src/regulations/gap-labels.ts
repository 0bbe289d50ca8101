import type { Applicability, ApplicabilityWarning, EvidenceState } from './qms-requirements.contract';

export const APPLICABILITY_LABELS: Record<Applicability, string> = {
  NOT_DEFINED: 'Not defined',
  NOT_APPLICABLE: 'Not applicable',
  INFORMATION: 'Information',
  APPLICABLE: 'Applicable',
};

/** spec 3 §2 "Applicability warnings", one sentence each. */
export const WARNING_TEXTS: Record<ApplicabilityWarning, string> = {
  NOT_DEFINED: 'The applicability is not defined yet.',
  APPLICABLE_WITHOUT_EVIDENCE: 'Applicable: assign at least one target process or template content.',
  NOT_APPLICABLE_WITHOUT_REASON: 'Not applicable: give a reason.',
  NOT_APPLICABLE_WITH_EVIDENCE: 'Not applicable, but evidence is assigned.',
};

export const EVIDENCE_STATE_LABELS: Record<EvidenceState, string> = {
  IMPLEMENTED: 'Implemented',
  NOT_IMPLEMENTED: 'Not implemented',
  IMPLEMENTED_BUT_NOT_REQUIRED: 'Implemented but not required',
  INFORMATION_ONLY: 'Information only',
};
