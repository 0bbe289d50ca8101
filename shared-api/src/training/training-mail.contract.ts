import { z } from 'zod';

// The training mails (issue 29.7): the signed-in user's choice whether reminders (before the due date) and overdue
// notices go to them. The assignment mail always goes. GET/PUT /qms-api/training/mail-preferences.

export const TRAINING_MAIL_PREFERENCES_PATH = '/qms-api/training/mail-preferences';

/** The page every training mail links to. */
export const MY_TRAININGS_PAGE = '/my-trainings';

/** A reminder goes this many days before the due date (and on any later day before it, if one was missed). */
export const TRAINING_REMINDER_DAYS_BEFORE = 3;

export const TrainingMailPreferences = z.object({
  reminders: z.boolean(),
  /** 0 while the user never saved a choice */
  dbVersion: z.number().int().nonnegative(),
});
export type TrainingMailPreferences = z.infer<typeof TrainingMailPreferences>;

export const TrainingMailPreferencesUpdate = TrainingMailPreferences;
export type TrainingMailPreferencesUpdate = z.infer<typeof TrainingMailPreferencesUpdate>;
