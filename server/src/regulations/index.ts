import { qmsRegulationsRoutes } from './qms-regulations/index';
import { referencesRoutes } from './references/index';
import { regulationsRoutes } from './regulations/index';
import { qmsRequirementsRoutes } from './qms-requirements/index';
import { relationsRoutes } from './relations/index';

/** The standards service (`/sr-api`: regulations, requirements) and the tenant's applied regulations (`/qms-api`). */
export const regulationsAreaRoutes = [
  ...regulationsRoutes,
  ...qmsRegulationsRoutes,
  ...qmsRequirementsRoutes,
  ...referencesRoutes,
  ...relationsRoutes,
];
export { importCatalog, parseCatalogText } from './oscal/oscal.import';
export { importReferences, parseReferenceCatalog } from './references/index';
// used by the impact area: licensing of requirement text, the shared regulations of the route examples
export { mayViewContent } from './licensing';
// for the impact area's CSV export (issue 15): export licence, regulation lookup, gap entries, CSV helpers
export { mayExport } from './licensing';
export { getRegulation } from './regulations/regulations.repository';
export { listWhere } from './qms-requirements/qms-requirements.repository';
export { htmlToText, names as gapTargetNames } from './qms-requirements/gap-list.csv';
