import { createAreaSpa } from '@qms/shared-ui';
import { AREA } from './area';
import { AreaRoutes } from './routes';

/** The single-spa lifecycles the shell mounts for this area's routes (exposed as './spa'). */
const lifecycles = createAreaSpa(AREA, AreaRoutes, process.env.QMS_BUILD_VERSION);

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
