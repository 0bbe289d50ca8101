import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/** A sign-in related event of the identity provider, recorded in the user's tenant trail. */
export interface AuthEvent {
  tenantId: string;
  userId: string;
  userName: string;
  event: 'SIGN_IN' | 'SIGN_IN_FAILED' | 'SIGN_OUT' | 'PASSWORD_RESET_REQUESTED' | 'PASSWORD_RESET_COMPLETED';
  outcome: 'success' | 'failure';
  clientIp: string;
  /** short machine-readable cause of a failure, e.g. `wrong-password` */
  detail?: string;
}

/**
 * Appends an auth event to the tenant's chain (system work, outside the request role; the SQL function is the only
 * writer). Its own transaction: a sign-in is recorded even when what follows fails. An event of an unknown e-mail
 * has no tenant and is only logged by the caller.
 */
export async function recordAuthEvent(db: Db, event: AuthEvent): Promise<void> {
  const details = {
    outcome: event.outcome,
    clientIp: event.clientIp,
    ...(event.detail ? { detail: event.detail } : {}),
  };
  await db.transaction(async (tx) => {
    await tx.execute(sql`select qms_audit_auth_event(${event.tenantId}::uuid, ${event.userId}, ${event.userName},
      ${event.event}, ${JSON.stringify(details)}::jsonb)`);
  });
}
