// The Release rules card's snackbar texts (Users page).
export const RELEASE_RULES_MESSAGES = {
  load: "Release rules couldn't be loaded. Please try again.",
  save: "Release rules couldn't be changed. Please try again.",
  relaxed: 'Four-eyes rule relaxed. The change and your reason are in the audit trail.',
  required: 'Four-eyes rule required again. The change and your reason are in the audit trail.',
} as const;
