export { sopsRoutes } from './sops.routes';
export { countStepsWithRole, createSop, listSops } from './sops.repository';
