import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
