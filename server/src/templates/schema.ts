// The templates area's tables. Only this area and db/ import them; other areas read
// through the area's index.ts or reads.ts (eslint.config.mjs zones).
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { textArray, versioned } from '../db/schema/columns';
import { tenants, users } from '../platform/schema';

/** Roles of spec 2 (responsibility, authority, competence requirements), assigned to templates and process steps. */
export const roles = pgTable(
  'roles',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    id: uuid().notNull().defaultRandom(),
    name: text().notNull(),
    responsibility: text().notNull().default(''),
    authority: text().notNull().default(''),
    requirements: text().notNull().default(''),
    srId: text(),
    ...versioned(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // names are unique per tenant, ignoring case, so two 'Quality Manager' roles cannot confuse a selector
    uniqueIndex('roles_tenant_name_key').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/**
 * Who holds a job role (issue 29.1): the people a process step's role names, so a release knows whom to train.
 * Job roles are the tenant's Roles (spec 2), not the access rights QMS_ADMIN / QMS_VIEWER of the users table.
 */
export const roleHolders = pgTable(
  'role_holders',
  {
    tenantId: uuid().notNull(),
    roleId: uuid().notNull(),
    userId: uuid().notNull(),
    assignedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    assignedBy: uuid(),
  },
  (t) => [
    primaryKey({ name: 'role_holders_pk', columns: [t.tenantId, t.roleId, t.userId] }),
    index('role_holders_user_idx').on(t.tenantId, t.userId),
    foreignKey({
      name: 'role_holders_role_fk',
      columns: [t.tenantId, t.roleId],
      foreignColumns: [roles.tenantId, roles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'role_holders_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

export const RELEASE_STATES_SQL = sql`('DRAFT', 'IN_RELEASE', 'RELEASED', 'OBSOLETE')`;

/** One version of a template (spec 2 §3 Template). */
export const templates = pgTable(
  'templates',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    artifactId: uuid().notNull(),
    versionId: uuid().notNull().defaultRandom(),
    version: integer().notNull().default(1),
    releaseState: text().notNull().default('DRAFT'),
    changeDescription: text().notNull().default(''),
    name: text().notNull(),
    description: text().notNull().default(''),
    documentKey: text().notNull().default(''),
    location: text().notNull().default(''),
    reviewerRoleId: uuid(),
    releaserRoleId: uuid(),
    createdTemplateContentIds: textArray(),
    reportedTemplateContentIds: textArray(),
    ...versioned(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.versionId] }),
    // the current versions without the obsolete history (migration 0040)
    index('templates_current_idx')
      .on(t.tenantId, t.artifactId)
      .where(sql`${t.releaseState} <> 'OBSOLETE'`),
    uniqueIndex('templates_artifact_version_uq').on(t.tenantId, t.artifactId, t.version),
    // each template's newest released version by one probe (migration 0039)
    index('templates_released_idx')
      .on(t.tenantId, t.artifactId, t.version)
      .where(sql`${t.releaseState} = 'RELEASED'`),
    index('templates_reviewer_role_idx').on(t.tenantId, t.reviewerRoleId),
    index('templates_releaser_role_idx').on(t.tenantId, t.releaserRoleId),
    foreignKey({ columns: [t.tenantId, t.reviewerRoleId], foreignColumns: [roles.tenantId, roles.id] }),
    foreignKey({ columns: [t.tenantId, t.releaserRoleId], foreignColumns: [roles.tenantId, roles.id] }),
    check('templates_release_state_check', sql`${t.releaseState} in ${RELEASE_STATES_SQL}`),
    check('templates_version_check', sql`${t.version} > 0`),
  ],
);

/** A template content (spec 2 §3): created / reported by templates, listed as output by processes. */
export const templateContents = pgTable(
  'template_contents',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    id: uuid().notNull().defaultRandom(),
    name: text().notNull(),
    description: text().notNull().default(''),
    exampleText: text().notNull().default(''),
    srId: text(),
    ...versioned(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // one tenant content per standards entry: synchronisation stays idempotent under concurrency
    uniqueIndex('template_contents_sr_id_uq')
      .on(t.tenantId, t.srId)
      .where(sql`${t.srId} is not null`),
  ],
);

/** Products of the tenant (spec 2 §3), chosen in product-requirement blocks. */
export const products = pgTable(
  'products',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    productId: uuid().notNull().defaultRandom(),
    name: text().notNull(),
    ...versioned(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId] }),
    uniqueIndex('products_tenant_name_key').on(t.tenantId, sql`lower(${t.name})`),
  ],
);
