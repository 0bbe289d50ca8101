import type { RegulationStatistics } from './qms-regulations.contract';
import {
  APPLICABILITY_CHART_LABELS,
  ApplicabilityFilter,
  EVIDENCE_CHART_LABELS,
  type EvidenceFilter,
  type QmsRequirement,
} from './qms-requirements.contract';

type Assessed = Pick<
  QmsRequirement,
  | 'applicability'
  | 'applicabilityWarnings'
  | 'confirmedEvidenceCount'
  | 'unconfirmedEvidenceCount'
  | 'deprecatedEvidenceCount'
>;

/**
 * spec 3 §9 applicability filter, with the same classification the server's statistics use
 * (server/src/regulations/statistics.ts): a requirement with any warning counts "with warning".
 */
export function matchesApplicabilityFilter(q: Assessed, filter: ApplicabilityFilter): boolean {
  const warned = q.applicabilityWarnings.length > 0;
  switch (filter) {
    case 'ALL':
      return true;
    case 'APPLICABLE':
      return q.applicability === 'APPLICABLE' && !warned;
    case 'APPLICABLE_WITH_WARNING':
      return q.applicability === 'APPLICABLE' && warned;
    case 'NOT_APPLICABLE':
      return q.applicability === 'NOT_APPLICABLE' && !warned;
    case 'NOT_APPLICABLE_WITH_WARNING':
      return q.applicability === 'NOT_APPLICABLE' && warned;
    case 'NOT_DEFINED':
      return q.applicability === 'NOT_DEFINED';
    case 'INFORMATION':
      return q.applicability === 'INFORMATION';
  }
}

/** spec 3 §9 actual evidence filter: CONFIRMED has confirmed evidence, GAPS unconfirmed, DEPRECATED deprecated. */
export function matchesEvidenceFilter(q: Assessed, filter: EvidenceFilter): boolean {
  switch (filter) {
    case 'ALL':
      return true;
    case 'CONFIRMED':
      return q.confirmedEvidenceCount > 0;
    case 'GAPS':
      return q.unconfirmedEvidenceCount > 0;
    case 'DEPRECATED':
      return q.deprecatedEvidenceCount > 0;
  }
}

/** The applicability pie (spec 3 §9 order) from the server's statistics; the filter each slice toggles. */
export function applicabilitySeries(s: RegulationStatistics) {
  const values = [
    s.applicableWithoutWarningCount,
    s.applicableWarningCount,
    s.notApplicableWithoutWarningCount,
    s.notApplicableWarningCount,
    s.notDefinedCount,
    s.informationCount,
  ];
  // the filter options after ALL are in the pie's order
  const filters = ApplicabilityFilter.options.filter((f) => f !== 'ALL');
  return APPLICABILITY_CHART_LABELS.map((label, i) => ({ label, value: values[i]!, filter: filters[i]! }));
}

/** The evidence pie (spec 3 §9 order): confirmed, deprecated, unconfirmed. */
export function evidenceSeries(s: RegulationStatistics) {
  const values = [s.confirmedEvidenceCount, s.deprecatedEvidenceCount, s.unconfirmedEvidenceCount];
  const filters: EvidenceFilter[] = ['CONFIRMED', 'DEPRECATED', 'GAPS'];
  return EVIDENCE_CHART_LABELS.map((label, i) => ({ label, value: values[i]!, filter: filters[i]! }));
}
