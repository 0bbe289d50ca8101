export { roleHoldersRoutes } from './role-holders.routes';
