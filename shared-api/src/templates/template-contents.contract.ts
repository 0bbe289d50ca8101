import { z } from 'zod';
import { TemplateList, TemplateSop } from './templates.contract';

export const TEMPLATE_CONTENT_MIN_ONE_CHARACTER = 'Minimum 1 character';
const TEMPLATE_CONTENT_TEXT_MAX = 10_000;
/** Page size of the Template Contents table (spec silent; ADR 0073). */
export const TEMPLATE_CONTENTS_PAGE_SIZE = 250;
/** Placeholder id of a content that is not saved yet (spec 2 §4: synchronisation creates entries with id 'new'). */
export const NEW_TEMPLATE_CONTENT_ID = 'new';

/** Validations of a template content (spec 2 §3), computed by the server; defined in docs/manual/template-contents.md. */
export const TemplateContentValidation = z.enum([
  'NOT_CREATED_BY_PROCESS',
  'CREATED_BY_MULTIPLE_TEMPLATES',
  'NOT_CREATED_BY_TEMPLATE',
]);
export type TemplateContentValidation = z.infer<typeof TemplateContentValidation>;

/** Link states of a template content (spec 2 §3): whether a process lists it as output and a template creates it. */
export const TemplateContentLinkState = z.enum([
  'LINKED_TO_BOTH',
  'MISSING_BOTH',
  'MISSING_PROCESS_OUTPUT',
  'MISSING_CREATING_TEMPLATE',
]);
export type TemplateContentLinkState = z.infer<typeof TemplateContentLinkState>;

/**
 * How a content linked to the standards service (srId) stands against it (issue 11): its entry is no longer
 * listed (REMOVED_FROM_STANDARD — the content stays, flagged, never deleted), or the standard's name / description
 * differ from the content's (CHANGED_IN_STANDARD — an admin may update it from the standard).
 */
export const TemplateContentStandardState = z.enum(['CHANGED_IN_STANDARD', 'REMOVED_FROM_STANDARD']);
export type TemplateContentStandardState = z.infer<typeof TemplateContentStandardState>;
export const TemplateContentStandardFlag = z.object({
  state: TemplateContentStandardState,
  /** the standard's current texts; null when the entry was removed from the standard */
  standardName: z.string().nullable(),
  standardDescription: z.string().nullable(),
});
export type TemplateContentStandardFlag = z.infer<typeof TemplateContentStandardFlag>;

/** A template version or process version as a content refers to it. */
export const LinkedVersionRef = z.object({
  artifactId: z.string(),
  versionId: z.string(),
  version: z.number().int().positive(),
  name: z.string(),
});
export type LinkedVersionRef = z.infer<typeof LinkedVersionRef>;

/**
 * A template content (spec 2 §3). `creatingTemplates`, `reportingTemplates` and `processes` are the CURRENT
 * versions (per artifact: OBSOLETE skipped, RELEASED preferred, else the newest) that create / report it or list it
 * as output. `srId` links to a template content of the standards service.
 */
export const TemplateContent = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  exampleText: z.string(),
  srId: z.string().nullable(),
  creatingTemplates: z.array(LinkedVersionRef),
  reportingTemplates: z.array(LinkedVersionRef),
  processes: z.array(LinkedVersionRef),
  dbVersion: z.number().int().nonnegative(),
  /** its flag against the standards service (absent: not linked, or equal to its entry) — issue 11 */
  standardFlag: TemplateContentStandardFlag.optional(),
});
export type TemplateContent = z.infer<typeof TemplateContent>;
/**
 * A content as the search lists it: its own fields only. Its links are its info's version ids, resolved against
 * the answer's `templates` and `sops` (`contentLinkResolver`): each template's name and version is sent once, not
 * once per content it links (issue 11: 5,000 contents repeated them in a 3.5 MB answer).
 */
export const TemplateContentRow = TemplateContent.pick({
  id: true,
  name: true,
  description: true,
  exampleText: true,
  srId: true,
  dbVersion: true,
});
export type TemplateContentRow = z.infer<typeof TemplateContentRow>;
export const TemplateContentList = z.array(TemplateContent);
export type TemplateContentList = z.infer<typeof TemplateContentList>;

