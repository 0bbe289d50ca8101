// The statistics formulas live in shared-api (the mock backend computes the same numbers); the server imports them
// from here. statistics.test.ts pins each formula.
export {
  applicabilityWarnings,
  evidenceCounts,
  evidenceStateOf,
  evidenceStates,
  regulationStatistics,
  statisticsShare as share,
  sumStatistics,
  type AssessedRequirement,
} from '@qms/shared-api/contract';
export type { Applicability } from '@qms/shared-api/contract';
