export { impactRoutes, searchImpactAnalyses } from './impact.routes';
