export { mappingImportRoutes } from './mapping-import.routes';
