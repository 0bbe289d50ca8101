// The comments module's table (spec 3 §3): one table for comments on process blocks, processes, impacts and
// impact analyses. Only this module and db/ import it (eslint.config.mjs zones).
import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { versioned } from '../db/schema/columns';
import { tenants } from '../platform/schema';

/** Comments of the whole suite (spec 3 §3): on process blocks, processes, impacts, impact analyses. */
export const comments = pgTable(
  'comments',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    id: uuid().notNull().defaultRandom(),
    comment: text().notNull(),
    refId: text().notNull(),
    refType: text().notNull(),
    parentRefId: text(),
    parentRefType: text(),
    createdUserId: text().notNull(),
    createdUserName: text().notNull().default(''),
    createdUserInitials: text().notNull().default(''),
    ...versioned(),
  },
  (t) => [
    primaryKey({ name: 'comments_pk', columns: [t.tenantId, t.id] }),
    index('comments_ref_idx').on(t.tenantId, t.refId),
    index('comments_parent_ref_idx').on(t.tenantId, t.parentRefId),
  ],
);
