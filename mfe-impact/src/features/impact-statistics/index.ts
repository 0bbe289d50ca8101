export { ImpactStatistics, STATISTICS_UNAVAILABLE } from './components/ImpactStatistics';
export type { ImpactStatisticsProps } from './components/ImpactStatistics';
export { barSegments, BAR_COLORS, LABEL_MIN_SHARE, MIN_DRAWN_SHARE } from './utils/bars';
