// The regulations area's tables. Only this area and db/ import them; other areas read
// through the area's index.ts (eslint.config.mjs zones).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { textArray, versioned } from '../db/schema/columns';
import { tenants } from '../platform/schema';

/**
 * Regulations of the standards service. Global content, shared by all tenants (not tenant-owned); licensing
 * (license_type_view) decides who may read requirement text. Written only by the OSCAL importer (operator
 * command), which keys a regulation by its catalog identity and version (migration 0010).
 */
export const srRegulations = pgTable(
  'sr_regulations',
  {
    id: text().primaryKey(),
    number: text().notNull(),
    title: text().notNull(),
    licenseTypeView: text().notNull().default('VIEW_OPEN'),
    licenseTypeExport: text().notNull().default('EXPORT_OPEN'),
    catalogIdentity: text(),
    version: text().notNull().default(''),
    sourceUuid: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sr_regulations_license_view_check', sql`${t.licenseTypeView} in ('VIEW_OPEN', 'VIEW_LICENSED')`),
    check(
      'sr_regulations_license_export_check',
      sql`${t.licenseTypeExport} in ('EXPORT_OPEN', 'EXPORT_LICENSED', 'EXPORT_NONE')`,
    ),
    uniqueIndex('sr_regulations_identity_version_idx').on(t.catalogIdentity, t.version),
  ],
);

/**
 * One node of a regulation's requirement tree, in document order (`position`). Headings are groups; text
 * requirements are controls, enhancements and statement paragraphs. Ids survive re-imports (matched by `key`).
 */
export const srRequirements = pgTable(
  'sr_requirements',
  {
    id: uuid().primaryKey(),
    regulationId: text()
      .notNull()
      .references(() => srRegulations.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    position: integer().notNull(),
    parentId: uuid(),
    type: text().notNull(),
    interpretable: boolean().notNull(),
    text: text().notNull().default(''),
    guidance: text().notNull().default(''),
    paragraph: text().notNull().default(''),
    level: integer().notNull(),
    withdrawn: boolean().notNull().default(false),
    interpretedInRequirementId: uuid(),
  },
  (t) => [
    check('sr_requirements_type_check', sql`${t.type} in ('HEADING', 'TEXT')`),
    uniqueIndex('sr_requirements_regulation_key_idx').on(t.regulationId, t.key),
    index('sr_requirements_regulation_position_idx').on(t.regulationId, t.position),
  ],
);

/** The import log of the global standards content (the per-tenant audit trail cannot hold global rows). */
export const srImports = pgTable('sr_imports', {
  id: uuid().primaryKey().defaultRandom(),
  regulationId: text()
    .notNull()
    .references(() => srRegulations.id, { onDelete: 'cascade' }),
  catalogIdentity: text().notNull(),
  version: text().notNull(),
  source: text().notNull(),
  importedBy: text().notNull(),
  importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  counts: jsonb().notNull(),
});

/** A tenant's record of an applied regulation (spec 3 §3 "QMS regulation"); absent = INFORMATIVE, no dates. */
export const qmsRegulations = pgTable(
  'qms_regulations',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    regulationId: text()
      .notNull()
      .references(() => srRegulations.id, { onDelete: 'cascade' }),
    state: text().notNull().default('INFORMATIVE'),
    activeFrom: date({ mode: 'string' }),
    activeTo: date({ mode: 'string' }),
    ...versioned(),
  },
  (t) => [
    primaryKey({ name: 'qms_regulations_pk', columns: [t.tenantId, t.regulationId] }),
    check(
      'qms_regulations_state_check',
      sql`${t.state} in ('INFORMATIVE', 'INTRODUCING', 'ACTIVE', 'EXPIRING', 'OBSOLETE')`,
    ),
    check(
      'qms_regulations_dates_check',
      sql`${t.activeFrom} is null or ${t.activeTo} is null or ${t.activeFrom} <= ${t.activeTo}`,
    ),
  ],
);

/**
 * A tenant's assessment of one requirement (spec 3 §3 "QMS requirement", migration 0013), keyed by the SR
 * requirement id (no foreign key: an assessment outlives its requirement's removal as a deprecated interpretation).
 */
export const qmsRequirements = pgTable(
  'qms_requirements',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    requirementId: uuid().notNull(),
    regulationId: text()
      .notNull()
      .references(() => srRegulations.id, { onDelete: 'cascade' }),
    applicability: text().notNull().default('NOT_DEFINED'),
    applicabilityReason: text().notNull().default(''),
    notes: text().notNull().default(''),
    targetSopArtifactIds: textArray(),
    actualSopArtifactIds: textArray(),
    targetTemplateArtifactIds: textArray(),
    actualTemplateArtifactIds: textArray(),
    referencedSopBlockArtifactIds: textArray(),
    targetSopBlockArtifactIds: textArray(),
    templateContentIds: textArray(),
    ...versioned(),
  },
  (t) => [
    primaryKey({ name: 'qms_requirements_pk', columns: [t.tenantId, t.requirementId] }),
    index('qms_requirements_regulation_idx').on(t.tenantId, t.regulationId),
    check(
      'qms_requirements_applicability_check',
      sql`${t.applicability} in ('NOT_DEFINED', 'NOT_APPLICABLE', 'INFORMATION', 'APPLICABLE')`,
    ),
  ],
);

