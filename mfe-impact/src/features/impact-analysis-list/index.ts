export { ImpactAnalysisListPage } from './components/ImpactAnalysisListPage';
