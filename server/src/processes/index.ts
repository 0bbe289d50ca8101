import { sopsRoutes } from './sops/index';

export { countStepsWithRole } from './sops/index';

/** The processes area of the quality-management service (spec document 1). */
export const processesAreaRoutes = [...sopsRoutes];
