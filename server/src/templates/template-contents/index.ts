export { templateContentsRoutes } from './template-contents.routes';
export { createTemplateContent } from './template-contents.repository';
