export {
  ImpactAnalysisListPage,
  IMPACT_ANALYSIS_PAGE_SIZE,
  DELETE_FAILED,
} from './components/ImpactAnalysisListPage';
