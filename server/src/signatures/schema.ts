// The signatures area's table. Only this area, db/ and other areas' schema.ts (foreign
// keys) import it; other areas read signatures through the area's index.ts (eslint.config.mjs zones).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../platform/schema';

/** The artifact types a signature can be given on (change control's SOP and TEMPLATE versions). */
const RECORD_TYPES_SQL = sql`('SOP', 'TEMPLATE')`;
const at = () => timestamp({ withTimezone: true });

/**
 * An electronic signature: immutable once written (a trigger refuses UPDATE and DELETE), so a signature can never
 * be excised from or moved to another record (§11.70). The signer's printed name is copied at signing.
 */
export const electronicSignatures = pgTable(
  'electronic_signatures',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    id: uuid().notNull().defaultRandom(),
    signerUserId: uuid().notNull(),
    printedName: text().notNull(),
    meaning: text().notNull(),
    signedAt: at().notNull().defaultNow(),
    recordType: text().notNull(),
    /** the artifact version signed */
    recordId: uuid().notNull(),
    recordVersion: integer().notNull(),
    /** SHA-256 (hex) of the record's canonical content at signing */
    contentHash: text().notNull(),
    /** the release the signature belongs to (null for 'Made obsolete') */
    releaseId: uuid(),
  },
  (t) => [
    primaryKey({ name: 'electronic_signatures_pk', columns: [t.tenantId, t.id] }),
    index('electronic_signatures_record_idx').on(t.tenantId, t.recordId),
    // hasSignedSince, before every signature (migration 0035)
    index('electronic_signatures_signer_idx').on(t.tenantId, t.signerUserId, t.signedAt),
    check('electronic_signatures_record_type_check', sql`${t.recordType} in ${RECORD_TYPES_SQL}`),
    check(
      'electronic_signatures_meaning_check',
      sql`${t.meaning} in ('Approved', 'Declined', 'Released', 'Made obsolete', 'Read and understood', 'Reviewed, no change needed')`,
    ),
  ],
);
