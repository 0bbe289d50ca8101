import { addDays } from './settings';

// When a released document's periodic review is due (issue 29.6): pure, so the rules are tested with any day.

/** 'YYYY-MM-DD' + n calendar months; a day the target month lacks becomes its last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const year = +day.slice(0, 4);
  const month = +day.slice(5, 7) - 1 + months;
  const target = new Date(Date.UTC(year, month, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(+day.slice(8, 10), lastDay));
  return target.toISOString().slice(0, 10);
}

export interface ReviewDueInput {
  /** the day the RELEASED version was released */
  releaseDay: string;
  /** the day of the newest signed review, if any */
  lastReviewDay: string | null;
  intervalMonths: number;
  /** a next due date an admin set directly (wins until the next review or release clears it) */
  directDueDate: string | null;
}

/**
 * The next review due date: set directly, else the interval after the later of the last review and the release
 * of the version in force (a new version restarts the cycle: releasing it was a review of the whole document).
 */
export function nextReviewDue({
  releaseDay,
  lastReviewDay,
  intervalMonths,
  directDueDate,
}: ReviewDueInput): string {
  if (directDueDate) return directDueDate;
  const base = lastReviewDay && lastReviewDay > releaseDay ? lastReviewDay : releaseDay;
  return addMonths(base, intervalMonths);
}

/** On the 'Due for review' list: due on or before `today` + windowDays (so already due ones too). */
export const isWithinReviewWindow = (dueDate: string, today: string, windowDays: number): boolean =>
  dueDate <= addDays(today, windowDays);
