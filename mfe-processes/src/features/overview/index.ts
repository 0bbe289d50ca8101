export { ProcessOverviewPage } from './ProcessOverviewPage';
