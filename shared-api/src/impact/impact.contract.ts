import { z } from 'zod';
import { IMPACT_MESSAGES } from './impact.messages';

/** spec 3 §4 "Impact type" */
export const ImpactType = z.enum(['NOT_DEFINED', 'NO_IMPACT', 'MINOR_IMPACT', 'MAJOR_IMPACT']);
export type ImpactType = z.infer<typeof ImpactType>;
/** spec 3 §4 "Change type" */
export const ChangeType = z.enum([
  'NOT_DEFINED',
  'NO_CHANGE',
  'SIMILAR',
  'CHANGE',
  'NEW_REQUIREMENT',
  'DELETED_REQUIREMENT',
]);
export type ChangeType = z.infer<typeof ChangeType>;

/**
 * An impact analysis between two regulations (spec 3 §3). `dbVersion` guards concurrent title edits (a stale
 * PUT answers 409); From and To are fixed after creation.
 */
export const ImpactAnalysis = z.object({
  id: z.string(),
  title: z.string(),
  regulationIdFrom: z.string(),
  regulationIdTo: z.string(),
  dbVersion: z.number().int().nonnegative(),
});
export type ImpactAnalysis = z.infer<typeof ImpactAnalysis>;

/**
 * Statistics of one analysis (spec 3 §3). Totals count the non-heading requirements of each regulation
 * (docs/adr/0089-impact-statistics-count-clauses.md); mapped counts are the distinct requirements in its impacts.
 */
export const ImpactAnalysisStatistics = z.object({
  impactAnalysisId: z.string(),
  numberOfMappedFromRequirements: z.number().int(),
  numberOfMappedToRequirements: z.number().int(),
  totalNumberOfFromRequirements: z.number().int(),
  totalNumberOfToRequirements: z.number().int(),
  numberOfImpact: z.number().int(),
});
export type ImpactAnalysisStatistics = z.infer<typeof ImpactAnalysisStatistics>;

export const ImpactAnalysisWithStatistics = z.object({
  impactAnalysis: ImpactAnalysis,
  statistics: ImpactAnalysisStatistics,
});
export type ImpactAnalysisWithStatistics = z.infer<typeof ImpactAnalysisWithStatistics>;

/** GET /qms-api/impact-analyses/search */
export const ImpactAnalysisSearchResponse = z.object({ results: z.array(ImpactAnalysisWithStatistics) });
export type ImpactAnalysisSearchResponse = z.infer<typeof ImpactAnalysisSearchResponse>;

/** One impact (spec 3 §3): from-requirements of the old regulation mapped to requirements of the new one. */
export const Impact = z.object({
  id: z.string(),
  dbVersion: z.number().int().nonnegative(),
  impactAnalysisId: z.string(),
  impactType: ImpactType,
  impactDescription: z.string(),
  changeType: ChangeType,
  changeDescription: z.string(),
  requirementIdsFrom: z.array(z.string()),
  requirementIdsTo: z.array(z.string()),
});
export type Impact = z.infer<typeof Impact>;
export const ImpactList = z.array(Impact);
export type ImpactList = z.infer<typeof ImpactList>;

/** GET /qms-api/impact-analyses/search/{id}: the analysis with its statistics and all its impacts. */
export const ImpactAnalysisDetail = ImpactAnalysisWithStatistics.extend({ impacts: ImpactList });
export type ImpactAnalysisDetail = z.infer<typeof ImpactAnalysisDetail>;

/**
 * GET /qms-api/impact-analyses/search/by-sop-artifact/{artifactId}: the impacts whose from- or to-requirements
 * have gap entries targeting that process, and the analyses they belong to (the Gap List widget's impact menu).
 */
export const ImpactsBySopArtifactResponse = z.object({
  impactAnalyses: z.array(ImpactAnalysis),
  impacts: ImpactList,
});
export type ImpactsBySopArtifactResponse = z.infer<typeof ImpactsBySopArtifactResponse>;

/** Placeholder id of an impact that is created on its first save (spec 3 §4). */
export const NEW_IMPACT_ID = 'NEW_IMPACT_ID';
/** Placeholder id of an impact analysis row in the list until it is created (spec 3 §4). */
export const NEW_IMPACT_ANALYSIS_ID = 'NEW_IMPACT_ANALYSIS_ID';
/** Browser storage key of the Impact/Mapping mode toggle (spec 3 §9); holds 'true' or 'false'. */
export const IMPACT_MODE_STORAGE_KEY = 'impact-analysis.is-impact-mode';
/** Hash prefix anchoring one impact entry on the detail screen (spec 3 §2). */
export const IMPACT_HASH_PREFIX = '#impact=';

/** spec 3 §5, in this order; the empty one clears the description. */
export const PREDEFINED_IMPACT_DESCRIPTIONS = [
  '',
  'Informative clause, hence, no impact.',
  'Not applicable clause, hence no impact.',
  'Deleted clause, hence no impact.',
  'No change or similar clause, hence no impact.',
  'Impact to Process',
  'Impact to Product Requirement',
] as const;

