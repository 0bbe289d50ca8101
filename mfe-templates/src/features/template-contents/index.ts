export { TemplateContentsPage } from './components/TemplateContentsPage';
export { TemplateContentDetail } from './components/TemplateContentDetail';
