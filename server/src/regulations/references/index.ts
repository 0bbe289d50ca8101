export { referencesRoutes } from './references.routes';
export { importReferences, parseReferenceCatalog } from './references.repository';
