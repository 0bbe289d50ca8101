import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAuthEvent } from '../../audit/index';
import { reserveAttempts } from '../attempts';
import {
  oauthError,
  OIDC,
  parseOAuth,
  realmRoute,
  SUPPORTED_SCOPES,
  type IdentityContext,
  type RealmRequest,
} from '../context';
import { isCanonicalEmail, normaliseEmail } from '../../platform/index';
import { TokenForm } from '../inputs';
import { verifyAgainstDummy, verifyPassword } from '../passwords';
import { createSession, revokeSession, rotateRefreshToken } from '../sessions';
import {
  clearFailures,
  LOGIN_EMAIL_POLICY,
  LOGIN_IP_POLICY,
  releaseAttempt,
  throttleKeys,
} from '../throttle';
import { issueTokens, verifyOwnToken } from '../tokens';
import { findUser, findUserByEmail, toIdentityUser } from '../users';

const INVALID_CREDENTIALS = 'Invalid user credentials';
export const ACCOUNT_DISABLED = 'Account disabled';

function grantedScope(requested: string | undefined): string {
  const asked = new Set((requested ?? '').split(/\s+/).filter((s) => SUPPORTED_SCOPES.includes(s)));
  return [...(asked.has('openid') ? ['openid'] : []), 'profile', 'email'].join(' ');
}

const sendTokens = (reply: FastifyReply, tokens: unknown) =>
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(tokens);

