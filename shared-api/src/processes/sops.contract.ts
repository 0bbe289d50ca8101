import { z } from 'zod';
import { ReleaseState } from '../common/release-state';
import { maxCharacters } from '../common/text-limit';
import { SopBlock } from './blocks.contract';

/** Row version of an updatable record: an update names the one it read; a mismatch is a 409. */
const SopDbVersion = z.number().int().nonnegative();

export const RequirementType = z.enum(['QMS', 'PRODUCT']);
export type RequirementType = z.infer<typeof RequirementType>;

export const SopArtifact = z.object({
  artifactId: z.string(),
  parentArtifactId: z.string().nullable(),
  requirementType: RequirementType,
  /** order of this artifact's children */
  orderedArtifactIds: z.array(z.string()),
  dbVersion: SopDbVersion,
});
export type SopArtifact = z.infer<typeof SopArtifact>;

/** A process version as listed in the overview (blocks are loaded with the detail). */
export const SopVersionSummary = z.object({
  artifactId: z.string(),
  versionId: z.string(),
  version: z.number().int().positive(),
  releaseState: ReleaseState,
  changeDescription: z.string(),
  sopAsPdf: z.boolean(),
  name: z.string(),
  description: z.string(),
  templateArtifactIds: z.array(z.string()),
  templateContentIds: z.array(z.string()),
  srProcessIds: z.array(z.string()),
  dbVersion: SopDbVersion,
});
export type SopVersionSummary = z.infer<typeof SopVersionSummary>;

/** GET /qms-api/sops. `rootOrderedArtifactIds` (our addition) is the order of the top-level processes. */
export const SopListResponse = z.object({
  artifacts: z.array(SopArtifact),
  sops: z.array(SopVersionSummary),
  allLinkedSrProcessIds: z.array(z.string()),
  rootOrderedArtifactIds: z.array(z.string()),
});
export type SopListResponse = z.infer<typeof SopListResponse>;

/** A process version with its blocks in order (DELETED blocks included: the UI lists them under 'Deleted Blocks'). */
export const SopVersion = SopVersionSummary.extend({ sopBlocks: z.array(SopBlock) });
export type SopVersion = z.infer<typeof SopVersion>;

/**
 * GET /qms-api/sops/sop-artifact-uuid/versions/{versionId}, GET /qms-api/sops/{artifactId}/current,
 * POST /qms-api/sops: the artifact and one version.
 */
export const SopDetailResponse = z.object({ sopArtifact: SopArtifact, sop: SopVersion });
export type SopDetailResponse = z.infer<typeof SopDetailResponse>;

const MIN_ONE_CHARACTER_SOP = 'Minimum 1 character';
const INITIAL_VERSION_POSITIVE = 'Initial Version must be a positive number.';
/** The parent choice that means "no parent" (spec 1 §2.5). */
export const ROOT_PROCESS_NAME = '# Root Process';
export const SOP_NAME_MAX = 500;
/** The longest process description or change description (characters). */
export const SOP_TEXT_MAX = 100_000;

const idList = z.array(z.string().max(200)).max(2000);

/** POST /qms-api/sops: the New Process dialog (spec 1 §2.5, §5). */
export const SopCreate = z.object({
  name: z.string().trim().min(1, MIN_ONE_CHARACTER_SOP).max(SOP_NAME_MAX, maxCharacters(SOP_NAME_MAX)),
  description: z.string().max(SOP_TEXT_MAX, maxCharacters(SOP_TEXT_MAX)).default(''),
  requirementType: RequirementType.default('QMS'),
  /** null: below the root pseudo-process '# Root Process' */
  parentArtifactId: z.uuid().nullable().default(null),
  version: z
    .number(INITIAL_VERSION_POSITIVE)
    .int(INITIAL_VERSION_POSITIVE)
    .positive(INITIAL_VERSION_POSITIVE)
    .default(1),
});
export type SopCreate = z.input<typeof SopCreate>;

/** PUT /qms-api/sops/{artifactId}: tree place and type; the sibling order changes only through PUT /sops/order. */
export const SopArtifactUpdate = z.object({
  parentArtifactId: z.uuid().nullable(),
  requirementType: RequirementType,
  dbVersion: SopDbVersion,
});
export type SopArtifactUpdate = z.input<typeof SopArtifactUpdate>;

