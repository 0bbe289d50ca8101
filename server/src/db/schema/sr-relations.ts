import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { textArray } from './columns';
import { srRegulations, srRequirements } from './regulations';

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
  ],
);
