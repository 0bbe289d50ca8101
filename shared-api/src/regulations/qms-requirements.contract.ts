import { z } from 'zod';
import { maxCharacters } from '../common/text-limit';
import { Regulation, RegulationRequirement } from './regulations.contract';
import { QmsRegulation, RegulationStatistics } from './qms-regulations.contract';

/** spec 3 §4 "Applicability" */
export const Applicability = z.enum(['NOT_DEFINED', 'NOT_APPLICABLE', 'INFORMATION', 'APPLICABLE']);
export type Applicability = z.infer<typeof Applicability>;

/** spec 3 §3 "applicabilityWarnings" (rules: docs/manual/gap-analysis.md) */
export const ApplicabilityWarning = z.enum([
  'NOT_DEFINED',
  'NOT_APPLICABLE_WITH_EVIDENCE',
  'NOT_APPLICABLE_WITHOUT_REASON',
  'APPLICABLE_WITHOUT_EVIDENCE',
]);
export type ApplicabilityWarning = z.infer<typeof ApplicabilityWarning>;

/**
 * spec 3 §4 evidence state of one process or template for one requirement: target and implemented →
 * IMPLEMENTED; target only → NOT_IMPLEMENTED; implemented only → IMPLEMENTED_BUT_NOT_REQUIRED; neither →
 * INFORMATION_ONLY (the default for any artifact missing from the map).
 */
export const EvidenceState = z.enum([
  'IMPLEMENTED',
  'NOT_IMPLEMENTED',
  'IMPLEMENTED_BUT_NOT_REQUIRED',
  'INFORMATION_ONLY',
]);
export type EvidenceState = z.infer<typeof EvidenceState>;

/**
 * INTERPRETATION: an interpretable requirement, assessed itself. INCLUDED_IN_ANCESTOR: a paragraph assessed as
 * part of `interpretedInRequirementId`. DEPRECATED: stored assessment of a requirement that is no longer
 * interpretable (or no longer in the catalog) but still has non-default applicability or evidence.
 */
export const QmsRequirementType = z.enum(['INTERPRETATION', 'INCLUDED_IN_ANCESTOR', 'DEPRECATED']);
export type QmsRequirementType = z.infer<typeof QmsRequirementType>;

const idList = z.array(z.string().min(1).max(200)).max(1000);

/**
 * A tenant's assessment of one requirement (spec 3 §3 "QMS requirement", the gap entry). Its id is the SR
 * requirement id (ids survive re-imports, so the assessment does). Without a stored assessment the server answers
 * the defaults with dbVersion 0.
 */
export const QmsRequirement = z.object({
  id: z.string(),
  requirementId: z.string(),
  regulationId: z.string(),
  requirementType: QmsRequirementType,
  interpretedInRequirementId: z.string().nullable(),
  dbVersion: z.number().int(),
  applicability: Applicability,
  applicabilityReason: z.string(),
  notes: z.string(),
  /** processes (SOP artifacts) that should implement it */
  targetSopArtifactIds: z.array(z.string()),
  /** processes marked as implementing it (the implemented checkbox) */
  actualSopArtifactIds: z.array(z.string()),
  sopEvidenceStates: z.record(z.string(), EvidenceState),
  targetTemplateArtifactIds: z.array(z.string()),
  actualTemplateArtifactIds: z.array(z.string()),
  templateEvidenceStates: z.record(z.string(), EvidenceState),
  /** blocks of QMS processes linked to it from a process's Gap List widget (block-link call) */
  referencedSopBlockArtifactIds: z.array(z.string()),
  /** product requirements (blocks of PRODUCT processes) assigned as targets on the gap list */
  targetSopBlockArtifactIds: z.array(z.string()),
  templateContentIds: z.array(z.string()),
  applicabilityWarnings: z.array(ApplicabilityWarning),
  /** evidence per target (confirmed = implemented target, unconfirmed = target not implemented, deprecated =
   * implemented but no longer a target), processes and templates together */
  confirmedEvidenceCount: z.number().int(),
  unconfirmedEvidenceCount: z.number().int(),
  deprecatedEvidenceCount: z.number().int(),
});
export type QmsRequirement = z.infer<typeof QmsRequirement>;
export const QmsRequirementList = z.array(QmsRequirement);

