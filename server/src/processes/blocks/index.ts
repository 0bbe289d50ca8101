// The feature's face (the process blocks of a version (spec 1 §5)): what its area mounts.
export { blocksRoutes } from './blocks.routes';
export { existingBlockArtifactIds, newestBlocks, type NewestBlock } from './block-reads';
