// What the templates area reads of the regulations area's tables (the standard's template references). Templates
// imports this face, not regulations/index: regulations imports templates/index (gap list, targets), so reading
// through regulations/index closed an index-to-index cycle (regulations/index -> qms-requirements -> templates/index
// -> template-contents -> regulations/index). This face and the file behind it import only the area's own schema.
export {
  findListedReference,
  listReferences,
  listReferencesWithRemoved,
} from './references/references.repository';
