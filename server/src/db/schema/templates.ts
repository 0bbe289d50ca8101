import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { textArray, versioned } from './columns';
import { tenants } from './platform';

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
    index('templates_artifact_idx').on(t.tenantId, t.artifactId),
    index('templates_reviewer_role_idx').on(t.tenantId, t.reviewerRoleId),
    index('templates_releaser_role_idx').on(t.tenantId, t.releaserRoleId),
    foreignKey({ columns: [t.tenantId, t.reviewerRoleId], foreignColumns: [roles.tenantId, roles.id] }),
    foreignKey({ columns: [t.tenantId, t.releaserRoleId], foreignColumns: [roles.tenantId, roles.id] }),
    check('templates_release_state_check', sql`${t.releaseState} in ${RELEASE_STATES_SQL}`),
    check('templates_version_check', sql`${t.version} > 0`),
  ],
);
