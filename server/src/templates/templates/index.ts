export { templatesRoutes } from './templates.routes';
export { createTemplate, listTemplates } from './templates.repository';
