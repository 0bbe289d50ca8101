import { qmsRegulationsRoutes } from './qms-regulations/index';
import { regulationsRoutes } from './regulations/index';

/** The standards service (`/sr-api`: regulations, requirements) and the tenant's applied regulations (`/qms-api`). */
export const regulationsAreaRoutes = [...regulationsRoutes, ...qmsRegulationsRoutes];
export { importCatalog, parseCatalogText } from './oscal/oscal.import';
