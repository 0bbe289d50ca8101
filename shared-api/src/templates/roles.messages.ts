/** Error texts of spec 2 §8. */
export const ROLE_MESSAGES = {
  fetch: "Roles couldn't be fetched. Please try again.",
  save: "Role couldn't be created/updated. Please try again.",
  delete: "Role couldn't be deleted. Please try again.",
} as const;
