import {
  applicabilityWarnings,
  evidenceCounts,
  evidenceStates,
  type AssessedRequirement,
} from './gap-statistics';
import type { Applicability, QmsRequirement, QmsRequirementType } from './qms-requirements.contract';

/** The stored part of a gap entry (what the server keeps per tenant and requirement). */
type StoredGapEntry = Pick<
  QmsRequirement,
  | 'applicabilityReason'
  | 'targetSopArtifactIds'
  | 'actualSopArtifactIds'
  | 'targetTemplateArtifactIds'
  | 'actualTemplateArtifactIds'
  | 'targetSopBlockArtifactIds'
  | 'templateContentIds'
> & { applicability: string };

/** The statistics' view: processes and templates carry evidence, template contents and product requirements count. */
export function assessedOf(entry: StoredGapEntry): AssessedRequirement {
  return {
    applicability: entry.applicability as Applicability,
    applicabilityReason: entry.applicabilityReason,
    targetArtifactIds: [...entry.targetSopArtifactIds, ...entry.targetTemplateArtifactIds],
    actualArtifactIds: [...entry.actualSopArtifactIds, ...entry.actualTemplateArtifactIds],
    otherTargetIds: [...entry.templateContentIds, ...entry.targetSopBlockArtifactIds],
  };
}

/** What the server derives for a gap entry: evidence states per target, warnings, evidence counts. */
export function derivedOf(entry: StoredGapEntry, requirementType: QmsRequirementType) {
  const assessed = assessedOf(entry);
  const sop = evidenceCounts({
    targetArtifactIds: entry.targetSopArtifactIds,
    actualArtifactIds: entry.actualSopArtifactIds,
  });
  const template = evidenceCounts({
    targetArtifactIds: entry.targetTemplateArtifactIds,
    actualArtifactIds: entry.actualTemplateArtifactIds,
  });
  return {
    applicability: assessed.applicability,
    sopEvidenceStates: evidenceStates(entry.targetSopArtifactIds, entry.actualSopArtifactIds),
    templateEvidenceStates: evidenceStates(entry.targetTemplateArtifactIds, entry.actualTemplateArtifactIds),
    // a deprecated interpretation is no longer assessed: it carries no warnings
    applicabilityWarnings: requirementType === 'DEPRECATED' ? [] : applicabilityWarnings(assessed),
    confirmedEvidenceCount: sop.confirmed + template.confirmed,
    unconfirmedEvidenceCount: sop.unconfirmed + template.unconfirmed,
    deprecatedEvidenceCount: sop.deprecated + template.deprecated,
  };
}
