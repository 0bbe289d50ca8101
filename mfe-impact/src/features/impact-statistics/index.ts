export { ImpactStatistics, PIES_WIDGET_ID } from './components/ImpactStatistics';
