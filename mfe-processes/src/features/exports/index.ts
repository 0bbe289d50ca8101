export { ProcessExportActions } from './ProcessExportActions';