/** What a gap entry names, one list of qms_requirements each (ADR 0205). */
export const QMS_REQUIREMENT_TARGET_LISTS = [
  'TARGET_SOP',
  'ACTUAL_SOP',
  'TARGET_TEMPLATE',
  'ACTUAL_TEMPLATE',
  'REFERENCED_SOP_BLOCK',
  'TARGET_SOP_BLOCK',
  'TEMPLATE_CONTENT',
] as const;
export type QmsRequirementTargetList = (typeof QMS_REQUIREMENT_TARGET_LISTS)[number];

/**
 * One row per process, block, template or template content a gap entry names, derived from its arrays by the
 * trigger qms_requirement_targets_sync (migration 0043): the lookups by target read it by index, which row-level
 * security allows for equality but not for the array operators (ADR 0205). Never written by code; not audited.
 */
export const qmsRequirementTargets = pgTable(
  'qms_requirement_targets',
  {
    tenantId: uuid().notNull(),
    requirementId: uuid().notNull(),
    list: text().notNull(),
    targetId: text().notNull(),
  },
  (t) => [
    primaryKey({
      name: 'qms_requirement_targets_pk',
      columns: [t.tenantId, t.targetId, t.list, t.requirementId],
    }),
    foreignKey({
      name: 'qms_requirement_targets_requirement_fk',
      columns: [t.tenantId, t.requirementId],
      foreignColumns: [qmsRequirements.tenantId, qmsRequirements.requirementId],
    }).onDelete('cascade'),
    index('qms_requirement_targets_requirement_idx').on(t.tenantId, t.requirementId),
    check(
      'qms_requirement_targets_list_check',
      sql.raw(`list in (${QMS_REQUIREMENT_TARGET_LISTS.map((l) => `'${l}'`).join(', ')})`),
    ),
  ],
);

/**
 * The standards service's reference lists (GET /sr-api/template-contents, /roles, /processes, /sop-contents):
 * GLOBAL rows every tenant reads, written only by the operator command sr:import-references. An entry that left
 * the catalogue stays with `removed` set, so tenants' links to it can be flagged instead of dangling.
 */
export const srReferences = pgTable(
  'sr_references',
  {
    kind: text().notNull(),
    id: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    removed: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'sr_references_pk', columns: [t.kind, t.id] }),
    check(
      'sr_references_kind_check',
      sql`${t.kind} in ('template-contents', 'roles', 'processes', 'sop-contents')`,
    ),
  ],
);

/**
 * SR relation releases (spec 3 §3, migration 0015): GLOBAL rows every tenant reads, written only by the operator
 * command sr:import-references. GET /sr-api/relations lists a regulation's releases, the one to use first.
 */
export const srRelationReleases = pgTable(
  'sr_relation_releases',
  {
    id: text().primaryKey(),
    regulationId: text()
      .notNull()
      .references(() => srRegulations.id, { onDelete: 'cascade' }),
    status: text().notNull().default('DRAFT'),
    ruleVersion: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sr_relation_releases_regulation_idx').on(t.regulationId)],
);

/** One requirement's relation in a release: ids of the standards service's reference lists. */
export const srRelations = pgTable(
  'sr_relations',
  {
    releaseId: text()
      .notNull()
      .references(() => srRelationReleases.id, { onDelete: 'cascade' }),
    requirementId: uuid()
      .notNull()
      .references(() => srRequirements.id, { onDelete: 'cascade' }),
    ruleIds: textArray(),
    templateContentIds: textArray(),
    roleIds: textArray(),
    reportIds: textArray(),
    termIds: textArray(),
    sopContentIds: textArray(),
    linkedProcessIds: textArray(),
    sopContentLinkedProcessIds: textArray(),
    templateContentLinkedProcessIds: textArray(),
    references: text().notNull().default(''),
  },
  (t) => [
    primaryKey({ name: 'sr_relations_pk', columns: [t.releaseId, t.requirementId] }),
    index('sr_relations_requirement_idx').on(t.requirementId),
    // POST /sr-api/requirements finds requirements by template content / process content / term ids (0015)
    index('sr_relations_template_content_ids_idx').using('gin', t.templateContentIds),
    index('sr_relations_sop_content_ids_idx').using('gin', t.sopContentIds),
    index('sr_relations_term_ids_idx').using('gin', t.termIds),
  ],
);
