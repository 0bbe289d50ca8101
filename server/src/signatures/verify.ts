import type { FastifyRequest } from 'fastify';
import {
  SIGNATURE_LOCKED,
  SIGNATURE_PASSWORD_WRONG,
  SIGNATURE_UNAVAILABLE,
  type SessionUser,
} from '@qms/shared-api/contract';
import { recordAuthEvent } from '../audit/index';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { forbidden, HttpError } from '../http/errors';
import { verifyAgainstDummy, verifyPassword } from '../identity/index';
import { reserveAttempts } from '../identity/index';
import {
  clearFailures,
  LOGIN_EMAIL_POLICY,
  LOGIN_IP_POLICY,
  releaseAttempt,
  throttleKeys,
} from '../identity/index';
import { findUser } from '../identity/index';
import { keycloakPasswordCheck } from './keycloak';

// The password check of an electronic signature (21 CFR Part 11 §11.200(a)): the signed-in user re-enters their
// password, checked against the identity provider in use. Runs before the request's tenant transaction (route
// `beforeTransaction`), because a failed attempt must stay counted although the request then fails.

/** The app's config and database (decorated in app.ts; named here so this file type-checks on its own). */
export const appOf = (request: FastifyRequest) =>
  request.server as unknown as { config: AppConfig; database: Database };

/** 403, not 401: a 401 makes the client sign the user out (shared-api client/http.ts). */
const wrongPassword = () => forbidden(SIGNATURE_PASSWORD_WRONG);

/** Throws (403 wrong password, 429 locked, 503 provider unreachable) unless `password` is the user's. */
export async function verifySignaturePassword(
  request: FastifyRequest,
  user: SessionUser,
  password: string,
): Promise<void> {
  const { config, database } = appOf(request);
  if (config.auth.external) {
    let subject: string | null;
    try {
      subject = await keycloakPasswordCheck(config.auth, user.email, password);
    } catch (error) {
      request.log.warn({ err: error }, 'signature: identity provider unreachable');
      throw new HttpError(503, SIGNATURE_UNAVAILABLE);
    }
    // the password must be the signed-in user's own, not anyone's who shares the e-mail in another realm
    if (subject !== user.userId) throw wrongPassword();
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
  const valid = stored?.passwordHash
    ? await verifyPassword(stored.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!valid || !stored || stored.disabledAt) {
    await recordAuthEvent(db, {
      tenantId: user.tenantId,
      userId: user.userId,
      event: 'SIGNATURE_FAILED',
      outcome: 'failure',
      clientIp: request.ip,
    });
    throw wrongPassword();
  }
  await clearFailures(db, throttleKeys.loginEmail(email));
  await releaseAttempt(db, reserved.ip);
}
