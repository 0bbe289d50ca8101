import { z } from 'zod';

export const LicenseTypeView = z.enum(['VIEW_OPEN', 'VIEW_LICENSED']);
export const LicenseTypeExport = z.enum(['EXPORT_OPEN', 'EXPORT_LICENSED', 'EXPORT_NONE']);

/** A regulation of the standards service (GET /sr-api/regulations, sorted by title). */
export const Regulation = z.object({
  id: z.string(),
  regulationId: z.string(),
  number: z.string(),
  title: z.string(),
  /**
   * the catalog's own version (OSCAL metadata.version); '' for a regulation entered without one. The server always
   * sends it; optional only so older fixtures of other areas stay valid.
   */
  version: z.string().optional(),
  licenseTypeView: LicenseTypeView,
  licenseTypeExport: LicenseTypeExport,
});
export type Regulation = z.infer<typeof Regulation>;
export const RegulationList = z.array(Regulation);
export type RegulationList = z.infer<typeof RegulationList>;

export const RegulationIdParams = z.object({ id: z.string().min(1).max(200) });

const RegulationRequirementType = z.enum(['HEADING', 'TEXT']);

/**
 * One node of a regulation's requirement tree (spec 3 §3 "Regulation requirement"). `text` and `guidance` are
 * sanitised HTML; both are null when the caller lacks the licence to read them (`contentVisible` false) —
 * headings always keep their text.
 */
export const RegulationRequirement = z.object({
  id: z.string(),
  key: z.string(),
  regulationId: z.string(),
  type: RegulationRequirementType,
  interpretable: z.boolean(),
  text: z.string().nullable(),
  guidance: z.string().nullable(),
  paragraph: z.string(),
  level: z.number().int(),
  requirementIds: z.array(z.string()),
  parentId: z.string().nullable(),
  interpretedInRequirementId: z.string().nullable(),
  withdrawn: z.boolean(),
  contentVisible: z.boolean(),
  searchResult: z.boolean().optional(),
});
export type RegulationRequirement = z.infer<typeof RegulationRequirement>;

export const RequirementIdParams = z.object({ id: z.string().min(1).max(200) });

/**
 * GET /sr-api/requirements/{id}/guidance: one requirement's guidance (sanitised HTML), licence-redacted like the
 * requirement itself (null without the licence). The gap list loads it when a requirement's guidance is opened.
 */
export const RequirementGuidance = z.object({ guidance: z.string().nullable() });
export type RequirementGuidance = z.infer<typeof RequirementGuidance>;

/** GET /sr-api/regulations/{id} */
export const RegulationDetail = z.object({
  regulation: Regulation,
  requirements: z.array(RegulationRequirement),
});
export type RegulationDetail = z.infer<typeof RegulationDetail>;

const ids = z.array(z.string().max(200)).max(10_000).default([]);

/**
 * POST /sr-api/requirements (spec 3 §3 "Requirement search filter"). `searchText` (≥ 3 characters,
 * case-insensitive) is this service's addition: a text search over the requirements the caller may read.
 */
export const RequirementSearchFilter = z.object({
  requirementIdsPerRegulation: z.record(z.string(), z.array(z.string().max(200)).max(10_000)).default({}),
  templateContentIds: ids,
  sopContentIds: ids,
  termIds: ids,
  searchText: z.string().max(200).optional(),
});
export type RequirementSearchFilter = z.input<typeof RequirementSearchFilter>;
export const RequirementSearchResult = z.object({
  regulations: z.array(Regulation),
  requirements: z.array(RegulationRequirement),
});
export type RequirementSearchResult = z.infer<typeof RequirementSearchResult>;

/** POST /sr-api/regulations/{id}/filter: the requirements with those ids plus the headings above them. */
export const RegulationRequirementFilter = z.object({
  applicableRequirementIds: ids,
  infoRequirementIds: ids,
});
export type RegulationRequirementFilter = z.input<typeof RegulationRequirementFilter>;
export const RegulationRequirementList = z.array(RegulationRequirement);

/** The licensing notice (spec 3 §2) shown instead of requirement text the user may not read. */
export const LICENSING_NOTICE =
  'You do not have the required licensing to view the content of this document or to use all the functionality. Please contact your administrator for the appropriate licensing if needed.';
