export { impactCsvRoutes } from './impact-csv.routes';
