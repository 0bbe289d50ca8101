// Due dates of releases (issue 27.6): a calendar day ('YYYY-MM-DD'), without time or zone, as a person names a
// deadline. Shared by the Start form, the server's validation, the cards and My approvals.

export const DUE_DATE_INVALID = 'The due date must be a date (YYYY-MM-DD).';
export const DUE_DATE_IN_PAST = 'The due date cannot be in the past.';
/** The effective date (issue 29.2) follows the due date's rule: a calendar day, not before today anywhere. */
export const EFFECTIVE_DATE_INVALID = 'The effective date must be a date (YYYY-MM-DD).';
export const EFFECTIVE_DATE_IN_PAST = 'The effective date cannot be in the past.';
/**
 * The last calendar day the server's date schemas accept (z.iso.date() and the 'YYYY-MM-DD' pattern both take a
 * four-digit year). The `max` of every date field that sends one, so a typed year 20260 is refused before it is sent.
 */
export const LAST_CALENDAR_DAY = '9999-12-31';

const HOUR_MS = 3_600_000;

/** The calendar day of `date` in the local zone of the machine ('YYYY-MM-DD'). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The earliest calendar day that is "today" somewhere on earth (UTC-12). The server does not know the initiator's
 * zone; comparing with this day never refuses a date that is today for the initiator.
 */
function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * HOUR_MS).toISOString().slice(0, 10);
}

/** A due date before the earliest today anywhere is in the past for everyone. */
export const isDueDateInPast = (dueDate: string, now: Date): boolean => dueDate < earliestToday(now);

/** Overdue: the due day is over for the reader (`today` is the reader's local day, see localDay). */
export const isOverdue = (dueDate: string | null | undefined, today: string): boolean =>
  !!dueDate && dueDate < today;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) =>
  Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / DAY_MS;

/** How long a decision has waited since the release started, in the reader's calendar days: "today", "3 days". */
export function waitingSince(initiatedAt: string, now: Date): string {
  const days = dayNumber(localDay(now)) - dayNumber(localDay(new Date(initiatedAt)));
  if (days <= 0) return 'today';
  return days === 1 ? '1 day' : `${days} days`;
}

/** 'YYYY-MM-DD' + n calendar days (UTC arithmetic on a calendar day, so no zone shifts it). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The UTC calendar day of a moment ('YYYY-MM-DD'): a release's or a review's day, the server's today. */
export const utcDay = (at: Date | string): string => new Date(at).toISOString().slice(0, 10);

/**
 * 'YYYY-MM-DD' + n calendar months (periodic review, issue 29.6); a day the target month lacks becomes its last
 * day (31 Jan + 1 month = 28/29 Feb). Calendar arithmetic in UTC, so no zone moves the day.
 */
export function addMonths(day: string, months: number): string {
  const target = new Date(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(+day.slice(8, 10), lastDay));
  return target.toISOString().slice(0, 10);
}
