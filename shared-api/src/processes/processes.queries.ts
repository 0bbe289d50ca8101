// The processes area's client calls and query hooks, split by feature; this barrel keeps one import path.
export * from './sops.queries';
export * from './blocks.queries';
export * from './terms.queries';
export * from './storage.queries';
export * from './qms-config.queries';
export * from './exports.queries';
