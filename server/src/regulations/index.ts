export { regulationsRoutes, listRegulations } from './regulations.routes';
