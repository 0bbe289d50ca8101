import type { QmsRequirement, QmsRequirementUpdate } from '@qms/shared-api';

/** The fields a user edits on the gap list; the rest of the PUT body comes from the stored assessment. */
export type AssessmentChange = Partial<
  Pick<
    QmsRequirementUpdate,
    | 'applicability'
    | 'applicabilityReason'
    | 'notes'
    | 'targetSopArtifactIds'
    | 'targetTemplateArtifactIds'
    | 'targetSopBlockArtifactIds'
    | 'templateContentIds'
  >
>;

/** PUT /qms-api/qms-requirements body: the stored assessment with the change, naming the dbVersion it read. */
export function toUpdate(q: QmsRequirement, change: AssessmentChange): QmsRequirementUpdate {
  return {
    requirementId: q.requirementId,
    applicability: q.applicability,
    applicabilityReason: q.applicabilityReason,
    notes: q.notes,
    targetSopArtifactIds: q.targetSopArtifactIds,
    targetTemplateArtifactIds: q.targetTemplateArtifactIds,
    targetSopBlockArtifactIds: q.targetSopBlockArtifactIds,
    templateContentIds: q.templateContentIds,
    dbVersion: q.dbVersion,
    ...change,
  };
}

/** Toggles one id in a list (a proposal click assigns or unassigns it, spec 3 §2). */
export const toggleId = (ids: readonly string[], id: string): string[] =>
  ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
