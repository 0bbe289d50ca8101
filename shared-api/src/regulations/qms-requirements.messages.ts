/** spec 3 §8 messages of the gap list (the UI shows them on failure) */
export const GAP_MESSAGES = {
  update: (id: string) => `QmsRequirement entry for requirement id ${id} couldn't be updated.`,
  gapEntries: (id: string) => `gap entries for regulation ${id} couldn't be fetched. Please try again.`,
  requirementsById: (id: string) => `Requirements for regulation id ${id} couldn't be fetched.`,
  requirements: (id: string) => `Requirements for regulation ${id} couldn't be fetched. Please try again.`,
  implementation: (id: string) =>
    `Requirement implementation for requirement ${id} couldn't be updated. Please try again.`,
  marked: (id: string) => `Requirement marked for requirement ${id} couldn't be updated. Please try again.`,
} as const;
