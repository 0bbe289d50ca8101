// The processes area's client calls and query hooks, split by feature; this barrel keeps one import path.
// A file re-exported by name has exports that only shared-api itself (or its tests) uses: they stay out of the
// public surface (exports.lock.json); a new export there is added to the list on purpose.
export {
  useCreateSop,
  useCurrentSop,
  useCurrentSopList,
  useDeleteSop,
  useOrderSops,
  useSop,
  useSops,
  useSopStatistics,
  useSopSummaries,
  useUpdateSopArtifact,
  useUpdateSopVersion,
} from './sops.queries';
export {
  type BlockRef,
  createBlock,
  useBlock,
  useCreateBlock,
  useDeleteBlock,
  useOrderBlocks,
  useSaveBlock,
  useUndoBlockDeletion,
} from './blocks.queries';
export {
  createTerm,
  useCreateTerm,
  useDeletedTerms,
  useDeleteTerm,
  useSaveTerm,
  useTerms,
  useTermSearch,
  useUndoTermDeletion,
} from './terms.queries';
export * from './storage.queries';
export { useQmsConfigString, useSaveQmsConfigString } from './qms-config.queries';
export * from './exports.queries';
