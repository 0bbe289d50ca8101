import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { textArray, versioned } from './columns';
import { tenants } from './platform';
import { RELEASE_STATES_SQL, roles } from './templates';

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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.artifactId] }),
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
    index('sop_versions_artifact_idx').on(t.tenantId, t.artifactId),
    foreignKey({
      columns: [t.tenantId, t.artifactId],
      foreignColumns: [sopArtifacts.tenantId, sopArtifacts.artifactId],
    }).onDelete('cascade'),
    check('sop_versions_release_state_check', sql`${t.releaseState} in ${RELEASE_STATES_SQL}`),
    check('sop_versions_version_check', sql`${t.version} > 0`),
  ],
);

/** A block of a process version (spec 1 §3 SOP block); only the fields the first slices need. */
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
    ...versioned(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.sopVersionId, t.versionId] }),
    index('sop_blocks_artifact_idx').on(t.tenantId, t.artifactId),
    index('sop_blocks_role_idx').on(t.tenantId, t.roleId),
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
