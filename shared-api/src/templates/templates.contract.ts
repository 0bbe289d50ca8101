import { z } from 'zod';
import { ReleaseState } from '../common/release-state';
import { maxCharacters } from '../common/text-limit';

export const TEMPLATE_MIN_ONE_CHARACTER = 'Minimum 1 character';
export const TEMPLATE_INITIAL_VERSION_POSITIVE = 'Initial Version must be a positive number.';
/** The longest template description or change description (characters). */
export const TEMPLATE_TEXT_MAX = 10_000;
/** Page size of the Template Overview table (spec 2 §9). */
export const TEMPLATES_PAGE_SIZE = 250;

const idList = z.array(z.string().max(200)).max(2_000);

/** One template version (spec 2 §3). `reviewerRoleId` is shown as 'Approver'. */
export const Template = z.object({
  artifactId: z.string(),
  versionId: z.string(),
  version: z.number().int().positive(),
  releaseState: ReleaseState,
  name: z.string(),
  description: z.string(),
  documentKey: z.string(),
  location: z.string(),
  reviewerRoleId: z.string().nullable(),
  releaserRoleId: z.string().nullable(),
  createdTemplateContentIds: z.array(z.string()),
  reportedTemplateContentIds: z.array(z.string()),
  /** what changed in this version (the Release Workflow's Change Description, plain text) */
  changeDescription: z.string(),
  /** bumped by every update; sent back with the next update (stale → 409) */
  dbVersion: z.number().int().nonnegative(),
});
export type Template = z.infer<typeof Template>;
export const TemplateList = z.array(Template);
export type TemplateList = z.infer<typeof TemplateList>;

/** The editable fields of a template version (PUT …/v/{versionId} adds dbVersion; POST adds the Initial Version). */
export const TemplateWrite = z.object({
  name: z.string().trim().min(1, TEMPLATE_MIN_ONE_CHARACTER).max(500, 'Maximum 500 characters'),
  description: z.string().max(TEMPLATE_TEXT_MAX, maxCharacters(TEMPLATE_TEXT_MAX)).default(''),
  documentKey: z.string().trim().max(200, maxCharacters(200)).default(''),
  location: z.string().trim().max(2_000, maxCharacters(2_000)).default(''),
  reviewerRoleId: z.uuid('Approver role id must be a UUID').nullable().default(null),
  releaserRoleId: z.uuid('Releaser role id must be a UUID').nullable().default(null),
  createdTemplateContentIds: idList.default([]),
  reportedTemplateContentIds: idList.default([]),
});
export type TemplateWrite = z.input<typeof TemplateWrite>;

/** POST /qms-api/templates: the fields plus the Initial Version (default 1). */
export const TemplateCreate = TemplateWrite.extend({
  version: z
    .number(TEMPLATE_INITIAL_VERSION_POSITIVE)
    .int(TEMPLATE_INITIAL_VERSION_POSITIVE)
    .positive(TEMPLATE_INITIAL_VERSION_POSITIVE)
    .default(1),
});
export type TemplateCreate = z.input<typeof TemplateCreate>;

/** PUT /qms-api/templates/v/{versionId}: the fields plus the dbVersion the client read. */
export const TemplateUpdate = TemplateWrite.extend({
  /** the Release Workflow's Change Description; omitted = unchanged (the Edit dialog does not send it) */
  changeDescription: z.string().max(TEMPLATE_TEXT_MAX, maxCharacters(TEMPLATE_TEXT_MAX)).optional(),
  dbVersion: z.number().int().nonnegative(),
});
export type TemplateUpdate = z.input<typeof TemplateUpdate>;

export const TemplateVersionParams = z.object({ versionId: z.uuid('Template version id must be a UUID') });

/**
 * A process version as the templates area sees it (a subset of the processes contract's SopVersionSummary: an
 * area's contract does not import another's).
 */
export const TemplateSop = z.object({
  artifactId: z.string(),
  versionId: z.string(),
  version: z.number().int().positive(),
  releaseState: ReleaseState,
  name: z.string(),
  description: z.string(),
  templateArtifactIds: z.array(z.string()),
  templateContentIds: z.array(z.string()),
});
export type TemplateSop = z.infer<typeof TemplateSop>;