const plainText = (max: number) => z.string().max(max, maxCharacters(max));

/** PUT /qms-api/qms-requirements: the assessment (implemented marks and block links have their own calls). */
export const QmsRequirementUpdate = z.object({
  requirementId: z.string().min(1).max(200),
  applicability: Applicability,
  applicabilityReason: plainText(10_000).default(''),
  notes: plainText(10_000).default(''),
  targetSopArtifactIds: idList.default([]),
  targetTemplateArtifactIds: idList.default([]),
  targetSopBlockArtifactIds: idList.default([]),
  templateContentIds: idList.default([]),
  dbVersion: z.number().int().min(0),
});
export type QmsRequirementUpdate = z.input<typeof QmsRequirementUpdate>;

export const QmsRequirementIdParams = z.object({ id: z.string().min(1).max(200) });
export const QmsRequirementArtifactParams = z.object({
  requirementId: z.string().min(1).max(200),
  artifactId: z.string().min(1).max(200),
});
export const QmsRequirementBlockParams = z.object({
  requirementId: z.string().min(1).max(200),
  blockArtifactId: z.string().min(1).max(200),
});
/** DELETE /qms-api/qms-requirements/{id}: reset to the defaults; dbVersion optional (stale → 409). */
export const QmsRequirementDeleteQuery = z.object({ dbVersion: z.coerce.number().int().min(0).optional() });

export const RegulationIdQuery = z.object({ regulationId: z.string().min(1).max(200) });
export const TemplateContentIdQuery = z.object({ templateContentId: z.string().min(1).max(200) });
export const SopBlockArtifactIdQuery = z.object({ sopBlockArtifactId: z.string().min(1).max(200) });
export const SopVersionIdQuery = z.object({ sopVersionId: z.string().min(1).max(200) });
export const SopArtifactIdQuery = z.object({ sopArtifactId: z.string().min(1).max(200) });
export const TemplateArtifactIdQuery = z.object({ templateArtifactId: z.string().min(1).max(200) });
export const RegulationIdList = z.array(z.string());

/** A process block linked to an assessment (referencedSopBlockArtifactIds): its process and name, for the link. */
export const LinkedBlock = z.object({
  blockArtifactId: z.string(),
  /** the process (SOP artifact) the block belongs to: the link is /processes/{sopArtifactId}/current#{blockArtifactId} */
  sopArtifactId: z.string(),
  name: z.string(),
});
export type LinkedBlock = z.infer<typeof LinkedBlock>;

/**
 * A requirement of the gap-list answer: without its guidance (`guidance` is null), which the screen loads when a
 * requirement's guidance is opened (GET /sr-api/requirements/{id}/guidance); `hasGuidance` says whether there is
 * any the caller may read. Guidance was a seventh of the answer (issue 14: 4.5 MiB for 5,000 requirements) and is
 * read for a few requirements at most.
 */
export const GapListRequirement = RegulationRequirement.extend({
  /** the server always sends it; optional only so fixtures of other areas (plain requirements) stay valid */
  hasGuidance: z.boolean().optional(),
});
export type GapListRequirement = z.infer<typeof GapListRequirement>;

/**
 * GET /qms-api/qms-regulations/{id}/gap-list: everything the gap list screen needs in one answer. `requirements`
 * are the regulation's requirement tree (licence-redacted like GET /sr-api/regulations/{id}); `qmsRequirements`
 * one per interpretable requirement plus the deprecated ones, in document order.
 */
export const GapList = z.object({
  regulation: Regulation,
  qmsRegulation: QmsRegulation,
  requirements: z.array(GapListRequirement),
  qmsRequirements: QmsRequirementList,
  statistics: RegulationStatistics,
  /** the caller may read the requirement text (else the licensing notice) */
  contentVisible: z.boolean(),
  /** the caller may download gap-list.csv (view right and the export licence) */
  exportAllowed: z.boolean(),
  /** the blocks the assessments link (newest block version); a deleted process's blocks are missing */
  linkedBlocks: z.array(LinkedBlock).default([]),
});
export type GapList = z.infer<typeof GapList>;

