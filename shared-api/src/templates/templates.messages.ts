/** Error texts of spec 2 §8 (plus our delete message: the spec has none, ADR 0073). */
export const TEMPLATE_MESSAGES = {
  list: "SOP Templates couldn't be fetched. Please try again.",
  fetch: (id: string) => `Template detail for ${id} could not be fetched.`,
  update: (id: string) => `Template detail for ${id} could not be updated.`,
  releaseState: "Template couldn't change release-state",
  releaseCreateLoad: "Template couldn't create / load release-state",
  search: "Template search couldn't be executed. Please try again.",
  create: "Template couldn't be created. Please try again.",
  delete: "Template couldn't be deleted. Please try again.",
} as const;
