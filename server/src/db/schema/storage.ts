import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { versioned } from './columns';
import { tenants } from './platform';

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