export const regulationFromToMessage = (impactAnalysisId: string): string =>
  `Regulation FROM/TO for impactAnalysis ${impactAnalysisId} couldn't be fetched.`;
/** server 400s of the §5 rules */
export const unknownRegulationMessage = (regulationId: string): string =>
  `Regulation ${regulationId} does not exist.`;
export const requirementNotInRegulationMessage = (side: 'from' | 'to', requirementId: string): string =>
  `The ${side}-requirement ${requirementId} does not belong to the ${side === 'from' ? 'From' : 'To'} Regulation.`;
export const requirementAlreadyMappedMessage = (side: 'from' | 'to', requirementId: string): string =>
  `The ${side}-requirement ${requirementId} is already mapped with another impact.`;

const regulationRef = (message: string) => z.string().trim().min(1, message).max(200);

/** POST /qms-api/impact-analyses (the dialog: Title, From Regulation, To Regulation). */
export const ImpactAnalysisCreate = z
  .object({
    title: z.string().trim().min(1, IMPACT_MESSAGES.titleMin).max(200, IMPACT_MESSAGES.titleMax),
    regulationIdFrom: regulationRef(IMPACT_MESSAGES.fromRequired),
    regulationIdTo: regulationRef(IMPACT_MESSAGES.toRequired),
  })
  .refine((v) => v.regulationIdFrom !== v.regulationIdTo, {
    message: IMPACT_MESSAGES.sameRegulation,
    path: ['regulationIdTo'],
  });
export type ImpactAnalysisCreate = z.input<typeof ImpactAnalysisCreate>;

/** PUT /qms-api/impact-analyses/{id}: the whole analysis; only the title may change (From/To → 400). */
export const ImpactAnalysisUpdate = z.object({
  title: z.string().trim().min(1, IMPACT_MESSAGES.titleMin).max(200, IMPACT_MESSAGES.titleMax),
  regulationIdFrom: regulationRef(IMPACT_MESSAGES.fromRequired),
  regulationIdTo: regulationRef(IMPACT_MESSAGES.toRequired),
  dbVersion: z.number().int().nonnegative(),
});
export type ImpactAnalysisUpdate = z.input<typeof ImpactAnalysisUpdate>;

const requirementIds = z.array(z.uuid('Requirement ids must be UUIDs')).max(5_000).default([]);

/**
 * POST /qms-api/impact-analyses/{id}/impacts. Types default to NOT_DEFINED and descriptions to '' (spec 3 §4);
 * extra fields of the client's impact (id NEW_IMPACT_ID, impactAnalysisId, uiId) are ignored.
 */
export const ImpactCreate = z.object({
  impactType: ImpactType.default('NOT_DEFINED'),
  impactDescription: z.string().max(10_000).default(''),
  changeType: ChangeType.default('NOT_DEFINED'),
  changeDescription: z.string().max(10_000).default(''),
  requirementIdsFrom: requirementIds,
  requirementIdsTo: requirementIds,
});
export type ImpactCreate = z.input<typeof ImpactCreate>;
/** PUT /qms-api/impact-analyses/{id}/impacts/{impactId}: the whole impact with the dbVersion it was read at. */
export const ImpactUpdate = ImpactCreate.extend({ dbVersion: z.number().int().nonnegative() });
export type ImpactUpdate = z.input<typeof ImpactUpdate>;

export const ImpactAnalysisIdParams = z.object({ id: z.uuid('Impact analysis id must be a UUID') });
export const ImpactIdParams = ImpactAnalysisIdParams.extend({
  impactId: z.uuid('Impact id must be a UUID'),
});
export const ImpactSopArtifactParams = z.object({ artifactId: z.string().min(1).max(200) });

const enc = encodeURIComponent;
/** API paths of the area (the diff uses {id}, not a literal `id` segment: ADR 0090). */
export const IMPACT_PATHS = {
  search: '/qms-api/impact-analyses/search',
  detail: (id: string) => `/qms-api/impact-analyses/search/${enc(id)}`,
  bySopArtifact: (artifactId: string) => `/qms-api/impact-analyses/search/by-sop-artifact/${enc(artifactId)}`,
  analyses: '/qms-api/impact-analyses',
  analysis: (id: string) => `/qms-api/impact-analyses/${enc(id)}`,
  impacts: (id: string) => `/qms-api/impact-analyses/${enc(id)}/impacts`,
  impact: (id: string, impactId: string) => `/qms-api/impact-analyses/${enc(id)}/impacts/${enc(impactId)}`,
  diff: (id: string, impactId: string) => `/qms-api/impact-analyses/${enc(id)}/impacts/${enc(impactId)}/diff`,
  csvExport: (id: string) => `/qms-api/impact-analyses/${enc(id)}/csv-export`,
} as const;
/** spec 3 §9 file name of the CSV export */
export const impactAnalysisCsvFileName = (fromRegulationId: string, toRegulationId: string): string =>
  `ImpactAnalysis_${fromRegulationId}--to--${toRegulationId}.csv`;
