import { z } from 'zod';
import { Regulation } from './regulations.contract';

/** spec 3 §4 "QMS regulation state" */
export const QmsRegulationState = z.enum(['INFORMATIVE', 'INTRODUCING', 'ACTIVE', 'EXPIRING', 'OBSOLETE']);
export type QmsRegulationState = z.infer<typeof QmsRegulationState>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Not a calendar date');

/**
 * A tenant's record of a regulation (spec 3 §3 "QMS regulation"). Every regulation of the standards service is
 * applied in every tenant; without a stored record it is INFORMATIVE, has no dates and dbVersion 0.
 */
export const QmsRegulation = z.object({
  regulationId: z.string(),
  state: QmsRegulationState,
  activeFrom: isoDate.nullable(),
  activeTo: isoDate.nullable(),
  dbVersion: z.number().int(),
});
export type QmsRegulation = z.infer<typeof QmsRegulation>;
export const QmsRegulationList = z.array(QmsRegulation);

export const EFFECTIVE_DATES_ORDER = 'Effective From must not be after Effective To.';
export const QMS_REGULATION_CHANGED_BY_SOMEONE_ELSE =
  'Someone else changed this regulation in the meantime. Reload it and apply your change again.';

/** PUT /qms-api/qms-regulations/{id} */
export const QmsRegulationUpdate = z
  .object({
    state: QmsRegulationState,
    activeFrom: isoDate.nullable(),
    activeTo: isoDate.nullable(),
    dbVersion: z.number().int().min(0),
  })
  .refine((v) => !v.activeFrom || !v.activeTo || v.activeFrom <= v.activeTo, {
    message: EFFECTIVE_DATES_ORDER,
    path: ['activeTo'],
  });
export type QmsRegulationUpdate = z.infer<typeof QmsRegulationUpdate>;
export const QmsRegulationIdParams = z.object({ id: z.string().min(1).max(200) });

/** spec 3 §3 "Regulation statistics" (computed by the server; see server/src/regulations/statistics.ts). */
export const RegulationStatistics = z.object({
  totalRequirements: z.number().int(),
  notDefinedCount: z.number().int(),
  notApplicableCount: z.number().int(),
  informationCount: z.number().int(),
  applicableCount: z.number().int(),
  notApplicableWarningCount: z.number().int(),
  notApplicableWithoutWarningCount: z.number().int(),
  infoWarningCount: z.number().int(),
  applicableWarningCount: z.number().int(),
  applicableWithoutWarningCount: z.number().int(),
  unconfirmedEvidenceCount: z.number().int(),
  confirmedEvidenceCount: z.number().int(),
  deprecatedEvidenceCount: z.number().int(),
  /** derived (spec 3 §3): the three warning counts */
  warningCount: z.number().int(),
  /** derived: applicable + information + notApplicable minus the warnings */
  validCount: z.number().int(),
  /** derived: unconfirmed + deprecated */
  evidenceSubtotal: z.number().int(),
  /** derived: confirmed + the subtotal */
  evidenceCount: z.number().int(),
});
export type RegulationStatistics = z.infer<typeof RegulationStatistics>;

/** GET /qms-api/qms-regulations/search: one row of the applied-regulations list. */
export const QmsRegulationSearchEntry = z.object({
  regulation: Regulation,
  qmsRegulation: QmsRegulation,
  statistics: RegulationStatistics,
});
export type QmsRegulationSearchEntry = z.infer<typeof QmsRegulationSearchEntry>;
export const QmsRegulationSearchResult = z.array(QmsRegulationSearchEntry);

/** GET /qms-api/qms-regulations/statistics (dashboard) */
export const OverallRegulationStatistics = z.object({
  regulationCount: z.number().int(),
  requirementCount: z.number().int(),
  evidenceCount: z.number().int(),
  overallStatistics: RegulationStatistics,
});
export type OverallRegulationStatistics = z.infer<typeof OverallRegulationStatistics>;

/** spec 3 §4 "QMS regulation state" labels in the list */
export const QMS_REGULATION_STATE_LABELS: Record<QmsRegulationState, string> = {
  INFORMATIVE: 'Informative',
  INTRODUCING: 'Introducing',
  ACTIVE: 'Active',
  EXPIRING: 'Expiring',
  OBSOLETE: 'Obsolete',
};
