export { ProcessPdfActions } from './ProcessPdfActions';
export { ProcessPdfPanel } from './ProcessPdfPanel';
