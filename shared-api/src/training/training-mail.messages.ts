// The training mail switch's texts (issue 29.7).

export const TRAINING_MAIL_MESSAGES = {
  label: 'E-mail me reminders and overdue notices',
  description: 'The mail that assigns you a training always goes.',
  saved: 'Your mail setting is saved.',
  saveError: "Couldn't save your mail setting.",
  loadError: "Couldn't load your mail setting. Please try again.",
} as const;

export const TRAINING_MAIL_PREFERENCES_CHANGED =
  'Your mail setting was changed elsewhere. Reload to see the change.';