/** The head's default length: a tall screenful of rows (about 20 px per row at most on a 1,200 px list). */
export const GAP_LIST_HEAD_DEFAULT = 60;
const GAP_LIST_HEAD_MAX = 500;
export const GapListHeadQuery = z.object({
  limit: z.coerce.number().int().min(1).max(GAP_LIST_HEAD_MAX).default(GAP_LIST_HEAD_DEFAULT),
});

/**
 * GET /qms-api/qms-regulations/{id}/gap-list/head?limit=N: the first N requirements in document order with what the
 * gap list shows of them (issue 14: the first screenful before the whole answer). Each requirement and assessment is
 * the full list's value for it (children included); no statistics (they need every entry), no deprecated
 * assessments of requirements no longer in the catalog (the full list puts them last).
 */
export const GapListHead = GapList.omit({ statistics: true }).extend({
  /** every requirement of the regulation (headings included): the full list's `requirements.length` */
  requirementCount: z.number().int(),
  /** the smallest level of the whole regulation, so the head's rows are indented as in the full list */
  minLevel: z.number().int().nullable(),
});
export type GapListHead = z.infer<typeof GapListHead>;

/** spec 3 §9 gap list filters */
export const ApplicabilityFilter = z.enum([
  'ALL',
  'APPLICABLE',
  'APPLICABLE_WITH_WARNING',
  'NOT_APPLICABLE',
  'NOT_APPLICABLE_WITH_WARNING',
  'NOT_DEFINED',
  'INFORMATION',
]);
export type ApplicabilityFilter = z.infer<typeof ApplicabilityFilter>;
export const EvidenceFilter = z.enum(['ALL', 'CONFIRMED', 'GAPS', 'DEPRECATED']);
export type EvidenceFilter = z.infer<typeof EvidenceFilter>;

/** spec 3 §3 "Product requirement": a block of a PRODUCT process (newest version of each process). */
export const ProductRequirement = z.object({
  sopArtifactId: z.string(),
  sopName: z.string(),
  sopBlockArtifactId: z.string(),
  sopBlockVersionId: z.string(),
  sopBlockName: z.string(),
  sopBlockDescription: z.string(),
  sopBlockProductIds: z.array(z.string()),
  sopBlockTestable: z.boolean(),
  sopBlockAcceptanceCriterion: z.string(),
  sopBlockTestMethodReference: z.string(),
  sopBlockStatisticalRequirements: z.string(),
  sopBlockSampleSize: z.string(),
  sopBlockReferences: z.string(),
});
export type ProductRequirement = z.infer<typeof ProductRequirement>;
export const ProductRequirementList = z.array(ProductRequirement);

export const GAP_LIST_CSV_FILE_NAME = 'gap-list.csv';

export const QMS_REQUIREMENT_CHANGED_BY_SOMEONE_ELSE =
  'Someone else changed this requirement in the meantime. It has been reloaded; apply your change again.';
export const REQUIREMENT_NOT_INTERPRETABLE =
  'This requirement is assessed as part of the requirement it belongs to.';
export const REQUIREMENT_NOT_A_TARGET = 'Only a target process or template can be marked as implemented.';
export const EXPORT_NOT_LICENSED = 'You do not have the licence to export this regulation.';

/** spec 3 §9 pie categories in order, with the dashboard labels */
export const APPLICABILITY_CHART_LABELS = [
  'Applicable with target evidence',
  'Applicable with warnings',
  'Not applicable',
  'Not applicable with warnings',
  'Not defined',
  'Information',
] as const;
export const EVIDENCE_CHART_LABELS = [
  'Confirmed',
  'Deprecated evidences / gaps',
  'Unconfirmed evidences / gaps',
] as const;
/**
 * Shown instead of a pie whose slices are all 0 (a chart of nothing draws a blank square; not in the spec, see
 * docs/adr/0077-gap-formulas-once-in-shared-api.md): no requirement to assess yet, or no target assigned yet.
 */
export const APPLICABILITY_CHART_EMPTY = 'No requirements to assess yet.';
export const EVIDENCE_CHART_EMPTY = 'No target evidence yet: no targets are assigned.';
