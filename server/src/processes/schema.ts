// The processes area's tables. Only this area and db/ import them; other areas read
// through the area's index.ts (eslint.config.mjs zones) or the views declared at the end of this file
// (src/table-ownership.test.ts checks their raw SQL).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, textArray, versioned } from '../db/schema/columns';
import { tenants } from '../platform/schema';
import { RELEASE_STATES_SQL, roles } from '../templates/schema';

const ids = () => textArray();

/** A process (SOP) across its versions; the tree and sibling order live here (spec 1 §3 SOP artifact). */
export const sopArtifacts = pgTable(
  'sop_artifacts',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    artifactId: uuid().notNull().defaultRandom(),
    parentArtifactId: uuid(),
    requirementType: text().notNull().default('QMS'),
    orderedArtifactIds: ids(),
    ...versioned(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.artifactId] }),
    foreignKey({
      name: 'sop_artifacts_parent_fk',
      columns: [t.tenantId, t.parentArtifactId],
      foreignColumns: [t.tenantId, t.artifactId],
    }),
    index('sop_artifacts_parent_idx').on(t.tenantId, t.parentArtifactId),
    check('sop_artifacts_requirement_type_check', sql`${t.requirementType} in ('QMS', 'PRODUCT')`),
  ],
);

/** One version of a process (spec 1 §3 SOP version). */
export const sopVersions = pgTable(
  'sop_versions',
  {
    tenantId: uuid().notNull(),
    versionId: uuid().notNull().defaultRandom(),
    artifactId: uuid().notNull(),
    version: integer().notNull().default(1),
    releaseState: text().notNull().default('DRAFT'),
    changeDescription: text().notNull().default(''),
    sopAsPdf: boolean().notNull().default(false),
    name: text().notNull(),
    description: text().notNull().default(''),
    templateArtifactIds: ids(),
    templateContentIds: ids(),
    srProcessIds: ids(),
    ...versioned(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.versionId] }),
    // each process's newest version, and its newest released one, by one probe (migration 0039)
    index('sop_versions_artifact_version_idx').on(t.tenantId, t.artifactId, t.version),
    index('sop_versions_released_idx')
      .on(t.tenantId, t.artifactId, t.version)
      .where(sql`${t.releaseState} = 'RELEASED'`),
    // the current versions without the obsolete history (migration 0037)
    index('sop_versions_current_idx')
      .on(t.tenantId, t.artifactId)
      .where(sql`${t.releaseState} <> 'OBSOLETE'`),
    foreignKey({
      columns: [t.tenantId, t.artifactId],
      foreignColumns: [sopArtifacts.tenantId, sopArtifacts.artifactId],
    }).onDelete('cascade'),
    check('sop_versions_release_state_check', sql`${t.releaseState} in ${RELEASE_STATES_SQL}`),
    check('sop_versions_version_check', sql`${t.version} > 0`),
  ],
);

/** The order of the top-level processes (children of '# Root Process'), one row per tenant. */
export const sopRootOrders = pgTable(
  'sop_root_orders',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    orderedArtifactIds: ids(),
    ...versioned(),
  },
  (t) => [primaryKey({ name: 'sop_root_orders_pk', columns: [t.tenantId] })],
);

/**
 * A block version as part of a process version (spec 1 §3 SOP block). The same block version (versionId) may sit
 * in several process versions (UNCHANGED after a new process version); `previousVersionId` names the version an
 * UPDATED one replaces, so a revert can restore it. `position` orders the blocks of a process version.
 */
export const sopBlocks = pgTable(
  'sop_blocks',
  {
    tenantId: uuid().notNull(),
    sopVersionId: uuid().notNull(),
    versionId: uuid().notNull().defaultRandom(),
    artifactId: uuid().notNull(),
    version: integer().notNull().default(1),
    versionState: text().notNull().default('CREATED'),
    type: text().notNull(),
    name: text().notNull().default(''),
    description: text().notNull().default(''),
    roleId: uuid(),
    position: integer().notNull().default(0),
    diagramXml: text().notNull().default(''),
    testable: boolean().notNull().default(false),
    acceptanceCriterion: text().notNull().default(''),
    testMethodReference: text().notNull().default(''),
    statisticalRequirements: text().notNull().default(''),
    sampleSize: text().notNull().default(''),
    // "references" is an SQL keyword
    references: text('test_references').notNull().default(''),
    productIds: ids(),
    templateContentIds: ids(),
    previousVersionId: uuid(),
    ...versioned(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.sopVersionId, t.versionId] }),
    uniqueIndex('sop_blocks_version_artifact_uq').on(t.tenantId, t.sopVersionId, t.artifactId),
    // each block's newest row by one probe (migration 0039)
    index('sop_blocks_artifact_version_idx').on(t.tenantId, t.artifactId, t.version),
    index('sop_blocks_role_idx').on(t.tenantId, t.roleId),
    // the few blocks that name a template content, by version (migration 0042)
    index('sop_blocks_content_idx')
      .on(t.tenantId, t.sopVersionId)
      .where(sql`${t.templateContentIds} <> '{}'::text[]`),
    foreignKey({
      columns: [t.tenantId, t.sopVersionId],
      foreignColumns: [sopVersions.tenantId, sopVersions.versionId],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [roles.tenantId, roles.id] }),
    check('sop_blocks_type_check', sql`${t.type} in ('STEP', 'TIPTAP', 'HEADER', 'DRAWIO')`),
    check(
      'sop_blocks_version_state_check',
      sql`${t.versionState} in ('CREATED', 'UPDATED', 'UNCHANGED', 'DELETED')`,
    ),
  ],
);