/** A block of a process version as the templates area sees it (a subset of the processes contract's SopBlock). */
export const TemplateSopBlock = z.object({
  artifactId: z.string(),
  versionId: z.string(),
  version: z.number().int().positive(),
  versionState: z.enum(['CREATED', 'UPDATED', 'UNCHANGED', 'DELETED']),
  sopArtifactId: z.string(),
  type: z.string(),
  name: z.string(),
  templateContentIds: z.array(z.string()),
  roleId: z.string().nullable(),
});
export type TemplateSopBlock = z.infer<typeof TemplateSopBlock>;

/** Map from a template versionId to ids (process versions or artifacts, block versions). */
const IdMap = z.record(z.string(), z.array(z.string()));

/**
 * GET /qms-api/templates/search (spec 2 §3): every template version, the current process version of each process
 * (OBSOLETE skipped, RELEASED preferred) and, per template versionId, the processes using it: directly (the
 * process lists the template's artifact) or through a template content (the process lists as output a content the
 * template creates or reports).
 */
export const TemplateSearchResponse = z.object({
  templates: TemplateList,
  sops: z.array(TemplateSop),
  templatesToSopVersionIdsLinkedDirectly: IdMap,
  templatesToSopVersionIdsLinkedByTemplateContent: IdMap,
  /** union of both links, as process artifact ids (the 'Used in Processes' column and the process filter) */
  templatesToSopArtifactIds: IdMap,
});
export type TemplateSearchResponse = z.infer<typeof TemplateSearchResponse>;

export const TemplatesBySopVersionQuery = z.object({
  sopVersionId: z.uuid('Process version id must be a UUID'),
});

/**
 * GET /qms-api/templates/search/by-sop-version?sopVersionId=: the blocks of that process version, the templates it
 * uses (directly linked or through a block's template contents; per artifact its current version) and, per
 * template versionId, the block versionIds using it.
 */
export const TemplatesBySopVersionResponse = z.object({
  blocks: z.array(TemplateSopBlock),
  templates: TemplateList,
  templateToBlocksVersionIds: IdMap,
});
export type TemplatesBySopVersionResponse = z.infer<typeof TemplatesBySopVersionResponse>;

/** GET /qms-api/templates/statistics */
export const TemplateStatistics = z.object({
  /** template versions per release state (every state present, 0 when none) */
  countByReleaseState: z.record(ReleaseState, z.number().int().nonnegative()),
  /** templates (artifacts) that have a RELEASED version */
  latestReleasedCount: z.number().int().nonnegative(),
});
export type TemplateStatistics = z.infer<typeof TemplateStatistics>;

/** Server refusals (409) of the state table of spec 2 §4. */
export const TEMPLATE_REFUSALS = {
  changedBySomeoneElse: 'This template was changed by someone else. Reload to see the change.',
  editOnlyDraft: 'Only a template version in DRAFT can be edited.',
  deleteOnlyDraft: 'Only a template version in DRAFT can be deleted.',
  newVersionOnlyReleasedOrObsolete: 'A new version can only be created from a RELEASED or OBSOLETE version.',
  newVersionInWork: 'This template already has a version in DRAFT or IN_RELEASE.',
  transition: (from: string, to: string) => `A template version cannot change from ${from} to ${to}.`,
} as const;

/** The release-state transitions of spec 2 §4 (from → allowed targets). */
const TEMPLATE_TRANSITIONS: Record<ReleaseState, readonly ReleaseState[]> = {
  DRAFT: ['IN_RELEASE'],
  IN_RELEASE: ['DRAFT', 'RELEASED'],
  RELEASED: ['OBSOLETE'],
  OBSOLETE: [],
};
export const canChangeTemplateState = (from: ReleaseState, to: ReleaseState): boolean =>
  TEMPLATE_TRANSITIONS[from].includes(to);
export const canCreateTemplateVersionFrom = (state: ReleaseState): boolean =>
  state === 'RELEASED' || state === 'OBSOLETE';
