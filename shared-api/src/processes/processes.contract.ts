// The processes area's contract (spec 1), split by feature; this barrel keeps one import path.
// A file re-exported by name has exports that only shared-api itself (or its tests) uses: they stay out of the
// public surface (exports.lock.json); a new export there is added to the list on purpose.
export * from './sops.contract';
export {
  BLOCK_ADD_LABELS,
  BLOCK_CHANGED_BY_SOMEONE_ELSE,
  BLOCK_DEFAULTS,
  BLOCK_DELETED_NOT_EDITABLE,
  BLOCK_NEW_VERSION_ONLY_UNCHANGED,
  BLOCK_NOT_DELETED,
  BLOCK_ORDER_MISMATCH,
  BLOCK_VERSION_STATE_LABELS,
  BlockType,
  SopBlock,
  SopBlockCreate,
  SopBlockFields,
  SopBlockOrder,
  SopBlockParams,
  SopBlockUpdate,
  SopDeletedBlockParams,
} from './blocks.contract';
export * from './terms.contract';
export {
  FileStorage,
  ORIGINAL_FILENAME_HEADER,
  STORAGE_FILE_FIELD,
  STORAGE_NO_CONTENT,
  STORAGE_NO_FILE,
  STORAGE_PDF_ONLY,
  StorageCreate,
  StorageIdParams,
  StorageList,
  StorageListQuery,
  storageTooLargeMessage,
} from './storage.contract';
export {
  STORAGE_INSPECT_BYTES,
  STORAGE_TEMPLATE_OFFICE_OR_PDF_ONLY,
  StorageLimits,
  isOfficeDocumentOrPdfContent,
  isPdfContent,
} from './storage-content';
export * from './exports.contract';
export * from './exports.messages';
export * from './qms-config.contract';
export * from './qms-config.messages';
export * from './processes.messages';
export {
  blockActions,
  blockDeleteOutcome,
  blockEditOutcome,
  isDeletable,
  isEditable,
  isInWork,
  isSelfOrDescendant,
  isTermValidFor,
  latestVersionsOf,
  lookupByArtifact,
  otherProcessesDefiningTerm,
  preferredVersion,
  selectableProcesses,
  sopChildren,
  termDeleteOutcome,
  termDisplayState,
  type TermDisplayState,
  termEditOutcome,
} from './processes.rules';
