// The change-control area's tables. Only this area and db/ (drizzle-kit, migrations) import them; other areas read
// through the area's index.ts (eslint.config.mjs zones).
import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { versioned } from '../db/schema/columns';
import { tenants } from '../platform/schema';

// Change control (spec 1 §3, §4), generic over the artifact type: a release of a SOP or TEMPLATE version, its
// participants, and the electronic signatures (21 CFR Part 11). No foreign key to the version: the artifact's
// table depends on the type; the module's host checks the version exists in the tenant.

const ARTIFACT_TYPES_SQL = sql`('SOP', 'TEMPLATE')`;
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
    check('electronic_signatures_record_type_check', sql`${t.recordType} in ${ARTIFACT_TYPES_SQL}`),
    check(
      'electronic_signatures_meaning_check',
      sql`${t.meaning} in ('Approved', 'Declined', 'Released', 'Made obsolete')`,
    ),
  ],
);

/** A release (change control) of one artifact version. At most one RUNNING or COMPLETED per version. */
export const changeControlReleases = pgTable(
  'change_control_releases',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    id: uuid().notNull().defaultRandom(),
    artifactType: text().notNull(),
    artifactId: uuid().notNull(),
    artifactVersionId: uuid().notNull(),
    initiatedBy: uuid().notNull(),
    initiatedByDisplayName: text().notNull(),
    initiatedAt: at().notNull().defaultNow(),
    initiatedComment: text().notNull(),
    /** the day by which the participants should decide (optional; 'YYYY-MM-DD', a calendar day without zone) */
    dueDate: date({ mode: 'string' }),
    expectedDecider: uuid().notNull(),
    expectedDeciderDisplayName: text().notNull(),
    state: text().notNull().default('RUNNING'),
    decidedAt: at(),
    decidedBy: uuid(),
    decidedByDisplayName: text(),
    decidedComment: text().notNull().default(''),
    signatureId: uuid(),
    ...versioned(),
  },
  (t) => [
    primaryKey({ name: 'change_control_releases_pk', columns: [t.tenantId, t.id] }),
    index('change_control_releases_version_idx').on(t.tenantId, t.artifactVersionId),
    uniqueIndex('change_control_releases_current_uq')
      .on(t.tenantId, t.artifactType, t.artifactVersionId)
      .where(sql`${t.state} in ('RUNNING', 'COMPLETED')`),
    foreignKey({
      name: 'change_control_releases_signature_fk',
      columns: [t.tenantId, t.signatureId],
      foreignColumns: [electronicSignatures.tenantId, electronicSignatures.id],
    }),
    check('change_control_releases_artifact_type_check', sql`${t.artifactType} in ${ARTIFACT_TYPES_SQL}`),
    check('change_control_releases_state_check', sql`${t.state} in ('RUNNING', 'COMPLETED', 'CANCELLED')`),
  ],
);

/** An author or approver of a release, with their decision. */
export const changeControlParticipants = pgTable(
  'change_control_participants',
  {
    tenantId: uuid().notNull(),
    id: uuid().notNull().defaultRandom(),
    releaseId: uuid().notNull(),
    kind: text().notNull(),
    position: integer().notNull(),
    userId: uuid().notNull(),
    userDisplayName: text().notNull(),
    decision: text().notNull().default('OPEN'),
    comment: text().notNull().default(''),
    decidedAt: at(),
    signatureId: uuid(),
    ...versioned(),
  },
  (t) => [
    primaryKey({ name: 'change_control_participants_pk', columns: [t.tenantId, t.id] }),
    uniqueIndex('change_control_participants_uq').on(t.tenantId, t.releaseId, t.kind, t.userId),
    foreignKey({
      name: 'change_control_participants_release_fk',
      columns: [t.tenantId, t.releaseId],
      foreignColumns: [changeControlReleases.tenantId, changeControlReleases.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'change_control_participants_signature_fk',
      columns: [t.tenantId, t.signatureId],
      foreignColumns: [electronicSignatures.tenantId, electronicSignatures.id],
    }),
    check('change_control_participants_kind_check', sql`${t.kind} in ('AUTHOR', 'APPROVER')`),
    check(
      'change_control_participants_decision_check',
      sql`${t.decision} in ('OPEN', 'APPROVED', 'DECLINED')`,
    ),
  ],
);
