export { ImpactAnalysisListPage, IMPACT_ANALYSIS_PAGE_SIZE } from './components/ImpactAnalysisListPage';
