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
// the impact area's reads of regulations and requirements (it names none of this area's tables)
export {
  mappableRequirementIds,
  regulationExists,
  regulationViewLicences,
  requirementIdsByKey,
  requirementTexts,
  requirementsWithParagraphs,
  type RequirementOfExport,
} from './regulations/requirements.lookup';
export { clauseCountSql, clausesAmongSql, firstPositionSql } from './regulations/requirements.sql';
// for the impact area's CSV export (issue 15): export licence, regulation lookup, gap entries, CSV helpers
export { mayExport } from './licensing';
export { getRegulation } from './regulations/regulations.repository';
export { gapEntriesOf, requirementIdsTargetingSop } from './qms-requirements/gap-entries.lookup';
export { htmlToText, names as gapTargetNames } from './qms-requirements/gap-list.csv';
// the templates area's reads of the standard's template contents: part of the public face, but templates
// imports reads.ts itself (an import of this index would close a cycle)
export * from './reads';