/** POST /qms-api/template-contents; PUT adds dbVersion. Plain texts (rendered as text, never as HTML). */
export const TemplateContentWrite = z.object({
  name: z.string().trim().min(1, TEMPLATE_CONTENT_MIN_ONE_CHARACTER).max(500, 'Maximum 500 characters'),
  description: z.string().max(TEMPLATE_CONTENT_TEXT_MAX).default(''),
  exampleText: z.string().max(TEMPLATE_CONTENT_TEXT_MAX).default(''),
  srId: z.string().max(200).nullable().default(null),
});
export type TemplateContentWrite = z.input<typeof TemplateContentWrite>;
export const TemplateContentUpdate = TemplateContentWrite.extend({
  dbVersion: z.number().int().nonnegative(),
});
export type TemplateContentUpdate = z.input<typeof TemplateContentUpdate>;

export const TemplateContentIdParams = z.object({ id: z.uuid('Template content id must be a UUID') });

const optionalUuid = (what: string) => z.uuid(`${what} must be a UUID`).optional();
/**
 * GET /qms-api/template-contents/search filters (all optional, combined with AND): the creating / reporting
 * template (artifact), the process (artifact) listing it as output, free text over name, description and example
 * (case-insensitive, any length), `unassigned=true`: contents neither created by a template nor output of a process,
 * `standardFlag`: contents with that flag against the standards service (changed in / removed from the standard).
 */
export const TemplateContentSearchQuery = z.object({
  createdByTemplateArtifactId: optionalUuid('Creating template id'),
  reportedByTemplateArtifactId: optionalUuid('Reporting template id'),
  sopArtifactId: optionalUuid('Process id'),
  text: z.string().max(500).optional(),
  unassigned: z.enum(['true', 'false']).optional(),
  standardFlag: TemplateContentStandardState.optional(),
});
export type TemplateContentSearchQuery = z.input<typeof TemplateContentSearchQuery>;

export const TemplateContentInfo = z.object({
  createdByTemplateVersionIds: z.array(z.string()),
  reportedByTemplateVersionIds: z.array(z.string()),
  createdBySopVersionIds: z.array(z.string()),
  validations: z.array(TemplateContentValidation),
  linkState: TemplateContentLinkState,
  /** only for a content flagged against the standard (absent: nothing to flag) */
  standardFlag: TemplateContentStandardFlag.optional(),
});
export type TemplateContentInfo = z.infer<typeof TemplateContentInfo>;

/**
 * The search result (spec 2 §3); `templateContentInfos` is keyed by content id and holds each content's links (as
 * version ids of `templates` and `sops`), validations, link state and flag against the standard.
 */
export const TemplateContentSearchResponse = z.object({
  templateContents: z.array(TemplateContentRow),
  /** the current template versions (one per artifact) */
  templates: TemplateList,
  /** the current process versions (one per artifact) */
  sops: z.array(TemplateSop),
  templateContentInfos: z.record(z.string(), TemplateContentInfo),
});
export type TemplateContentSearchResponse = z.infer<typeof TemplateContentSearchResponse>;

/** GET /qms-api/template-contents/statistics */
export const TemplateContentStatistics = z.object({
  countByLinkState: z.record(TemplateContentLinkState, z.number().int().nonnegative()),
  /** contents flagged against the standards service, by flag (the search's standardFlag filter counts the same) */
  countByStandardFlag: z.record(TemplateContentStandardState, z.number().int().nonnegative()),
  total: z.number().int().nonnegative(),
});
export type TemplateContentStatistics = z.infer<typeof TemplateContentStatistics>;

/** A tenant content whose standards-service entry differs, or is gone from the standard. */
export const SyncDifference = z.object({
  id: z.string(),
  srId: z.string(),
  name: z.string(),
  /** the standard's current texts; null when the entry was removed from the standard */
  standardName: z.string().nullable(),
  standardDescription: z.string().nullable(),
});
export type SyncDifference = z.infer<typeof SyncDifference>;

/**
 * POST /qms-api/template-contents/synchronize (admin): creates the standard's contents missing in the tenant (srId
 * set), in one transaction; reports — never overwrites or deletes — entries that changed or left the standard.
 */
export const TemplateContentSyncResult = z.object({
  created: z.number().int().nonnegative(),
  createdIds: z.array(z.string()),
  changedInStandard: z.array(SyncDifference),
  removedFromStandard: z.array(SyncDifference),
});
export type TemplateContentSyncResult = z.infer<typeof TemplateContentSyncResult>;

export const syncResultSummary = (r: TemplateContentSyncResult): string =>
  `${r.created} created, ${r.changedInStandard.length} changed in the standard, ${r.removedFromStandard.length} removed`;

/** 409 of deleting a content a template or process still uses. */
export function templateContentInUseMessage(name: string, users: string[]): string {
  return `The template content "${name}" is still used by ${users.join(', ')}. Remove these links before deleting it.`;
}