/** The token endpoint: password grant (sign-in) and refresh_token grant (rotating refresh tokens). */
export function tokenRoutes(app: FastifyInstance, context: IdentityContext): void {
  const { db } = context;

  app.post<RealmRequest>(`${OIDC}/token`, realmRoute(context), async (request, reply) => {
    const parsed = parseOAuth(TokenForm, request.body, reply);
    if (!parsed.ok) return parsed.sent;
    const form = parsed.value;
    if (!form.grant_type)
      return oauthError(reply, 400, 'invalid_request', 'Missing form parameter: grant_type');
    if (form.client_id !== context.clientId) {
      return oauthError(reply, 401, 'invalid_client', 'Invalid client or Invalid client credentials');
    }
    if (form.grant_type === 'password') return passwordGrant(request, reply, form);
    if (form.grant_type === 'refresh_token') return refreshGrant(request, reply, form);
    return oauthError(reply, 400, 'unsupported_grant_type', 'Unsupported grant_type');
  });

  async function passwordGrant(request: FastifyRequest, reply: FastifyReply, form: TokenForm) {
    const username = form.username?.trim();
    const password = form.password ?? '';
    if (!username) return oauthError(reply, 400, 'invalid_request', 'Missing parameter: username');
    // an address that only normalises to an account (e.g. "vİewer@" for "viewer@") would have its own limit
    // key: refused before anything is counted or checked
    if (!isCanonicalEmail(username)) return oauthError(reply, 401, 'invalid_grant', INVALID_CREDENTIALS);
    const email = normaliseEmail(username);
    const at = context.now();
    // counted before the password is checked, so parallel guesses cannot all get through
    const reserved = await reserveAttempts(
      db,
      [throttleKeys.loginIp(request.ip), LOGIN_IP_POLICY],
      [throttleKeys.loginEmail(email), LOGIN_EMAIL_POLICY],
      at,
    );
    if (!reserved.ok) {
      void reply.header('retry-after', String(reserved.retryAfterSeconds));
      return oauthError(
        reply,
        429,
        'invalid_grant',
        `Too many failed login attempts. Try again in ${reserved.retryAfterSeconds} seconds.`,
      );
    }

    // an unknown e-mail costs the same: a dummy hash is checked and the attempt stays counted
    const user = await findUserByEmail(db, email);
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!user || !valid) {
      request.log.info({ ip: request.ip }, 'identity: failed sign-in');
      // an unknown address belongs to no tenant, so it has no trail to go to
      if (user)
        await recordAuthEvent(db, {
          ...user,
          event: 'SIGN_IN_FAILED',
          outcome: 'failure',
          clientIp: request.ip,
        });
      return oauthError(reply, 401, 'invalid_grant', INVALID_CREDENTIALS);
    }
    // a disabled account is told so only after the right password (Keycloak's answer), so the message reveals
    // nothing to a guesser; the attempt counts as failed
    if (user.disabledAt) {
      await recordAuthEvent(db, {
        ...user,
        event: 'SIGN_IN_FAILED',
        outcome: 'failure',
        clientIp: request.ip,
      });
      return oauthError(reply, 400, 'invalid_grant', ACCOUNT_DISABLED);
    }
    // success forgets the e-mail's failures and gives back this one attempt on the address-wide counter;
    // its earlier failures stay, so one valid account does not reset an attacker's budget
    await clearFailures(db, throttleKeys.loginEmail(email));
    await releaseAttempt(db, reserved.ip);

    const scope = grantedScope(form.scope);
    const sessionId = randomUUID();
    const refreshJti = randomUUID();
    const expiresAt = new Date(
      at.getTime() + Math.min(context.refreshTokenTtlSeconds, context.sessionMaxSeconds) * 1000,
    );
    await createSession(db, {
      id: sessionId,
      tenantId: user.tenantId,
      userId: user.userId,
      scope,
      refreshJti,
      now: at,
      expiresAt,
    });
    await recordAuthEvent(db, {
      ...user,
      sessionId,
      event: 'SIGN_IN',
      outcome: 'success',
      clientIp: request.ip,
    });
    const tokens = await issueTokens(context.store, context.settingsOf(request), {
      user: toIdentityUser(user),
      sessionId,
      scope,
      refreshJti,
      refreshExpiresAt: expiresAt,
      authTime: at,
      now: at,
    });
    return sendTokens(reply, tokens);
  }

  async function refreshGrant(request: FastifyRequest, reply: FastifyReply, form: TokenForm) {
    const token = form.refresh_token;
    if (!token) return oauthError(reply, 400, 'invalid_request', 'Missing parameter: refresh_token');
    const at = context.now();
    const verified = await verifyOwnToken(context.store, token, {
      issuer: context.issuerOf(request),
      type: 'Refresh',
      now: at,
    });
    if (!verified.ok) {
      return oauthError(
        reply,
        400,
        'invalid_grant',
        verified.reason === 'expired' ? 'Token is not active' : 'Invalid refresh token',
      );
    }
    const claims = verified.payload;
    if (claims.azp !== context.clientId) {
      return oauthError(
        reply,
        400,
        'invalid_grant',
        "Invalid refresh token. Token client and authorized client don't match",
      );
    }
    if (!claims.sid || !claims.jti) return oauthError(reply, 400, 'invalid_grant', 'Invalid refresh token');

    const refreshJti = randomUUID();
    const rotated = await rotateRefreshToken(db, {
      sessionId: claims.sid,
      oldJti: claims.jti,
      newJti: refreshJti,
      now: at,
      idleSeconds: context.refreshTokenTtlSeconds,
      maxSeconds: context.sessionMaxSeconds,
    });
    if (!rotated.ok) {
      if (rotated.reason === 'reuse') {
        request.log.warn({ sid: claims.sid }, 'identity: refresh token reused, session revoked');
        return oauthError(reply, 400, 'invalid_grant', 'Maximum allowed refresh token reuse exceeded');
      }
      return oauthError(reply, 400, 'invalid_grant', 'Session not active');
    }
    const { session } = rotated;
    // fresh user data, so changed roles or names reach the next access token
    const user = await findUser(db, session.tenantId, session.userId);
    if (!user || user.disabledAt) {
      await revokeSession(db, session.id, user ? 'user disabled' : 'user deleted', at);
      return oauthError(reply, 400, 'invalid_grant', 'Session not active');
    }
    const tokens = await issueTokens(context.store, context.settingsOf(request), {
      user: toIdentityUser(user),
      sessionId: session.id,
      scope: session.scope,
      refreshJti,
      refreshExpiresAt: session.expiresAt,
      authTime: session.createdAt,
      now: at,
    });
    return sendTokens(reply, tokens);
  }
}
