import { addDays, TRAINING_REMINDER_DAYS_BEFORE } from '@qms/shared-api/contract';

// Which training mail an open assignment is due for on a day (issue 29.7), pure so it is tested without a clock:
// first the assignment mail (always, whatever the user chose); then, when the user keeps reminders on, the
// reminder from TRAINING_REMINDER_DAYS_BEFORE days before the due date until the due date, and the overdue
// notice after it. Each goes once: its stamp says it went.

export type TrainingMailKind = 'ASSIGNED' | 'REMINDER' | 'OVERDUE';

export interface MailableAssignment {
  dueDate: string;
  assignmentMailedAt: string | null;
  reminderMailedAt: string | null;
  overdueMailedAt: string | null;
}

export function mailKindOf(
  a: MailableAssignment,
  today: string,
  reminders: boolean,
): TrainingMailKind | null {
  if (!a.assignmentMailedAt) return 'ASSIGNED';
  if (!reminders) return null;
  if (a.dueDate < today) return a.overdueMailedAt ? null : 'OVERDUE';
  if (addDays(a.dueDate, -TRAINING_REMINDER_DAYS_BEFORE) <= today && !a.reminderMailedAt) return 'REMINDER';
  return null;
}

/**
 * The stamps a mail of `kind` sets: the assignment mail of an assignment already in its reminder window names the
 * due date, so it counts as the reminder too (no second mail the next day saying the same); an overdue notice
 * ends the reminders.
 */
export function stampsOf(
  kind: TrainingMailKind,
  a: MailableAssignment,
  today: string,
): ('assignment' | 'reminder' | 'overdue')[] {
  if (kind === 'OVERDUE') return ['overdue', ...(a.reminderMailedAt ? [] : ['reminder' as const])];
  if (kind === 'REMINDER') return ['reminder'];
  const inWindow = addDays(a.dueDate, -TRAINING_REMINDER_DAYS_BEFORE) <= today;
  return ['assignment', ...(inWindow && a.dueDate >= today ? ['reminder' as const] : [])];
}
