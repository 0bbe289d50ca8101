// The feature's user-facing messages (errorMessage texts), in one place per feature.

export const MAIL_NOT_SENT =
  'The e-mail could not be sent. Check the mail settings (SMTP_URL) and try again; nothing was changed.';
