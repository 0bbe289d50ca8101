import { analysesRoutes } from './analyses/index';

/** The impact-analysis area of the quality-management service (spec document 3). */
export const impactAreaRoutes = [...analysesRoutes];
