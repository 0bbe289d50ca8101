export { analysesRoutes } from './analyses.routes';
export { createImpactAnalysis, searchImpactAnalyses } from './analyses.repository';
