import { platformRoutes } from './platform.routes';

export { verifyDocAccess, loadDocAccessSecret, DOC_ACCESS_COOKIE } from './doc-access';

/** The platform module: user directory, tenant logo and configuration, document-access cookie. */
export const platformAreaRoutes = [...platformRoutes];
