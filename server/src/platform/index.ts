import { platformRoutes } from './platform.routes';
import { usersRoutes } from './users/index';

/** The platform module: user directory, the Users page's routes, tenant logo and configuration. */
export const platformAreaRoutes = [...platformRoutes, ...usersRoutes];
// for security notices of other modules (signatures: repeated failed attempts)
export { activeTenantAdmins } from './users/users.repository';
