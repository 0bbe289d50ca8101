import { platformRoutes } from './platform.routes';

/** The platform module: user directory, tenant logo and configuration. */
export const platformAreaRoutes = [...platformRoutes];
