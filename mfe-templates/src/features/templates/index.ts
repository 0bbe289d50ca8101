export { TemplatesPage, TEMPLATES_PAGE_SIZE } from './components/TemplatesPage';
export { TemplateDetailPage } from './components/TemplateDetailPage';
