import type { ImpactAnalysis, ImpactAnalysisSearchResponse, RegulationList } from '@qms/shared-api';

/** A row of the impact analysis overview (columns decided in docs/adr/0093-impact-analysis-screens.md). */
export interface ImpactAnalysisRow {
  id: string;
  title: string;
  from: string;
  to: string;
  numberOfImpacts: number;
  /** 'mapped / total' of the from-requirements, as the server computes them */
  fromMapped: string;
  toMapped: string;
  analysis: ImpactAnalysis;
}

/** From and To are regulation ids; show their titles when the standards service knows them. */
export function toImpactAnalysisRows(
  search: ImpactAnalysisSearchResponse | undefined,
  regulations: RegulationList | undefined,
): ImpactAnalysisRow[] {
  if (!search) return [];
  const titleById = new Map((regulations ?? []).map((r) => [r.id, r.title]));
  return search.results.map(({ impactAnalysis, statistics }) => ({
    id: impactAnalysis.id,
    title: impactAnalysis.title,
    from: titleById.get(impactAnalysis.regulationIdFrom) ?? impactAnalysis.regulationIdFrom,
    to: titleById.get(impactAnalysis.regulationIdTo) ?? impactAnalysis.regulationIdTo,
    numberOfImpacts: statistics.numberOfImpact,
    fromMapped: `${statistics.numberOfMappedFromRequirements} / ${statistics.totalNumberOfFromRequirements}`,
    toMapped: `${statistics.numberOfMappedToRequirements} / ${statistics.totalNumberOfToRequirements}`,
    analysis: impactAnalysis,
  }));
}

/** The regulations offered as From and To: every regulation of the standards service, by title. */
export function regulationOptions(
  regulations: RegulationList | undefined,
): { value: string; label: string }[] {
  return (regulations ?? [])
    .map((r) => ({ value: r.id, label: r.title }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
