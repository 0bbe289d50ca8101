export { GapListPage } from './components/GapListPage';
export { default as StatisticsPies } from './components/StatisticsPies';
export { default as QmsRequirementEditor } from './components/QmsRequirementEditor';
