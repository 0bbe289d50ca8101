export { ProcessOverviewPage, PROCESS_TABLE_PAGE_SIZE } from './components/ProcessOverviewPage';
