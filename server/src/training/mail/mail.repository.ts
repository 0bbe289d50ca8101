import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { TRAINING_MAIL_PREFERENCES_CHANGED, type TrainingMailPreferences } from '@qms/shared-api/contract';
import type { Tx } from '../../db/tenant';
import { conflict } from '../../http/errors';
import { trainingAssignments as A, trainingMailDays as D, trainingMailPreferences as P } from '../schema';

// The training mails' queries (issue 29.7): the user's preference, the open assignments a mail may be due for,
// the per-user-per-day claim and the stamps that say which mail went.

export async function mailPreferences(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<TrainingMailPreferences> {
  const [row] = await tx
    .select({ reminders: P.reminders, dbVersion: P.dbVersion })
    .from(P)
    .where(and(eq(P.tenantId, tenantId), eq(P.userId, userId)));
  return row ?? { reminders: true, dbVersion: 0 };
}

/** Saves the choice; dbVersion 0 means "never saved" (the first save inserts). A stale dbVersion is a 409. */
export async function saveMailPreferences(
  tx: Tx,
  tenantId: string,
  userId: string,
  update: TrainingMailPreferences,
): Promise<TrainingMailPreferences> {
  const [row] =
    update.dbVersion === 0
      ? await tx
          .insert(P)
          .values({ tenantId, userId, reminders: update.reminders, dbVersion: 1 })
          .onConflictDoNothing()
          .returning({ reminders: P.reminders, dbVersion: P.dbVersion })
      : await tx
          .update(P)
          .set({ reminders: update.reminders, dbVersion: sql`${P.dbVersion} + 1`, updatedAt: sql`now()` })
          .where(and(eq(P.tenantId, tenantId), eq(P.userId, userId), eq(P.dbVersion, update.dbVersion)))
          .returning({ reminders: P.reminders, dbVersion: P.dbVersion });
  if (!row) throw conflict(TRAINING_MAIL_PREFERENCES_CHANGED);
  return row;
}

export interface OpenAssignment {
  id: string;
  userId: string;
  documentName: string;
  version: number;
  dueDate: string;
  assignmentMailedAt: string | null;
  reminderMailedAt: string | null;
  overdueMailedAt: string | null;
  reminders: boolean;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The tenant's OPEN assignments that have not had all three mails, with their user's reminder choice. */
export async function openAssignmentsToMail(tx: Tx, tenantId: string): Promise<OpenAssignment[]> {
  const rows = await tx
    .select({
      id: A.id,
      userId: A.userId,
      documentName: A.documentName,
      version: A.version,
      dueDate: A.dueDate,
      assignmentMailedAt: A.assignmentMailedAt,
      reminderMailedAt: A.reminderMailedAt,
      overdueMailedAt: A.overdueMailedAt,
      reminders: sql<boolean>`coalesce(${P.reminders}, true)`,
    })
    .from(A)
    .leftJoin(P, and(eq(P.tenantId, A.tenantId), eq(P.userId, A.userId)))
    .where(and(eq(A.tenantId, tenantId), eq(A.state, 'OPEN'), isNull(A.overdueMailedAt)))
    .orderBy(A.dueDate, A.documentName);
  return rows.map((r) => ({
    ...r,
    assignmentMailedAt: iso(r.assignmentMailedAt),
    reminderMailedAt: iso(r.reminderMailedAt),
    overdueMailedAt: iso(r.overdueMailedAt),
  }));
}

/**
 * Claims the user's training mail of `day`: true for the one transaction that inserted the row. A concurrent
 * sweep's insert waits on the primary key until this transaction ends, then finds the row and gets false.
 */
export async function claimMailDay(tx: Tx, tenantId: string, userId: string, day: string): Promise<boolean> {
  const rows = await tx
    .insert(D)
    .values({ tenantId, userId, day })
    .onConflictDoNothing()
    .returning({ userId: D.userId });
  return rows.length === 1;
}

/** Gives a claimed day back (its mail could not be sent): the next sweep tries again. */
export async function releaseMailDay(tx: Tx, tenantId: string, userId: string, day: string): Promise<void> {
  await tx.delete(D).where(and(eq(D.tenantId, tenantId), eq(D.userId, userId), eq(D.day, day)));
}

export type Stamp = 'assignment' | 'reminder' | 'overdue';
const STAMP_COLUMN = {
  assignment: A.assignmentMailedAt,
  reminder: A.reminderMailedAt,
  overdue: A.overdueMailedAt,
} as const;
const STAMP_KEY = {
  assignment: 'assignmentMailedAt',
  reminder: 'reminderMailedAt',
  overdue: 'overdueMailedAt',
} as const;

/** Stamps the assignments' mail as sent at `at`, only where it is not stamped yet; answers the ids stamped. */
export async function stampMailed(
  tx: Tx,
  tenantId: string,
  stamp: Stamp,
  ids: string[],
  at: Date,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(A)
    .set({ [STAMP_KEY[stamp]]: at })
    .where(and(eq(A.tenantId, tenantId), inArray(A.id, ids), isNull(STAMP_COLUMN[stamp])))
    .returning({ id: A.id });
  return rows.map((r) => r.id);
}

/** Takes back the stamps of a mail that could not be sent (those set at `at`), so the mail is tried again. */
export async function unstampMailed(
  tx: Tx,
  tenantId: string,
  stamp: Stamp,
  ids: string[],
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(A)
    .set({ [STAMP_KEY[stamp]]: null })
    .where(and(eq(A.tenantId, tenantId), inArray(A.id, ids), eq(STAMP_COLUMN[stamp], at)));
}
