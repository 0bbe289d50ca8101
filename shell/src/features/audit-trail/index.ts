export { AuditTrailPage } from './AuditTrailPage';
