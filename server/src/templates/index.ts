import { rolesRoutes } from './roles/index';
import { templatesRoutes } from './templates/index';

/** The templates area of the quality-management service: templates and roles (spec document 2). */
export const templatesAreaRoutes = [...templatesRoutes, ...rolesRoutes];
