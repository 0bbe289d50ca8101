import type { ImpactAnalysisSearchResponse, RegulationList } from '@qms/shared-api';

/** A row of the impact analysis overview. */
export interface ImpactAnalysisRow {
  id: string;
  title: string;
  from: string;
  to: string;
  numberOfImpacts: number;
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
  }));
}
