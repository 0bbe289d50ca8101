/** Error texts of the Users page. */
export const TENANT_USER_MESSAGES = {
  fetch: "Users couldn't be fetched. Please try again.",
  invite: "The invitation couldn't be sent. Please try again.",
  roles: "The roles couldn't be changed. Please try again.",
  disable: "The user couldn't be disabled. Please try again.",
  enable: "The user couldn't be enabled. Please try again.",
  resend: "The invitation couldn't be sent again. Please try again.",
  reset: "The password reset mail couldn't be sent. Please try again.",
} as const;
