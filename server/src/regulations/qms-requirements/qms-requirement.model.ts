import { derivedOf, type QmsRequirement, type QmsRequirementType } from '@qms/shared-api/contract';
import type { qmsRequirements } from '../schema';

export { assessedOf } from '@qms/shared-api/contract';

export type QmsRequirementRow = typeof qmsRequirements.$inferSelect;

/** The lists of a row that hold targets and evidence (what "non-default evidence" looks at). */
const LISTS = [
  'targetSopArtifactIds',
  'actualSopArtifactIds',
  'targetTemplateArtifactIds',
  'actualTemplateArtifactIds',
  'referencedSopBlockArtifactIds',
  'targetSopBlockArtifactIds',
  'templateContentIds',
] as const;

/** What a requirement without a stored assessment looks like (spec 3 §3 defaults). */
export function defaultRow(tenantId: string, requirementId: string, regulationId: string): QmsRequirementRow {
  const now = new Date(0);
  return {
    tenantId,
    requirementId,
    regulationId,
    applicability: 'NOT_DEFINED',
    applicabilityReason: '',
    notes: '',
    targetSopArtifactIds: [],
    actualSopArtifactIds: [],
    targetTemplateArtifactIds: [],
    actualTemplateArtifactIds: [],
    referencedSopBlockArtifactIds: [],
    targetSopBlockArtifactIds: [],
    templateContentIds: [],
    dbVersion: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** "still has non-default applicability or evidence" (spec 3 §2 deprecated interpretation) */
export function hasAssessment(row: QmsRequirementRow): boolean {
  return row.applicability !== 'NOT_DEFINED' || LISTS.some((list) => row[list].length > 0);
}

/** The API shape: stored (or default) fields plus what the server derives (states, warnings, counts). */
export function toQmsRequirement(
  row: QmsRequirementRow,
  requirementType: QmsRequirementType,
  interpretedInRequirementId: string | null,
): QmsRequirement {
  return {
    id: row.requirementId,
    requirementId: row.requirementId,
    regulationId: row.regulationId,
    requirementType,
    interpretedInRequirementId,
    dbVersion: row.dbVersion,
    applicabilityReason: row.applicabilityReason,
    notes: row.notes,
    targetSopArtifactIds: row.targetSopArtifactIds,
    actualSopArtifactIds: row.actualSopArtifactIds,
    targetTemplateArtifactIds: row.targetTemplateArtifactIds,
    actualTemplateArtifactIds: row.actualTemplateArtifactIds,
    referencedSopBlockArtifactIds: row.referencedSopBlockArtifactIds,
    targetSopBlockArtifactIds: row.targetSopBlockArtifactIds,
    templateContentIds: row.templateContentIds,
    ...derivedOf(row, requirementType),
  };
}
