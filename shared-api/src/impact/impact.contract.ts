import { z } from 'zod';

export const ImpactAnalysis = z.object({
  id: z.string(),
  title: z.string(),
  regulationIdFrom: z.string(),
  regulationIdTo: z.string(),
});
export type ImpactAnalysis = z.infer<typeof ImpactAnalysis>;

export const ImpactAnalysisStatistics = z.object({
  impactAnalysisId: z.string(),
  numberOfMappedFromRequirements: z.number().int(),
  numberOfMappedToRequirements: z.number().int(),
  totalNumberOfFromRequirements: z.number().int(),
  totalNumberOfToRequirements: z.number().int(),
  numberOfImpact: z.number().int(),
});
export type ImpactAnalysisStatistics = z.infer<typeof ImpactAnalysisStatistics>;

export const ImpactAnalysisSearchResponse = z.object({
  results: z.array(z.object({ impactAnalysis: ImpactAnalysis, statistics: ImpactAnalysisStatistics })),
});
export type ImpactAnalysisSearchResponse = z.infer<typeof ImpactAnalysisSearchResponse>;

export const IMPACT_MESSAGES = {
  list: 'Impact Analyses could not be loaded, try again later.',
} as const;