/**
 * PUT /qms-api/sops/{artifactId}/versions/{versionId}: the fields sent are changed, the others kept (so the
 * widgets of other areas send only templateArtifactIds, templateContentIds or srProcessIds). DRAFT only.
 */
export const SopVersionUpdate = z.object({
  name: z
    .string()
    .trim()
    .min(1, MIN_ONE_CHARACTER_SOP)
    .max(SOP_NAME_MAX, maxCharacters(SOP_NAME_MAX))
    .optional(),
  description: z.string().max(SOP_TEXT_MAX, maxCharacters(SOP_TEXT_MAX)).optional(),
  changeDescription: z.string().max(SOP_TEXT_MAX, maxCharacters(SOP_TEXT_MAX)).optional(),
  templateArtifactIds: idList.optional(),
  templateContentIds: idList.optional(),
  srProcessIds: idList.optional(),
  dbVersion: SopDbVersion,
});
export type SopVersionUpdate = z.input<typeof SopVersionUpdate>;

/** PUT /qms-api/sops/order?artifactId={parent}: all children of the parent (root when omitted), in order. */
export const SopOrder = z.object({ orderedArtifactIds: z.array(z.uuid()).max(10_000) });
export type SopOrder = z.input<typeof SopOrder>;
export const SopOrderQuery = z.object({ artifactId: z.uuid().optional() });

export const SopArtifactParams = z.object({ artifactId: z.uuid('Process artifact id must be a UUID') });
export const SopVersionParams = SopArtifactParams.extend({
  versionId: z.uuid('Process version id must be a UUID'),
});
export const SopVersionIdParams = z.object({ versionId: z.uuid('Process version id must be a UUID') });

/** GET /qms-api/sops/statistics (definitions in docs/adr/0043-process-tree-order-and-statistics.md). */
export const SopStatistics = z.object({
  /** number of process versions per release state (all four keys present) */
  countByReleaseState: z.record(ReleaseState, z.number().int().nonnegative()),
  /** processes (artifacts) that have a RELEASED version */
  latestReleasedCount: z.number().int().nonnegative(),
  /** STEP blocks (not DELETED) in the newest RELEASED version of each process */
  latestReleasedStepCount: z.number().int().nonnegative(),
});
export type SopStatistics = z.infer<typeof SopStatistics>;

export const SopVersionRef = z.object({
  versionId: z.string(),
  version: z.number().int().positive(),
  releaseState: ReleaseState,
});
export type SopVersionRef = z.infer<typeof SopVersionRef>;

/** GET /qms-api/sops/artifact-summaries?artifactIds=a,b: unknown ids are left out (never another tenant's). */
export const SopSummary = z.object({
  artifactId: z.string(),
  /** name of the version the §4 lookup picks (RELEASED, else the newest) */
  name: z.string(),
  /** the newest RELEASED version and every newer one, ascending (the dashboard's chips) */
  latestVersions: z.array(SopVersionRef),
});
export type SopSummary = z.infer<typeof SopSummary>;
export const SopSummaryList = z.array(SopSummary);
export const SopSummariesQuery = z.object({
  artifactIds: z
    .string()
    .max(20_000)
    .transform((s) =>
      s
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.uuid('artifactIds must be UUIDs')).max(500)),
});

/** 409: edits and deletion only while the version is a DRAFT (spec 1 §4, §5: the mock's words). */
export const MUST_BE_DRAFT = 'must be in DRAFT to be editable';
/** 409 of an update whose dbVersion is stale. */
export const SOP_CHANGED_BY_SOMEONE_ELSE =
  'This process was changed by someone else. Reload to see the change.';
export const SOP_PARENT_CYCLE = 'A process can not be placed below itself or one of its sub-processes.';
export const SOP_HAS_CHILDREN =
  'This process has sub-processes. Move or delete them before deleting its only version.';
export const SOP_ORDER_MISMATCH =
  'The order must list exactly the current sub-processes of the parent. Reload and try again.';
export const STEP_QMS_ONLY = "Steps belong to QMS processes only ('Add Step' is not offered for PRODUCT).";
export const SOP_HAS_STEPS_FOR_PRODUCT = 'A process with steps can not become a PRODUCT process.';
