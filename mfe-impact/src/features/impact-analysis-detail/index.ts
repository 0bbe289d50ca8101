export { ImpactAnalysisDetailPage } from './components/ImpactAnalysisDetailPage';
