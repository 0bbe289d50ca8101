export { CurrentProcessPage, ProcessDetailPage } from './components/ProcessDetailPage';
