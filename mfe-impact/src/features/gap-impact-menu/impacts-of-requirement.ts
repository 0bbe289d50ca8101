import type { Impact, ImpactAnalysis, ImpactsBySopArtifactResponse } from '@qms/shared-api';

export interface RequirementImpact {
  impact: Impact;
  analysis: ImpactAnalysis;
}

/**
 * The impacts of the process's analyses that map this requirement (as from- or to-requirement), each with its
 * analysis, ordered by analysis title. An impact whose analysis is missing from the answer is left out: the menu
 * could not open it.
 */
export function impactsOfRequirement(
  data: ImpactsBySopArtifactResponse | undefined,
  requirementId: string,
): RequirementImpact[] {
  if (!data) return [];
  const analyses = new Map(data.impactAnalyses.map((a) => [a.id, a]));
  return data.impacts
    .filter((i) => i.requirementIdsFrom.includes(requirementId) || i.requirementIdsTo.includes(requirementId))
    .flatMap((impact) => {
      const analysis = analyses.get(impact.impactAnalysisId);
      return analysis ? [{ impact, analysis }] : [];
    })
    .sort((a, b) => a.analysis.title.localeCompare(b.analysis.title));
}

/** 'MINOR_IMPACT' → 'Minor impact' (the enums' words, for the chips). */
export const typeLabel = (value: string): string => {
  const words = value.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const impactPath = (analysisId: string, impactId: string): string =>
  `/impact-analysis/${encodeURIComponent(analysisId)}#impact=${encodeURIComponent(impactId)}`;
export const analysisPath = (analysisId: string): string =>
  `/impact-analysis/${encodeURIComponent(analysisId)}`;
