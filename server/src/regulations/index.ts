import { regulationsRoutes } from './regulations/index';

/** The standards service (`/sr-api`): regulations (spec document 4). */
export const regulationsAreaRoutes = [...regulationsRoutes];
