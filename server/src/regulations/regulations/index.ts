export { regulationsRoutes } from './regulations.routes';
export { listRegulations } from './regulations.repository';
