// The gap-list formulas of spec 3 §3/§4, once for the server and the mock backend (docs/manual/gap-analysis.md):
// the list's progress bars, the badges, the charts and the CSV all show what these compute on the server.
import type { RegulationStatistics } from './qms-regulations.contract';
import type { Applicability, ApplicabilityWarning, EvidenceState } from './qms-requirements.contract';

/** What the statistics need of one assessed (interpretable) requirement: spec 3 §3 "QMS requirement". */
export interface AssessedRequirement {
  applicability: Applicability;
  applicabilityReason: string;
  /** processes and templates that should implement it */
  targetArtifactIds: readonly string[];
  /** processes and templates marked as implementing it */
  actualArtifactIds: readonly string[];
  /**
   * targets that carry no implemented mark: template contents and product requirements (blocks). They count as
   * target evidence for the warnings, never in the evidence counts.
   */
  otherTargetIds?: readonly string[];
}

/**
 * The applicability warnings of spec 3 §3 (docs/adr/0077-gap-formulas-once-in-shared-api.md):
 * not yet assessed; not applicable but evidence (a target or an implementation) is assigned; not applicable
 * without a reason; applicable without any target evidence.
 */
export function applicabilityWarnings(r: AssessedRequirement): ApplicabilityWarning[] {
  const warnings: ApplicabilityWarning[] = [];
  const hasTarget = r.targetArtifactIds.length > 0 || (r.otherTargetIds?.length ?? 0) > 0;
  const hasEvidence = hasTarget || r.actualArtifactIds.length > 0;
  if (r.applicability === 'NOT_DEFINED') warnings.push('NOT_DEFINED');
  if (r.applicability === 'NOT_APPLICABLE' && hasEvidence) warnings.push('NOT_APPLICABLE_WITH_EVIDENCE');
  if (r.applicability === 'NOT_APPLICABLE' && !r.applicabilityReason.trim())
    warnings.push('NOT_APPLICABLE_WITHOUT_REASON');
  if (r.applicability === 'APPLICABLE' && !hasTarget) warnings.push('APPLICABLE_WITHOUT_EVIDENCE');
  return warnings;
}

/**
 * Evidence per target: a target that is also implemented is confirmed, a target not (yet) implemented is
 * unconfirmed (a gap), an implementation that is no longer a target is deprecated.
 */
export function evidenceCounts(r: Pick<AssessedRequirement, 'targetArtifactIds' | 'actualArtifactIds'>) {
  const actual = new Set(r.actualArtifactIds);
  const target = new Set(r.targetArtifactIds);
  const confirmed = [...target].filter((id) => actual.has(id)).length;
  return {
    confirmed,
    unconfirmed: target.size - confirmed,
    deprecated: [...actual].filter((id) => !target.has(id)).length,
  };
}

/**
 * Evidence state per process or template (spec 3 §4), the same rule as the counts: IMPLEMENTED = confirmed,
 * NOT_IMPLEMENTED = unconfirmed, IMPLEMENTED_BUT_NOT_REQUIRED = deprecated. Artifacts in neither list are absent
 * from the map: their state is INFORMATION_ONLY (the default), and their implemented checkbox is not changeable.
 */
export function evidenceStates(
  targetIds: readonly string[],
  actualIds: readonly string[],
): Record<string, EvidenceState> {
  const states: Record<string, EvidenceState> = {};
  const actual = new Set(actualIds);
  for (const id of targetIds) states[id] = actual.has(id) ? 'IMPLEMENTED' : 'NOT_IMPLEMENTED';
  for (const id of actualIds) states[id] ??= 'IMPLEMENTED_BUT_NOT_REQUIRED';
  return states;
}

/** The state of one artifact, INFORMATION_ONLY when it is neither a target nor implemented. */
export const evidenceStateOf = (states: Record<string, EvidenceState>, artifactId: string): EvidenceState =>
  states[artifactId] ?? 'INFORMATION_ONLY';

/**
 * Regulation statistics (spec 3 §3). `totalRequirements` is the number of interpretable requirements of the
 * regulation; requirements without an assessment count as NOT_DEFINED. Derived figures as the spec defines them:
 * warning total = the three warning counts, valid = applicable + information + not applicable − warnings,
 * evidence subtotal = unconfirmed + deprecated, all evidence = confirmed + subtotal.
 */
export function regulationStatistics(
  totalRequirements: number,
  assessed: readonly AssessedRequirement[],
): RegulationStatistics {
  const s = {
    totalRequirements,
    notDefinedCount: 0,
    notApplicableCount: 0,
    informationCount: 0,
    applicableCount: 0,
    notApplicableWarningCount: 0,
    notApplicableWithoutWarningCount: 0,
    infoWarningCount: 0,
    applicableWarningCount: 0,
    applicableWithoutWarningCount: 0,
    unconfirmedEvidenceCount: 0,
    confirmedEvidenceCount: 0,
    deprecatedEvidenceCount: 0,
  };
  for (const r of assessed) {
    const warned = applicabilityWarnings(r).length > 0;
    if (r.applicability === 'NOT_APPLICABLE') {
      s.notApplicableCount++;
      if (warned) s.notApplicableWarningCount++;
      else s.notApplicableWithoutWarningCount++;
    } else if (r.applicability === 'INFORMATION') {
      s.informationCount++;
      if (warned) s.infoWarningCount++;
    } else if (r.applicability === 'APPLICABLE') {
      s.applicableCount++;
      if (warned) s.applicableWarningCount++;
      else s.applicableWithoutWarningCount++;
    }
    const evidence = evidenceCounts(r);
    s.confirmedEvidenceCount += evidence.confirmed;
    s.unconfirmedEvidenceCount += evidence.unconfirmed;
    s.deprecatedEvidenceCount += evidence.deprecated;
  }
  s.notDefinedCount = totalRequirements - s.notApplicableCount - s.informationCount - s.applicableCount;
  return withDerived(s);
}

function withDerived(
  s: Omit<RegulationStatistics, 'warningCount' | 'validCount' | 'evidenceSubtotal' | 'evidenceCount'>,
): RegulationStatistics {
  const warningCount = s.notApplicableWarningCount + s.infoWarningCount + s.applicableWarningCount;
  const evidenceSubtotal = s.unconfirmedEvidenceCount + s.deprecatedEvidenceCount;
  return {
    ...s,
    warningCount,
    validCount: s.applicableCount + s.informationCount + s.notApplicableCount - warningCount,
    evidenceSubtotal,
    evidenceCount: s.confirmedEvidenceCount + evidenceSubtotal,
  };
}

/** Sum of several regulations' statistics (the dashboard's overall statistics). */
export function sumStatistics(list: readonly RegulationStatistics[]): RegulationStatistics {
  const keys = [
    'totalRequirements',
    'notDefinedCount',
    'notApplicableCount',
    'informationCount',
    'applicableCount',
    'notApplicableWarningCount',
    'notApplicableWithoutWarningCount',
    'infoWarningCount',
    'applicableWarningCount',
    'applicableWithoutWarningCount',
    'unconfirmedEvidenceCount',
    'confirmedEvidenceCount',
    'deprecatedEvidenceCount',
  ] as const;
  const sum = Object.fromEntries(keys.map((k) => [k, list.reduce((n, s) => n + s[k], 0)])) as Record<
    (typeof keys)[number],
    number
  >;
  return withDerived(sum);
}

/** Share of a bar segment in percent (0 when the whole is 0), for the list's progress bars. */
export const statisticsShare = (part: number, whole: number): number =>
  whole > 0 ? (100 * part) / whole : 0;
