export { platformRoutes } from './platform.routes';
