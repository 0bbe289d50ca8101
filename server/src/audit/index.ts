// The audit trail (issue 7): recorded by the database (migration 0007), read and verified here.
export { auditRoutes } from './audit.routes';
export { recordAuthEvent, type AuthEvent, type AuthEventName } from './auth-events';
