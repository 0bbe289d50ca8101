export { processesRoutes, listSops } from './processes.routes';
