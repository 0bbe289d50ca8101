export { CurrentProcessPage } from './components/CurrentProcessPage';
export { ProcessDetailPage } from './components/ProcessDetailPage';
