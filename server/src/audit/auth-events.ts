import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf, type Tx } from '../db/tenant';

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
 * A sign-in related event of the identity provider, recorded in the user's tenant trail. The user is named by
 * tenant + user id, or by the session id (sign-out knows only the session).
 */
export type AuthEvent = {
  event: AuthEventName;
  outcome: 'success' | 'failure';
  clientIp: string;
  sessionId?: string;
  /** more of what happened, e.g. the record a failed signature was meant for */
  details?: Record<string, unknown>;
} & ({ tenantId: string; userId: string } | { sessionId: string });

/**
 * Appends an auth event to the tenant's chain as system work (the identity provider runs as the connecting role;
 * the SQL function qms_audit_auth_event is the only writer and looks up the user's display name). Awaited by the
 * caller: an event the trail cannot record fails the request. An unknown e-mail has no tenant and no entry.
 */
export async function recordAuthEvent(db: Db | Tx, event: AuthEvent): Promise<void> {
  let tenantId: string;
  let userId: string;
  if ('tenantId' in event) {
    ({ tenantId, userId } = event);
  } else {
    const session = rowsOf<{ tenant_id: string; user_id: string }>(
      await db.execute(
        sql`select tenant_id::text, user_id::text from identity_sessions where id = ${event.sessionId}`,
      ),
    )[0];
    if (!session) return;
    ({ tenant_id: tenantId, user_id: userId } = session);
  }
  const details = {
    ...event.details,
    outcome: event.outcome,
    clientIp: event.clientIp,
    ...(event.sessionId ? { sessionId: event.sessionId } : {}),
  };
  await db.execute(sql`select qms_audit_auth_event(${tenantId}::uuid, ${userId}, null, ${event.event},
    ${JSON.stringify(details)}::jsonb)`);
}
