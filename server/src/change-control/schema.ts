// The change-control area's tables. Only this area and db/ import them; other areas read
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
import { electronicSignatures } from '../signatures/schema';

// Change control (spec 1 §3, §4), generic over the artifact type: a release of a SOP or TEMPLATE version and its
// participants; their electronic signatures (21 CFR Part 11) are the signatures area's table. No foreign key to the version: the artifact's
// table depends on the type; the module's host checks the version exists in the tenant.

const ARTIFACT_TYPES_SQL = sql`('SOP', 'TEMPLATE')`;
const at = () => timestamp({ withTimezone: true });

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
    /**
     * the day the version comes into force (issue 29.2; 'YYYY-MM-DD'): named at start, or set at completion to the
     * release day + the tenant's training period. Until then the previous released version stays in force.
     */
    effectiveDate: date({ mode: 'string' }),
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
    // the coming versions: completed releases by effective date (migration 0036)
    index('change_control_releases_effective_idx')
      .on(t.tenantId, t.artifactType, t.effectiveDate)
      .where(sql`${t.state} = 'COMPLETED'`),
    // Due for review: each document's newest completed release, one row per document (migration 0041)
    index('change_control_releases_completed_idx')
      .on(t.tenantId, t.artifactType, t.artifactId, t.decidedAt.desc())
      .where(sql`${t.state} = 'COMPLETED'`),
    // my approvals: the few running releases (migration 0035)
    index('change_control_releases_running_idx')
      .on(t.tenantId, t.initiatedAt)
      .where(sql`${t.state} = 'RUNNING'`),
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
    // my approvals: a user's open records (migration 0035)
    index('change_control_participants_open_idx')
      .on(t.tenantId, t.userId)
      .where(sql`${t.decision} = 'OPEN'`),
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

/**
 * A decision's signature withdrawn by Revert: when and by whom, and the participant record (so its capacity) it
 * was given in. The signature itself is immutable and stays on the record; this row takes it out of force (the
 * PDF's "Withdrawn signatures"). A cancelled release's signatures are out of force through the release's state.
 */
export const changeControlWithdrawals = pgTable(
  'change_control_withdrawals',
  {
    tenantId: uuid().notNull(),
    signatureId: uuid().notNull(),
    releaseId: uuid().notNull(),
    participantId: uuid().notNull(),
    withdrawnAt: at().notNull().defaultNow(),
    withdrawnBy: uuid().notNull(),
    withdrawnByDisplayName: text().notNull(),
  },
  (t) => [
    primaryKey({ name: 'change_control_withdrawals_pk', columns: [t.tenantId, t.signatureId] }),
    index('change_control_withdrawals_release_idx').on(t.tenantId, t.releaseId),
    foreignKey({
      name: 'change_control_withdrawals_signature_fk',
      columns: [t.tenantId, t.signatureId],
      foreignColumns: [electronicSignatures.tenantId, electronicSignatures.id],
    }),
    foreignKey({
      name: 'change_control_withdrawals_participant_fk',
      columns: [t.tenantId, t.participantId],
      foreignColumns: [changeControlParticipants.tenantId, changeControlParticipants.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The tenant's document-control settings (issue 29): the training period that sets a release's default effective
 * date, and the default periodic-review interval. No row: the defaults below.
 */
export const changeControlSettings = pgTable(
  'change_control_settings',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    trainingPeriodDays: integer().notNull().default(14),
    reviewIntervalMonths: integer().notNull().default(24),
    ...versioned(),
  },
  (t) => [
    primaryKey({ name: 'change_control_settings_pk', columns: [t.tenantId] }),
    check('change_control_settings_training_period_check', sql`${t.trainingPeriodDays} between 0 and 365`),
    check('change_control_settings_review_interval_check', sql`${t.reviewIntervalMonths} between 1 and 120`),
  ],
);

/**
 * A released document's periodic-review schedule (issue 29.6; migration 0024): an interval overriding the
 * tenant's default, and/or a next due date an admin set directly (e.g. a document taken over with a known review
 * date; cleared by the next review or release). No row: the tenant default, due from the release day.
 */
export const changeControlReviewSchedules = pgTable(
  'change_control_review_schedules',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    artifactType: text().notNull(),
    artifactId: uuid().notNull(),
    intervalMonths: integer(),
    nextDueDate: date({ mode: 'string' }),
    ...versioned(),
  },
  (t) => [
    primaryKey({
      name: 'change_control_review_schedules_pk',
      columns: [t.tenantId, t.artifactType, t.artifactId],
    }),
    check(
      'change_control_review_schedules_artifact_type_check',
      sql`${t.artifactType} in ${ARTIFACT_TYPES_SQL}`,
    ),
    check('change_control_review_schedules_interval_check', sql`${t.intervalMonths} between 1 and 120`),
  ],
);

/** A signed periodic review ('Reviewed, no change needed') of the version in force, with the next due date it set. */
export const changeControlReviews = pgTable(
  'change_control_reviews',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    id: uuid().notNull().defaultRandom(),
    artifactType: text().notNull(),
    artifactId: uuid().notNull(),
    artifactVersionId: uuid().notNull(),
    version: integer().notNull(),
    reviewedAt: at().notNull(),
    reviewedBy: uuid().notNull(),
    reviewedByDisplayName: text().notNull(),
    comment: text().notNull().default(''),
    nextDueDate: date({ mode: 'string' }).notNull(),
    signatureId: uuid().notNull(),
  },
  (t) => [
    primaryKey({ name: 'change_control_reviews_pk', columns: [t.tenantId, t.id] }),
    // a document's reviews, the newest first (Due for review walks it, migration 0041)
    index('change_control_reviews_artifact_time_idx').on(
      t.tenantId,
      t.artifactType,
      t.artifactId,
      t.reviewedAt.desc(),
    ),
    foreignKey({
      name: 'change_control_reviews_signature_fk',
      columns: [t.tenantId, t.signatureId],
      foreignColumns: [electronicSignatures.tenantId, electronicSignatures.id],
    }),
    check('change_control_reviews_artifact_type_check', sql`${t.artifactType} in ${ARTIFACT_TYPES_SQL}`),
  ],
);
