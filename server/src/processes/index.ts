import { blocksRoutes } from './blocks/blocks.routes';
import { sopsRoutes } from './sops/index';
import { storageRoutes } from './storage/storage.routes';
import { termsRoutes } from './terms/terms.routes';

export { countStepsWithRole } from './sops/index';
export { configureFileStorage } from './storage/storage.files';
// example rows for the generated route checks of modules that comment on processes
export { FIXED, fixedProcess, freshProcess } from './fixtures';

/** The processes area of the quality-management service (spec document 1). */
export const processesAreaRoutes = [...sopsRoutes, ...blocksRoutes, ...termsRoutes, ...storageRoutes];
