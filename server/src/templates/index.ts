import { productsRoutes } from './products/index';
import { roleHoldersRoutes } from './role-holders/index';
import { rolesRoutes } from './roles/index';
import { templateContentsRoutes } from './template-contents/index';
import { templateChangeControlRoutes, templatesRoutes } from './templates/index';

// what other areas read of templates and template contents (ADR 0118)
export { existingTemplateArtifactIds, templateAndContentNames } from './templates/index';

/** The templates area of the quality-management service: templates, template contents, products and roles (spec 2). */
export const templatesAreaRoutes = [
  ...templatesRoutes,
  ...templateChangeControlRoutes,
  ...templateContentsRoutes,
  ...productsRoutes,
  ...rolesRoutes,
  ...roleHoldersRoutes,
];
// the reads face is part of the area's public face too; areas the templates area imports use reads.ts directly
export * from './reads';
export { templateChangeControlHost } from './templates/template-host';
