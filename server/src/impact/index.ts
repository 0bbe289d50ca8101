import { analysesRoutes } from './analyses/index';
import { impactsRoutes } from './impacts/index';
import { impactCsvRoutes } from './csv/index';
import { mappingImportRoutes } from './mapping-import/index';

/** The impact-analysis area of the quality-management service (spec document 3). */
export const impactAreaRoutes = [
  ...analysesRoutes,
  ...impactsRoutes,
  ...mappingImportRoutes,
  ...impactCsvRoutes,
];
// what a commented id is in the impact area (the comments module asks, route-table.ts wires it)
export { impactCommentTargets } from './impacts/comment-targets';
