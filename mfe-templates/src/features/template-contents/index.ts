export { TemplateContentsPage } from './components/TemplateContentsPage';
