export {
  ImpactAnalysisDetailPage,
  type ImpactAnalysisDetailPageProps,
} from './components/ImpactAnalysisDetailPage';
