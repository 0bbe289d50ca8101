import {
  impactMappingRefusal,
  NEW_IMPACT_ID,
  type Impact,
  type RegulationRequirement,
} from '@qms/shared-api';

/** A new impact (spec 3 §4): placeholder id until the first save, NOT_DEFINED types, empty descriptions. */
export function newImpact(
  impactAnalysisId: string,
  mapping: Partial<Pick<Impact, 'requirementIdsFrom' | 'requirementIdsTo'>> = {},
): Impact {
  return {
    id: NEW_IMPACT_ID,
    dbVersion: 0,
    impactAnalysisId,
    impactType: 'NOT_DEFINED',
    impactDescription: '',
    changeType: 'NOT_DEFINED',
    changeDescription: '',
    requirementIdsFrom: mapping.requirementIdsFrom ?? [],
    requirementIdsTo: mapping.requirementIdsTo ?? [],
  };
}

export const isNewImpact = (impact: Pick<Impact, 'id'>): boolean => impact.id === NEW_IMPACT_ID;

/** The fields a save sends (the server ignores the rest). */
export function toBody(impact: Impact) {
  return {
    impactType: impact.impactType,
    impactDescription: impact.impactDescription,
    changeType: impact.changeType,
    changeDescription: impact.changeDescription,
    requirementIdsFrom: impact.requirementIdsFrom,
    requirementIdsTo: impact.requirementIdsTo,
  };
}

/** Has the draft changed from the stored impact? */
export function isDirty(draft: Impact, stored: Impact): boolean {
  const a = toBody(draft);
  const b = toBody(stored);
  return JSON.stringify(a) !== JSON.stringify(b);
}

const mappableIds = (requirements: readonly RegulationRequirement[]): Set<string> =>
  new Set(requirements.filter((r) => r.type !== 'HEADING').map((r) => r.id));

/**
 * Why the server would refuse this draft (spec 3 §5, the rule the server runs: impact.rules.ts), or undefined when
 * it may be saved: the editor offers Save only for an impact the server accepts (issue 28 point 7).
 */
export function draftRefusal(
  draft: Impact,
  stored: Impact,
  analysis: {
    impacts: readonly Impact[];
    fromRequirements: readonly RegulationRequirement[];
    toRequirements: readonly RegulationRequirement[];
  },
): string | undefined {
  return impactMappingRefusal({
    next: draft,
    previous: isNewImpact(stored) ? undefined : stored,
    others: analysis.impacts.filter((i) => i.id !== stored.id),
    fromRequirementIds: mappableIds(analysis.fromRequirements),
    toRequirementIds: mappableIds(analysis.toRequirements),
  });
}
