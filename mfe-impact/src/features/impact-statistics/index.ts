export { ImpactStatistics } from './components/ImpactStatistics';
