export { MyApprovalsPage } from './MyApprovalsPage';
