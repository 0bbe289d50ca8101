export { RegulationListPage } from './components/RegulationListPage';
