import {
  applicabilitySeries,
  evidenceSeries,
  matchesApplicabilityFilter,
  matchesEvidenceFilter,
} from './gap-filter';
import type { RegulationStatistics } from './qms-regulations.contract';
import { ApplicabilityFilter, type QmsRequirement } from './qms-requirements.contract';

const q = (
  applicability: QmsRequirement['applicability'],
  warnings: QmsRequirement['applicabilityWarnings'] = [],
  [confirmed, unconfirmed, deprecated] = [0, 0, 0],
) => ({
  applicability,
  applicabilityWarnings: warnings,
  confirmedEvidenceCount: confirmed,
  unconfirmedEvidenceCount: unconfirmed,
  deprecatedEvidenceCount: deprecated,
});

describe('gap list filters', () => {
  const fixture = [
    q('APPLICABLE', [], [1, 0, 0]),
    q('APPLICABLE', ['APPLICABLE_WITHOUT_EVIDENCE']),
    q('NOT_APPLICABLE'),
    q('NOT_APPLICABLE', ['NOT_APPLICABLE_WITHOUT_REASON'], [0, 1, 1]),
    q('NOT_DEFINED', ['NOT_DEFINED']),
    q('INFORMATION'),
  ];
  const count = (filter: ApplicabilityFilter) =>
    fixture.filter((r) => matchesApplicabilityFilter(r, filter)).length;

  it('puts every requirement in exactly one applicability category', () => {
    expect(count('ALL')).toBe(6);
    const categories = ApplicabilityFilter.options.filter((f) => f !== 'ALL');
    expect(categories).toHaveLength(6);
    for (const filter of categories) expect(count(filter)).toBe(1);
  });

  it('filters evidence: confirmed, gaps (unconfirmed), deprecated', () => {
    expect(fixture.filter((r) => matchesEvidenceFilter(r, 'CONFIRMED'))).toEqual([fixture[0]]);
    expect(fixture.filter((r) => matchesEvidenceFilter(r, 'GAPS'))).toEqual([fixture[3]]);
    expect(fixture.filter((r) => matchesEvidenceFilter(r, 'DEPRECATED'))).toEqual([fixture[3]]);
    expect(fixture.filter((r) => matchesEvidenceFilter(r, 'ALL'))).toHaveLength(6);
  });

  it('builds the pies in the spec order from the server statistics', () => {
    const s = {
      applicableWithoutWarningCount: 1,
      applicableWarningCount: 2,
      notApplicableWithoutWarningCount: 3,
      notApplicableWarningCount: 4,
      notDefinedCount: 5,
      informationCount: 6,
      confirmedEvidenceCount: 7,
      deprecatedEvidenceCount: 8,
      unconfirmedEvidenceCount: 9,
    } as RegulationStatistics;
    expect(applicabilitySeries(s).map((x) => [x.label, x.value])).toEqual([
      ['Applicable with target evidence', 1],
      ['Applicable with warnings', 2],
      ['Not applicable', 3],
      ['Not applicable with warnings', 4],
      ['Not defined', 5],
      ['Information', 6],
    ]);
    expect(evidenceSeries(s).map((x) => [x.label, x.value, x.filter])).toEqual([
      ['Confirmed', 7, 'CONFIRMED'],
      ['Deprecated evidences / gaps', 8, 'DEPRECATED'],
      ['Unconfirmed evidences / gaps', 9, 'GAPS'],
    ]);
  });
});
