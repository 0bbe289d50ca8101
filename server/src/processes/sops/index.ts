export { sopsRoutes } from './sops.routes';
export { countStepsWithRole, createSop, listSops } from './sops.repository';
export {
  existingSopArtifactIds,
  findSopVersionRef,
  preferredSopNames,
  productRequirementBlocks,
} from './sop-lookups';
