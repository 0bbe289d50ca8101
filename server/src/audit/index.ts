// The audit trail (issue 7): recorded by the database (migration 0007), read and verified here.
import { auditRoutes } from './audit.routes';

/** The audit trail module's routes (admin-only reads). */
export const auditAreaRoutes = [...auditRoutes];
export { recordAuthEvent, type AuthEvent, type AuthEventName } from './auth-events';
export { AuditSealer } from './sealer';
