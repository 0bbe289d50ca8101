export { relationsRoutes } from './relations.routes';
export { importRelations, parseRelationCatalogue, InvalidRelationCatalogueError } from './relations.import';
export { requirementIdsByRelations } from './relations.repository';
