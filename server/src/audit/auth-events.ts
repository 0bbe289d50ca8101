import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Tx } from '../db/tenant';

export type AuthEventName =
  | 'SIGN_IN'
  | 'SIGN_IN_FAILED'
  | 'SIGN_OUT'
  | 'PASSWORD_RESET_REQUESTED'
  | 'PASSWORD_RESET_COMPLETED'
  | 'INVITATION_ACCEPTED'
  | 'INVITATION_SENT'
  | 'PASSWORD_RESET_SENT'
  // a wrong password in an electronic-signature dialog (21 CFR Part 11 §11.300(d))
  | 'SIGNATURE_FAILED'
  // repeated wrong signature attempts locked the signer out; the tenant's admins were told (§11.300(d))
  | 'SIGNATURE_ATTEMPTS_REPORTED';

/**
 * A sign-in related event of the identity provider, recorded in the user's tenant trail. The caller names the
 * user: identity owns the sessions table, so sign-out resolves its session there first; the audit area reads no
 * table of another area (server/src/table-ownership.test.ts).
 */
export type AuthEvent = {
  event: AuthEventName;
  outcome: 'success' | 'failure';
  clientIp: string;
  tenantId: string;
  userId: string;
  /** the session the event belongs to, kept in the entry's details */
  sessionId?: string;
  /** more of what happened, e.g. the record a failed signature was meant for */
  details?: Record<string, unknown>;
};

/**
 * Appends an auth event to the tenant's chain as system work (the identity provider runs as the connecting role;
 * the SQL function qms_audit_auth_event is the only writer and looks up the user's display name). Awaited by the
 * caller: an event the trail cannot record fails the request. An unknown e-mail has no tenant and no entry.
 */
export async function recordAuthEvent(db: Db | Tx, event: AuthEvent): Promise<void> {
  const { tenantId, userId } = event;
  const details = {
    ...event.details,
    outcome: event.outcome,
    clientIp: event.clientIp,
    ...(event.sessionId ? { sessionId: event.sessionId } : {}),
  };
  await db.execute(sql`select qms_audit_auth_event(${tenantId}::uuid, ${userId}, null, ${event.event},
    ${JSON.stringify(details)}::jsonb)`);
}
