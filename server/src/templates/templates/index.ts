export { templatesRoutes } from './templates.routes';
export { templateChangeControlRoutes } from './change-control.routes';
export { createTemplate, listTemplates, changeTemplateState } from './templates.repository';
export { currentTemplates } from './templates.links';
export { existingTemplateArtifactIds, templateAndContentNames } from './template-reads';
