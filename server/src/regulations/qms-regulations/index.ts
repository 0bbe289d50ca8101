export { qmsRegulationsRoutes } from './qms-regulations.routes';
