/** The error catalogue of spec 1 §8 for processes, blocks, terms and file storage, word for word. */
export const PROCESS_MESSAGES = {
  list: "SOPs couldn't be fetched. Please try again.",
  create: "SOP couldn't be created. Please try again.",
  delete: "SOP couldn't be deleted. Please try again.",
  reorder: 'Change of SOP order could not be completed. Please try again.',
  detailLoad: (id: string) => `SOP detail for ${id} couldn't be fetched. Please try again.`,
  update: "SOP couldn't be updated. Please try again.",
  releaseState: "SOP couldn't change release-state. Please try again.",
  releaseCreateLoad: "SOP couldn't create / load release-state. Please try again.",
  history: 'Could not load version history of SOP. Please try again.',
  termsLoad: (id: string) => `Terms for sop version ${id} couldn't be fetched. Please try again.`,
  deletedTermsLoad: (id: string) => `deleted SOP terms for ${id} couldn't be fetched. Please try again.`,
  allTerms: "Terms couldn't be fetched. Please try again.",
  termCreate: "Term couldn't be created. Please try again.",
  termVersion: "Term version couldn't be created. Please try again.",
  termUpdate: "Term couldn't be updated. Please try again.",
  termDelete: "Term couldn't be deleted. Please try again.",
  /** also used for undoing a term deletion */
  undoDeletion: "Deleted SopBlock couldn't be reverted. Please try again.",
  blockDelete: "SopBlock couldn't be deleted. Please try again.",
  blockNewVersion: 'New block version could not be created. Please try again.',
  blockCreate: 'Block could not be created. Please try again.',
  blockReorder: 'Blocks could not be reordered. Please try again.',
  blockLoad: (id: string) => `Could not load sop-block with version-id: ${id}`,
  blockUpdate: (id: string) => `Could not update sop-block with version-id: ${id}`,
  fileList: "File storages couldn't be fetched. Please try again.",
  upload: 'File could not be uploaded. Please try again.',
  uploadSuccess: 'File has been successfully uploaded.',
  fileDelete: 'File could not be deleted. Please try again.',
  fileDeleteSuccess: 'File has been successfully deleted.',
  downloadStatus: (code: number) => `error while loading file storage. HTTP status code: ${code}`,
} as const;

/** Texts of the process screens that the server or several widgets share (spec 1 §2.5, §2.6, §9). */
export const PROCESS_LABELS = {
  noBlockSelected: 'No sop-block selected',
  loadingName: 'Loading...',
  latestSopsKey: 'latest-sops',
} as const;
export const LATEST_SOPS_MAX = 5;
export const PROCESS_TABLE_PAGE_SIZE = 2500;
export const GLOSSARY_PAGE_SIZE = 250;
