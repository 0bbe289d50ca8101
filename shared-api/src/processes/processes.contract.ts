// The processes area's contract (spec 1), split by feature; this barrel keeps one import path.
export * from './sops.contract';
export * from './blocks.contract';
export * from './terms.contract';
export * from './storage.contract';
export * from './exports.contract';
export * from './exports.messages';
export * from './qms-config.contract';
export * from './qms-config.messages';
export * from './processes.messages';
export * from './processes.rules';
