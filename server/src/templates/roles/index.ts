export { rolesRoutes } from './roles.routes';
export { createRole, roleUsage } from './roles.repository';
