export const RELATION_MESSAGES = {
  release: (releaseId: string, regulationId: string) =>
    `Relation release ${releaseId} for regulation ${regulationId} couldn't be fetched.`,
  releases: (regulationId: string) => `Relation releases for regulation ${regulationId} couldn't be fetched.`,
} as const;
