// The impact area's tables. Only this area and db/ import them; other areas read
// through the area's index.ts (eslint.config.mjs zones).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { textArray, versioned } from '../db/schema/columns';
import { tenants } from '../platform/schema';

/** An impact analysis between two regulations (spec 3 §3). Regulation ids point into the standards service. */
export const impactAnalyses = pgTable(
  'impact_analyses',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    id: uuid().notNull().defaultRandom(),
    title: text().notNull(),
    regulationIdFrom: text().notNull(),
    regulationIdTo: text().notNull(),
    ...versioned(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** One impact inside an analysis: requirements of the old regulation mapped to requirements of the new one. */
export const impacts = pgTable(
  'impacts',
  {
    tenantId: uuid().notNull(),
    id: uuid().notNull().defaultRandom(),
    impactAnalysisId: uuid().notNull(),
    impactType: text().notNull().default('NOT_DEFINED'),
    impactDescription: text().notNull().default(''),
    changeType: text().notNull().default('NOT_DEFINED'),
    changeDescription: text().notNull().default(''),
    requirementIdsFrom: textArray(),
    requirementIdsTo: textArray(),
    /** set by the mapping importer: unique per analysis, so a re-import updates its own impacts (migration 0014) */
    importKey: text(),
    /** every user PUT sets it, so a re-import leaves impacts a user has edited alone */
    editedByUser: boolean().notNull().default(false),
    ...versioned(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('impacts_analysis_idx').on(t.tenantId, t.impactAnalysisId),
    uniqueIndex('impacts_import_key_idx')
      .on(t.tenantId, t.impactAnalysisId, t.importKey)
      .where(sql`${t.importKey} is not null`),
    check(
      'impacts_impact_type_check',
      sql`${t.impactType} in ('NOT_DEFINED', 'NO_IMPACT', 'MINOR_IMPACT', 'MAJOR_IMPACT')`,
    ),
    check(
      'impacts_change_type_check',
      sql`${t.changeType} in ('NOT_DEFINED', 'NO_CHANGE', 'SIMILAR', 'CHANGE', 'NEW_REQUIREMENT', 'DELETED_REQUIREMENT')`,
    ),
    foreignKey({
      columns: [t.tenantId, t.impactAnalysisId],
      foreignColumns: [impactAnalyses.tenantId, impactAnalyses.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One row per requirement an impact maps, per side, derived from its arrays by the trigger impact_requirements_sync
 * (migration 0044): the lookups by requirement read it by index, which row-level security allows for equality but
 * not for the array operators (ADR 0205). Never written by code; not audited.
 */
export const impactRequirements = pgTable(
  'impact_requirements',
  {
    tenantId: uuid().notNull(),
    requirementId: text().notNull(),
    side: text().notNull(),
    impactId: uuid().notNull(),
  },
  (t) => [
    primaryKey({
      name: 'impact_requirements_pk',
      columns: [t.tenantId, t.requirementId, t.side, t.impactId],
    }),
    foreignKey({
      name: 'impact_requirements_impact_fk',
      columns: [t.tenantId, t.impactId],
      foreignColumns: [impacts.tenantId, impacts.id],
    }).onDelete('cascade'),
    index('impact_requirements_impact_idx').on(t.tenantId, t.impactId),
    check('impact_requirements_side_check', sql`${t.side} in ('FROM', 'TO')`),
  ],
);
