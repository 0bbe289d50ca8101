export { ProcessOverviewPage } from './overview/ProcessOverviewPage';
export { ProcessDetailPage } from './detail/ProcessDetailPage';
export { CurrentProcessPage } from './detail/CurrentProcessPage';
