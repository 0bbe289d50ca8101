import { z } from 'zod';

// The tenant's document-control settings (issue 29): the training period that sets a release's default effective
// date (release day + N days) and the default interval of periodic reviews. Read by every signed-in user (the
// Start form's hint), changed by admins on the Users page.

export const TRAINING_PERIOD_RANGE = 'The training period must be a whole number of days from 0 to 365.';
export const REVIEW_INTERVAL_RANGE = 'The review interval must be a whole number of months from 1 to 120.';
export const SETTINGS_CHANGED =
  'The document-control settings were changed by someone else. Reload and make your change again.';

const TrainingPeriodDays = z
  .number(TRAINING_PERIOD_RANGE)
  .int(TRAINING_PERIOD_RANGE)
  .min(0, TRAINING_PERIOD_RANGE)
  .max(365, TRAINING_PERIOD_RANGE);
const ReviewIntervalMonths = z
  .number(REVIEW_INTERVAL_RANGE)
  .int(REVIEW_INTERVAL_RANGE)
  .min(1, REVIEW_INTERVAL_RANGE)
  .max(120, REVIEW_INTERVAL_RANGE);

/** GET /qms-api/change-control/settings (dbVersion 0 while the tenant never saved them: the defaults). */
export const DocumentControlSettings = z.object({
  trainingPeriodDays: TrainingPeriodDays,
  reviewIntervalMonths: ReviewIntervalMonths,
  dbVersion: z.number().int().nonnegative(),
});
export type DocumentControlSettings = z.infer<typeof DocumentControlSettings>;

/** PUT: the new values and the dbVersion read (stale → 409). */
export const DocumentControlSettingsUpdate = DocumentControlSettings;
export type DocumentControlSettingsUpdate = z.input<typeof DocumentControlSettingsUpdate>;

export const DOCUMENT_CONTROL_SETTINGS_PATH = '/qms-api/change-control/settings';
