import type { FastifyRequest } from 'fastify';
import {
  SIGNATURE_CREDENTIALS_WRONG,
  SIGNATURE_EMAIL_REQUIRED,
  SIGNATURE_LOCKED,
  SIGNATURE_PASSWORD_WRONG,
  SIGNATURE_UNAVAILABLE,
  type SessionUser,
} from '@qms/shared-api/contract';
import { recordAuthEvent } from '../audit/index';
import { badRequest, forbidden, HttpError } from '../http/errors';
import {
  clearFailures,
  findUser,
  LOGIN_EMAIL_POLICY,
  LOGIN_IP_POLICY,
  releaseAttempt,
  reserveAttempts,
  throttleKeys,
  verifyAgainstDummy,
  verifyPassword,
} from '../identity/index';
import { normaliseEmail } from '../platform/index';
import { appOf } from './app-of';
import { keycloakPasswordCheck } from './keycloak';
import { reportRepeatedFailures, type SignedRecord } from './failed-attempts';
import { isFirstSignatureOfSession } from './session';

// The credential check of an electronic signature (21 CFR Part 11 §11.200(a)): the signed-in user re-enters their
// password, and on the first signature of a session their e-mail too, checked against the identity provider in
// use. Runs before the request's tenant transaction (route `beforeTransaction`), because a failed attempt must
// stay counted (and reported) although the request then fails.

export { appOf };

/** What the signer entered in the dialog. */
export interface SignatureCredentials {
  password: string;
  email?: string;
}

const sameEmail = (given: string | undefined, own: string) =>
  !given || normaliseEmail(given) === normaliseEmail(own);

/**
 * 403, not 401: a 401 makes the client sign the user out (shared-api client/http.ts). The signer is signed in as
 * that user already, so saying that the password (not the e-mail) was wrong tells nobody anything new.
 */
const refused = (credentials: SignatureCredentials, ownEmail: string) =>
  forbidden(sameEmail(credentials.email, ownEmail) ? SIGNATURE_PASSWORD_WRONG : SIGNATURE_CREDENTIALS_WRONG);

/**
 * Throws unless the credentials are the signed-in user's: 400 when the first signature of a session lacks the
 * e-mail, 403 wrong password or e-mail, 429 locked, 503 provider unreachable. `record` is what was to be signed:
 * a failure names it in the audit trail, and repeated failures are reported to the tenant's admins (§11.300(d)).
 */
export async function verifySignaturePassword(
  request: FastifyRequest,
  user: SessionUser,
  credentials: SignatureCredentials,
  record: SignedRecord,
): Promise<void> {
  const { config, database } = appOf(request);
  if (!credentials.email && (await isFirstSignatureOfSession(request, user)))
    throw badRequest(SIGNATURE_EMAIL_REQUIRED);
  if (config.auth.external) {
    // the provider counts and locks its own failures; the e-mail must be the signed-in user's own
    if (!sameEmail(credentials.email, user.email)) throw refused(credentials, user.email);
    let subject: string | null;
    try {
      subject = await keycloakPasswordCheck(config.auth, user.email, credentials.password);
    } catch (error) {
      request.log.warn({ err: error }, 'signature: identity provider unreachable');
      throw new HttpError(503, SIGNATURE_UNAVAILABLE);
    }
    // the password must be the signed-in user's own, not anyone's who shares the e-mail in another realm
    if (subject !== user.userId) throw refused(credentials, user.email);
    return;
  }
  const db = database.db;
  const stored = await findUser(db, user.tenantId, user.userId);
  // the same budget as sign-in (per e-mail and per client address): a signature dialog is no way around it
  const email = stored?.email ?? user.email;
  const reserved = await reserveAttempts(
    db,
    [throttleKeys.loginIp(request.ip), LOGIN_IP_POLICY],
    [throttleKeys.loginEmail(email), LOGIN_EMAIL_POLICY],
    new Date(),
  );
  if (!reserved.ok) throw new HttpError(429, SIGNATURE_LOCKED(reserved.retryAfterSeconds));
  const passwordValid = stored?.passwordHash
    ? await verifyPassword(stored.passwordHash, credentials.password)
    : await verifyAgainstDummy(credentials.password);
  if (!passwordValid || !stored || stored.disabledAt || !sameEmail(credentials.email, email)) {
    await recordAuthEvent(db, {
      tenantId: user.tenantId,
      userId: user.userId,
      event: 'SIGNATURE_FAILED',
      outcome: 'failure',
      clientIp: request.ip,
      details: { recordType: record.type, recordId: record.id },
    });
    // this failure locked the signer out: the admins are told now, not when someone reads the trail
    if (reserved.emailLockedUntil)
      await reportRepeatedFailures(
        request,
        user,
        record,
        reserved.emailLockedUntil,
        LOGIN_EMAIL_POLICY.maxFailures,
      );
    throw refused(credentials, email);
  }
  await clearFailures(db, throttleKeys.loginEmail(email));
  await releaseAttempt(db, reserved.ip);
}
