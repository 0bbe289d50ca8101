import { platformRoutes } from './platform.routes';
import { releaseRulesRoutes } from './release-rules';
import { usersRoutes } from './users/index';

export { fourEyesRequired } from './release-rules';

/** The platform module: user directory, the Users page's routes, tenant logo and configuration. */
export const platformAreaRoutes = [...platformRoutes, ...releaseRulesRoutes, ...usersRoutes];
