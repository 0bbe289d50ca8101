export const AUDIT_MESSAGES = {
  fetch: "The audit trail couldn't be fetched. Please try again.",
  verify: "The audit trail couldn't be verified. Please try again.",
} as const;
