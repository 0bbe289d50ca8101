import { foreignKey, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { textArray, versioned } from './columns';
import { tenants } from './platform';

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
    impactType: text().notNull().default(''),
    impactDescription: text().notNull().default(''),
    changeType: text().notNull().default('NOT_DEFINED'),
    changeDescription: text().notNull().default(''),
    requirementIdsFrom: textArray(),
    requirementIdsTo: textArray(),
    ...versioned(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('impacts_analysis_idx').on(t.tenantId, t.impactAnalysisId),
    foreignKey({
      columns: [t.tenantId, t.impactAnalysisId],
      foreignColumns: [impactAnalyses.tenantId, impactAnalyses.id],
    }).onDelete('cascade'),
  ],
);
