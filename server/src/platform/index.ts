export { platformRoutes } from './platform.routes';
export { verifyDocAccess, loadDocAccessSecret, DOC_ACCESS_COOKIE } from './doc-access';
