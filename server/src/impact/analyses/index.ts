export { analysesRoutes } from './analyses.routes';
export {
  analysisWithStatistics,
  createImpactAnalysis,
  deleteImpactAnalysis,
  getImpactAnalysis,
  searchImpactAnalyses,
  updateImpactAnalysis,
} from './analyses.repository';
