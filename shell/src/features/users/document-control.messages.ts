// The Document control card's snackbar texts (Users page, issue 29).
export const DOCUMENT_CONTROL_MESSAGES = {
  load: "Document-control settings couldn't be loaded. Please try again.",
  save: "Document-control settings couldn't be saved. Please try again.",
  saved: 'Document-control settings saved.',
} as const;
