import { productsRoutes } from './products/index';
import { rolesRoutes } from './roles/index';
import { templateContentsRoutes } from './template-contents/index';
import { templateChangeControlRoutes, templatesRoutes } from './templates/index';

/** The templates area of the quality-management service: templates, template contents, products and roles (spec 2). */
export const templatesAreaRoutes = [
  ...templatesRoutes,
  ...templateChangeControlRoutes,
  ...templateContentsRoutes,
  ...productsRoutes,
  ...rolesRoutes,
];
export { templateChangeControlHost } from './templates/template-host';
