export { GapListPage } from './components/GapListPage';
