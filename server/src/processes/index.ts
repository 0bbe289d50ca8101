import { blocksRoutes } from './blocks/index';
import { exportsRoutes } from './exports/index';
import { sopsRoutes } from './sops/index';
import { storageRoutes } from './storage/index';
import { termsRoutes } from './terms/index';
import { sopChangeControlRoutes } from './sops/versions.routes';

export { countStepsWithRole } from './sops/index';
// what other areas read of processes (ADR 0118); joins inside their statements use sop_version_blocks_v instead
export {
  existingSopArtifactIds,
  findSopVersionRef,
  preferredSopNames,
  productRequirementBlocks,
} from './sops/index';
export { existingBlockArtifactIds, newestBlocks, type NewestBlock } from './blocks/index';
export { configureFileStorage } from './storage/storage.files';
export { migrateDiskFiles } from './storage/migrate-disk-files';
export { removeOrphanedSpools } from './storage/upload-spool';
export { copyStoragesToVersion } from './storage/storage.repository';
// issue 26: what the templates area reads and removes of the processes tables, instead of importing them
export {
  currentSopsListingContent,
  loadCurrentSops,
  loadSopVersionLinks,
  releasedSopVersions,
  sopVersionsNamingContent,
  sopVersionsNamingProduct,
  type CurrentSop,
  type NamedSopVersion,
  type ReleasedSopVersion,
  type SopVersionLinks,
} from './sops/sop-reads';
export { deleteStoragesOfVersion } from './storage/storage.repository';
// issue 29.3: the roles of a version's steps and its purpose, for the training a release assigns
export { trainingScopeOfVersion, type RoleStep, type TrainingScope } from './sops/training-reads';
// what a commented id is among the processes (the comments module asks, route-table.ts wires it)
export { processCommentTargets } from './sops/comment-targets';

/** The processes area of the quality-management service (spec document 1). */
export const processesAreaRoutes = [
  ...sopsRoutes,
  ...blocksRoutes,
  ...termsRoutes,
  ...storageRoutes,
  ...sopChangeControlRoutes,
  ...exportsRoutes,
];
export { sopChangeControlHost } from './sops/sop-host';
// the PDF drawing of the exports, reused by the training records (issue 29.5)
export { drawTable, type GridCell } from './exports/pdf-table';
export { FONTS } from './exports/pdf-fonts';
export { printedDateTime } from './exports/print-format';
export { attachment } from './exports/exports.routes';
