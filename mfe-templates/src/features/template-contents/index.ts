export { TemplateContentsPage } from './components/TemplateContentsPage';
export { TemplateContentDetail } from './components/TemplateContentDetail';
export { TemplateContentChip, type TemplateContentChipProps } from './components/TemplateContentChip';
