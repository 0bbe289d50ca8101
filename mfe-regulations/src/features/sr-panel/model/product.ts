import type { ProductRequirement, QmsRequirement, RequirementSearchFilter } from '@qms/shared-api';

export const NO_PRODUCT_REQUIREMENT = 'No Product Requirement selected';

/** The testing fields of a product requirement with their labels (as Process Detail shows a block). */
export const TESTING_FIELDS = [
  ['sopBlockAcceptanceCriterion', 'Acceptance criterion'],
  ['sopBlockTestMethodReference', 'Test method reference'],
  ['sopBlockStatisticalRequirements', 'Statistical requirements'],
  ['sopBlockSampleSize', 'Sample size'],
  ['sopBlockReferences', 'References'],
] as const satisfies readonly (readonly [keyof ProductRequirement, string])[];

/** A product requirement's label in pickers: '{process}: {block}'. */
export const productRequirementLabel = (p: ProductRequirement): string => `${p.sopName}: ${p.sopBlockName}`;

/**
 * The regulation requirements a product requirement is assigned to as a target (targetSopBlockArtifactIds), as a
 * POST /sr-api/requirements filter; null when none.
 */
export function productRequirementFilter(
  blockArtifactId: string,
  assessments: readonly QmsRequirement[],
): RequirementSearchFilter | null {
  const perRegulation: Record<string, string[]> = {};
  for (const q of assessments) {
    if (!q.targetSopBlockArtifactIds.includes(blockArtifactId)) continue;
    (perRegulation[q.regulationId] ??= []).push(q.requirementId);
  }
  if (Object.keys(perRegulation).length === 0) return null;
  for (const ids of Object.values(perRegulation)) ids.sort();
  return {
    requirementIdsPerRegulation: perRegulation,
    templateContentIds: [],
    sopContentIds: [],
    termIds: [],
  };
}
