import { addDays, addMonths } from '@qms/shared-api/contract';

// When a released document's periodic review is due (issue 29.6): pure, so the rules are tested with any day.

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