/**
 * A term version of a process glossary: valid for the process versions sopVersionCreated ≤ v < sopVersionReplaced
 * (version numbers of the process artifact).
 */
export const sopTerms = pgTable(
  'sop_terms',
  {
    tenantId: uuid().notNull(),
    versionId: uuid().notNull().defaultRandom(),
    artifactId: uuid().notNull(),
    sopArtifactId: uuid().notNull(),
    version: integer().notNull().default(1),
    sopVersionCreated: integer().notNull(),
    sopVersionReplaced: integer(),
    term: text().notNull(),
    abbreviation: text().notNull().default(''),
    definition: text().notNull().default(''),
    ...versioned(),
  },
  (t) => [
    primaryKey({ name: 'sop_terms_pk', columns: [t.tenantId, t.versionId] }),
    index('sop_terms_sop_idx').on(t.tenantId, t.sopArtifactId),
    uniqueIndex('sop_terms_artifact_version_uq').on(t.tenantId, t.artifactId, t.version),
    foreignKey({
      name: 'sop_terms_sop_fk',
      columns: [t.tenantId, t.sopArtifactId],
      foreignColumns: [sopArtifacts.tenantId, sopArtifacts.artifactId],
    }).onDelete('cascade'),
    check('sop_terms_version_check', sql`${t.version} > 0`),
    check(
      'sop_terms_validity_check',
      sql`${t.sopVersionReplaced} IS NULL OR ${t.sopVersionReplaced} >= ${t.sopVersionCreated}`,
    ),
  ],
);

/**
 * A stored file's record (spec 1 §3 File storage). The bytes live under the data directory (storage/), named by
 * tenant and id; `sha256` names the current content, so the audit trail records which file was stored without
 * copying megabytes into it (docs/architecture.md).
 */
export const fileStorages = pgTable(
  'file_storages',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    id: uuid().notNull().defaultRandom(),
    artifactType: text().notNull(),
    artifactVersionId: uuid().notNull(),
    fileStorageType: text().notNull(),
    name: text().notNull(),
    originalFilename: text(),
    contentType: text(),
    size: integer(),
    sha256: text(),
    ...versioned(),
  },
  (t) => [
    primaryKey({ name: 'file_storages_pk', columns: [t.tenantId, t.id] }),
    index('file_storages_artifact_idx').on(t.tenantId, t.artifactVersionId),
    check('file_storages_artifact_type_check', sql`${t.artifactType} in ('SOP', 'TEMPLATE')`),
    check('file_storages_type_check', sql`${t.fileStorageType} in ('SOP_AS_PDF', 'TEMPLATE_VERSION')`),
  ],
);

/**
 * The bytes of stored files (ADR 0160): one row per distinct content of a tenant, named by its sha256 (file_storages
 * rows name it; several may name one), its bytes in file_content_chunks. Removed when no file_storages row names it.
 */
export const fileContents = pgTable(
  'file_contents',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    id: uuid().notNull(),
    sha256: text().notNull(),
    size: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'file_contents_pk', columns: [t.tenantId, t.id] }),
    uniqueIndex('file_contents_sha256_uq').on(t.tenantId, t.sha256),
  ],
);

/**
 * A content's bytes in order, CONTENT_CHUNK_BYTES each (the last shorter): written one by one from the upload
 * stream and read back page by page, so no file is ever whole in memory. The foreign key is deferred: the chunks are
 * written before their content row, which needs the sha256 of all of them. Not audited (ADR 0160).
 */
export const fileContentChunks = pgTable(
  'file_content_chunks',
  {
    tenantId: uuid().notNull(),
    contentId: uuid().notNull(),
    seq: integer().notNull(),
    data: bytea().notNull(),
  },
  (t) => [
    primaryKey({ name: 'file_content_chunks_pk', columns: [t.tenantId, t.contentId, t.seq] }),
    foreignKey({
      name: 'file_content_chunks_content_fk',
      columns: [t.tenantId, t.contentId],
      foreignColumns: [fileContents.tenantId, fileContents.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The blocks of each process version, with the process: the one relation of this area other areas may name in
 * their own SQL, where the join must stay inside their statement (the gap entries of a process, ADR 0118). Created
 * by drizzle/0018_sop_version_blocks_view.sql with security_invoker, so the tables' row-level security applies to
 * the reader; callers still filter by tenant_id like on any table.
 */
export const sopVersionBlocksView = pgView('sop_version_blocks_v', {
  tenantId: uuid('tenant_id').notNull(),
  sopArtifactId: uuid('sop_artifact_id').notNull(),
  sopVersionId: uuid('sop_version_id').notNull(),
  blockArtifactId: uuid('block_artifact_id').notNull(),
}).existing();
