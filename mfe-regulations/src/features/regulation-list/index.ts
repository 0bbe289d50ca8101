export { RegulationListPage, REGULATION_TABLE_PAGE_SIZE } from './components/RegulationListPage';
