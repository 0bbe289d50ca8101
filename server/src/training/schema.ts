// The training module's table (issue 29). Only this module and db/ import it; other areas read training through
// the module's index.ts (eslint.config.mjs zones).
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { changeControlReleases } from '../change-control/schema';
import { textArray, versioned } from '../db/schema/columns';
import { tenants, users } from '../platform/schema';
import { electronicSignatures } from '../signatures/schema';

const at = () => timestamp({ withTimezone: true });

/**
 * One person's training on one released version: created when the release completes (for the holders of a role a
 * changed step names, or an extra person the releaser added), closed by the assignee's signature 'Read and
 * understood' (CONFIRMED) or withdrawn (WITHDRAWN: e.g. the version was superseded before it was read). The
 * document's name and version are copied at release, as a training record must show what was read.
 */
export const trainingAssignments = pgTable(
  'training_assignments',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    id: uuid().notNull().defaultRandom(),
    userId: uuid().notNull(),
    userDisplayName: text().notNull(),
    artifactType: text().notNull().default('SOP'),
    artifactId: uuid().notNull(),
    artifactVersionId: uuid().notNull(),
    version: integer().notNull(),
    documentName: text().notNull(),
    releaseId: uuid().notNull(),
    /** ROLE: the user holds a role a changed step names; EXTRA: the releaser added them */
    reason: text().notNull(),
    /** the roles that caused it (empty for EXTRA) */
    roleIds: textArray(),
    assignedAt: at().notNull().defaultNow(),
    /** the version's effective date: not confirmed by then = overdue */
    dueDate: date({ mode: 'string' }).notNull(),
    state: text().notNull().default('OPEN'),
    confirmedAt: at(),
    signatureId: uuid(),
    closedAt: at(),
    /** when the training mails went (issue 29.7): each at most once, set by the sweep that sent it */
    assignmentMailedAt: at(),
    reminderMailedAt: at(),
    overdueMailedAt: at(),
    ...versioned(),
  },
  (t) => [
    primaryKey({ name: 'training_assignments_pk', columns: [t.tenantId, t.id] }),
    uniqueIndex('training_assignments_version_user_uq').on(t.tenantId, t.artifactVersionId, t.userId),
    index('training_assignments_user_idx').on(t.tenantId, t.userId, t.state),
    index('training_assignments_artifact_idx').on(t.tenantId, t.artifactId),
    foreignKey({
      name: 'training_assignments_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }),
    foreignKey({
      name: 'training_assignments_release_fk',
      columns: [t.tenantId, t.releaseId],
      foreignColumns: [changeControlReleases.tenantId, changeControlReleases.id],
    }),
    foreignKey({
      name: 'training_assignments_signature_fk',
      columns: [t.tenantId, t.signatureId],
      foreignColumns: [electronicSignatures.tenantId, electronicSignatures.id],
    }),
    check('training_assignments_artifact_type_check', sql`${t.artifactType} in ('SOP', 'TEMPLATE')`),
    check('training_assignments_reason_check', sql`${t.reason} in ('ROLE', 'EXTRA')`),
    check('training_assignments_state_check', sql`${t.state} in ('OPEN', 'CONFIRMED', 'WITHDRAWN')`),
    check(
      'training_assignments_confirmed_check',
      sql`(${t.state} = 'CONFIRMED') = (${t.signatureId} is not null)`,
    ),
  ],
);

/** A user's choice about the training mails (issue 29.7): reminders and overdue notices may be turned off. */
export const trainingMailPreferences = pgTable(
  'training_mail_preferences',
  {
    tenantId: uuid().notNull(),
    userId: uuid().notNull(),
    reminders: boolean().notNull().default(true),
    ...versioned(),
  },
  (t) => [
    primaryKey({ name: 'training_mail_preferences_pk', columns: [t.tenantId, t.userId] }),
    foreignKey({
      name: 'training_mail_preferences_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One row per user and day a training mail went: the claim that keeps a user at one training mail a day. The
 * sweep inserts it before sending; a second sweep (another server process) meets the primary key and sends nothing.
 */
export const trainingMailDays = pgTable(
  'training_mail_days',
  {
    tenantId: uuid().notNull(),
    userId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    sentAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'training_mail_days_pk', columns: [t.tenantId, t.userId, t.day] }),
    foreignKey({
      name: 'training_mail_days_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);
