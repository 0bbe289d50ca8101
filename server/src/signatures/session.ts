import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@qms/shared-api/contract';
import { withTenant, type Tx } from '../db/tenant';
import { signedInAt } from '../plugins/auth';
import { hasSignedSince } from './signatures.repository';
import { appOf } from './app-of';

/**
 * 21 CFR Part 11 §11.200(a)(1)(i): within one continuous period of access (since the user signed in) the first
 * signature uses both components, the e-mail (user id) and the password; later ones the password. A token that
 * names no sign-in time makes every signature a first one: stricter, never looser.
 */
export async function isFirstSignatureOfSession(
  request: FastifyRequest,
  user: SessionUser,
  /** the request's tenant transaction, when there is one (PGlite has one connection: never a second one then) */
  tx?: Tx,
): Promise<boolean> {
  const since = await signedInAt(request);
  if (!since) return true;
  const signedSince = (t: Tx) => hasSignedSince(t, user.tenantId, user.userId, since);
  const signed = tx
    ? await signedSince(tx)
    : await withTenant(appOf(request).database.db, user.tenantId, signedSince);
  return !signed;
}
