import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAuthEvent } from '../audit/index';
import type { Db } from '../db/database';
import { users } from '../db/schema/platform';
import { and, eq } from 'drizzle-orm';
import { localKeyStore } from './keys';
import {
  consumeResetToken,
  createResetToken,
  INVALID_RESET_LINK,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  ResetMailer,
  resetTokenOwner,
} from './password-reset';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { purgeExpiredIdentityData } from './purge';
import { resetPasswordPage } from './reset-page';
import {
  createSession,
  findActiveSession,
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
} from './sessions';
import {
  clearFailures,
  LOGIN_EMAIL_POLICY,
  LOGIN_IP_POLICY,
  releaseAttempt,
  reserveAttempt,
  RESET_EMAIL_POLICY,
  RESET_IP_POLICY,
  throttleKeys,
  type Reservation,
  type ThrottlePolicy,
} from './throttle';
import { issueTokens, verifyOwnToken, type TokenSettings } from './tokens';
import { findUser, findUserByEmail, toIdentityUser } from './users';

export interface IdentityPluginOptions {
  db: Db;
  /** realm name in the URLs and the issuer (`qms`) */
  realm: string;
  /** the one public client (`qms-web`) */
  clientId: string;
  /** audience of access tokens (`qms-api`) */
  audience: string;
  /** public origin (no trailing slash); without it the request's origin is used for the issuer and links */
  publicUrl?: string;
  /** smtp(s)://user:pass@host:port — without it, reset mails are written into `outboxDir` */
  smtpUrl?: string;
  outboxDir: string;
  /** sender of reset mails */
  mailFrom?: string;
  accessTokenTtlSeconds?: number;
  /** idle lifetime of a session: a refresh token is valid this long after the last refresh */
  refreshTokenTtlSeconds?: number;
  /** absolute lifetime of a session (Keycloak's "SSO Session Max", default 10 hours) */
  sessionMaxSeconds?: number;
  /** clock, for tests of expiry and throttling */
  now?: () => Date;
}

const SUPPORTED_SCOPES = ['openid', 'profile', 'email'];
const INVALID_CREDENTIALS = 'Invalid user credentials';

type Form = Record<string, unknown>;

/** A single form field; repeated or missing parameters are treated as absent. */
function field(body: unknown, name: string): string | undefined {
  const value = (body as Form | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Keycloak's error body, plus `errorMessage` as every answer of this server carries. */
function oauthError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error, error_description: description, errorMessage: description });
}

function isJson(request: FastifyRequest): boolean {
  const type = String(request.headers['content-type'] ?? '');
  return /^application\/json\s*(;|$)/i.test(type);
}

function grantedScope(requested: string | undefined): string {
  const asked = new Set((requested ?? '').split(/\s+/).filter((s) => SUPPORTED_SCOPES.includes(s)));
  return [...(asked.has('openid') ? ['openid'] : []), 'profile', 'email'].join(' ');
}

/**
 * The embedded Keycloak-compatible identity provider: discovery, JWKS, token (password and refresh_token
 * grants with rotating refresh tokens), logout, userinfo, and the password-reset endpoints and page.
 * Register it without a prefix; it is encapsulated (its form-body parser stays inside).
 */
export async function identityPlugin(app: FastifyInstance, options: IdentityPluginOptions): Promise<void> {
  const { db, realm, clientId, audience } = options;
  const accessTokenTtlSeconds = options.accessTokenTtlSeconds ?? 300;
  const refreshTokenTtlSeconds = options.refreshTokenTtlSeconds ?? 1800;
  const sessionMaxSeconds = options.sessionMaxSeconds ?? 36000;
  const now = options.now ?? (() => new Date());
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const store = localKeyStore(db);
  const mailer = new ResetMailer({
    smtpUrl: options.smtpUrl,
    outboxDir: options.outboxDir,
    from: options.mailFrom ?? 'QMS <no-reply@qms.invalid>',
  });

  await app.register(formbody);
  app.addHook('onReady', async () => {
    await store.signingKey();
    await purgeExpiredIdentityData(db, now());
  });
  app.addHook('onClose', async () => mailer.close());

  const origin = (request: FastifyRequest): string => publicUrl ?? `${request.protocol}://${request.host}`;
  const issuerOf = (request: FastifyRequest): string => `${origin(request)}/realms/${realm}`;
  const settingsOf = (request: FastifyRequest): TokenSettings => ({
    issuer: issuerOf(request),
    clientId,
    audience,
    accessTokenTtlSeconds,
  });

  /**
   * Counts one attempt on the client address first, then on the e-mail address (each atomically). When the
   * e-mail is locked the address's attempt is given back: a refused attempt checks nothing.
   */
  const reserveAttempts = async (
    [ipKey, ipPolicy]: [string, ThrottlePolicy],
    [emailKey, emailPolicy]: [string, ThrottlePolicy],
    at: Date,
  ): Promise<{ ok: true; ip: Reservation } | { ok: false; retryAfterSeconds: number }> => {
    const ip = await reserveAttempt(db, ipKey, ipPolicy, at);
    if (!ip.ok) return ip;
    const email = await reserveAttempt(db, emailKey, emailPolicy, at);
    if (!email.ok) {
      await releaseAttempt(db, ip);
      return email;
    }
    return { ok: true, ip };
  };

  const knownRealm = async (request: FastifyRequest<{ Params: { realm: string } }>, reply: FastifyReply) => {
    if (request.params.realm !== realm) {
      return reply.code(404).send({ error: 'Realm does not exist', errorMessage: 'Realm does not exist' });
    }
  };
  type RealmRequest = {
    Params: { realm: string };
    Body: unknown;
    Querystring: Record<string, string | undefined>;
  };
  // hidden from the API's OpenAPI document: these are the identity provider's, not the QMS API's
  const realmRoute = { preHandler: knownRealm, schema: { hide: true } };
  const base = '/realms/:realm';
  const oidc = `${base}/protocol/openid-connect`;

  app.get<RealmRequest>(`${base}/.well-known/openid-configuration`, realmRoute, async (request) => {
    const issuer = issuerOf(request);
    const endpoint = `${issuer}/protocol/openid-connect`;
    return {
      issuer,
      authorization_endpoint: `${endpoint}/auth`,
      token_endpoint: `${endpoint}/token`,
      userinfo_endpoint: `${endpoint}/userinfo`,
      end_session_endpoint: `${endpoint}/logout`,
      jwks_uri: `${endpoint}/certs`,
      grant_types_supported: ['password', 'refresh_token'],
      response_types_supported: ['none'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['none'],
      scopes_supported: SUPPORTED_SCOPES,
      claims_supported: [
        'iss',
        'sub',
        'aud',
        'exp',
        'iat',
        'sid',
        'email',
        'email_verified',
        'name',
        'preferred_username',
        'user_initials',
        'tenant_id',
        'tenant_name',
      ],
      frontchannel_logout_supported: false,
      backchannel_logout_supported: false,
    };
  });

  app.get<RealmRequest>(`${oidc}/certs`, realmRoute, async (_request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return store.jwks();
  });

  // Sign-in happens in the application's own login card (password grant); there is no login page here.
  app.get<RealmRequest>(`${oidc}/auth`, realmRoute, async (_request, reply) =>
    oauthError(
      reply,
      400,
      'unsupported_response_type',
      'Sign in on the application page; only the password grant is supported.',
    ),
  );

  app.post<RealmRequest>(`${oidc}/token`, realmRoute, async (request, reply) => {
    const body = request.body;
    const grantType = field(body, 'grant_type');
    if (!grantType) return oauthError(reply, 400, 'invalid_request', 'Missing form parameter: grant_type');
    if (field(body, 'client_id') !== clientId) {
      return oauthError(reply, 401, 'invalid_client', 'Invalid client or Invalid client credentials');
    }
    if (grantType === 'password') return passwordGrant(request, reply);
    if (grantType === 'refresh_token') return refreshGrant(request, reply);
    return oauthError(reply, 400, 'unsupported_grant_type', 'Unsupported grant_type');
  });

  async function passwordGrant(request: FastifyRequest<RealmRequest>, reply: FastifyReply) {
    const username = field(request.body, 'username')?.trim();
    const password = field(request.body, 'password') ?? '';
    if (!username) return oauthError(reply, 400, 'invalid_request', 'Missing parameter: username');
    const at = now();
    // counted before the password is checked, so parallel guesses cannot all get through
    const reserved = await reserveAttempts(
      [throttleKeys.loginIp(request.ip), LOGIN_IP_POLICY],
      [throttleKeys.loginEmail(username), LOGIN_EMAIL_POLICY],
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
    const user = await findUserByEmail(db, username);
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!user || !valid) {
      request.log.info({ ip: request.ip }, 'identity: failed sign-in');
      if (user)
        await recordAuthEvent(db, {
          ...user,
          event: 'SIGN_IN_FAILED',
          outcome: 'failure',
          clientIp: request.ip,
        });
      return oauthError(reply, 401, 'invalid_grant', INVALID_CREDENTIALS);
    }
    // success forgets the e-mail's failures and gives back this one attempt on the address-wide counter;
    // its earlier failures stay, so one valid account does not reset an attacker's budget
    await clearFailures(db, throttleKeys.loginEmail(username));
    await releaseAttempt(db, reserved.ip);

    const scope = grantedScope(field(request.body, 'scope'));
    const sessionId = randomUUID();
    const refreshJti = randomUUID();
    const expiresAt = new Date(at.getTime() + Math.min(refreshTokenTtlSeconds, sessionMaxSeconds) * 1000);
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
    const tokens = await issueTokens(store, settingsOf(request), {
      user: toIdentityUser(user),
      sessionId,
      scope,
      refreshJti,
      refreshExpiresAt: expiresAt,
      authTime: at,
      now: at,
    });
    return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(tokens);
  }

  async function refreshGrant(request: FastifyRequest<RealmRequest>, reply: FastifyReply) {
    const token = field(request.body, 'refresh_token');
    if (!token) return oauthError(reply, 400, 'invalid_request', 'Missing parameter: refresh_token');
    const at = now();
    const verified = await verifyOwnToken(store, token, {
      issuer: issuerOf(request),
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
    if (claims.azp !== clientId) {
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
      idleSeconds: refreshTokenTtlSeconds,
      maxSeconds: sessionMaxSeconds,
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
    if (!user) {
      await revokeSession(db, session.id, 'user deleted', at);
      return oauthError(reply, 400, 'invalid_grant', 'Session not active');
    }
    const tokens = await issueTokens(store, settingsOf(request), {
      user: toIdentityUser(user),
      sessionId: session.id,
      scope: session.scope,
      refreshJti,
      refreshExpiresAt: session.expiresAt,
      authTime: session.createdAt,
      now: at,
    });
    return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(tokens);
  }

  // keycloak-js and our shell: POST client_id + refresh_token. An expired token may still end its session.
  app.post<RealmRequest>(`${oidc}/logout`, realmRoute, async (request, reply) => {
    if (field(request.body, 'client_id') !== clientId) {
      return oauthError(reply, 401, 'invalid_client', 'Invalid client or Invalid client credentials');
    }
    const token = field(request.body, 'refresh_token');
    if (!token) return oauthError(reply, 400, 'invalid_request', 'Missing parameter: refresh_token');
    const at = now();
    const verified = await verifyOwnToken(store, token, {
      issuer: issuerOf(request),
      type: 'Refresh',
      now: at,
      ignoreExpiry: true,
    });
    if (!verified.ok || !verified.payload.sid)
      return oauthError(reply, 400, 'invalid_grant', 'Invalid refresh token');
    await revokeSession(db, verified.payload.sid, 'logout', at);
    await recordAuthEvent(db, {
      sessionId: verified.payload.sid,
      event: 'SIGN_OUT',
      outcome: 'success',
      clientIp: request.ip,
    });
    return reply.code(204).send();
  });

  // keycloak-js's logout(): a browser redirect with id_token_hint and post_logout_redirect_uri.
  app.get<RealmRequest>(`${oidc}/logout`, realmRoute, async (request, reply) => {
    const at = now();
    const hint = request.query.id_token_hint;
    if (hint) {
      const verified = await verifyOwnToken(store, hint, {
        issuer: issuerOf(request),
        type: 'ID',
        now: at,
        ignoreExpiry: true,
      });
      if (verified.ok && verified.payload.sid) {
        await revokeSession(db, verified.payload.sid, 'logout', at);
        await recordAuthEvent(db, {
          sessionId: verified.payload.sid,
          event: 'SIGN_OUT',
          outcome: 'success',
          clientIp: request.ip,
        });
      }
    }
    const redirect = request.query.post_logout_redirect_uri;
    if (redirect) {
      const target = safeRedirect(redirect, origin(request));
      if (!target) return oauthError(reply, 400, 'invalid_request', 'Invalid redirect uri');
      if (request.query.state) target.searchParams.set('state', request.query.state);
      return reply.redirect(target.toString(), 302);
    }
    return reply
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Logged out</title></head>' +
          '<body><main><h1>You are logged out</h1><p><a href="/">Go to the login page</a></p></main></body></html>',
      );
  });

  const userinfo = async (request: FastifyRequest<RealmRequest>, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    const at = now();
    const refuse = () =>
      reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="' + realm + '", error="invalid_token"')
        .send({
          error: 'invalid_token',
          error_description: 'Token verification failed',
          errorMessage: 'Token verification failed',
        });
    if (!token) return refuse();
    const verified = await verifyOwnToken(store, token, {
      issuer: issuerOf(request),
      type: 'Bearer',
      now: at,
    });
    if (!verified.ok || !verified.payload.sid) return refuse();
    const session = await findActiveSession(db, verified.payload.sid, at);
    const user = session ? await findUser(db, session.tenantId, session.userId) : undefined;
    if (!user) return refuse();
    return {
      sub: user.userId,
      email: user.email,
      email_verified: true,
      name: user.displayName,
      preferred_username: user.email.toLowerCase(),
      user_initials: user.initials,
      tenant_id: user.tenantId,
      tenant_name: user.tenantName,
      realm_access: { roles: user.roles },
    };
  };
  app.get<RealmRequest>(`${oidc}/userinfo`, realmRoute, userinfo);
  app.post<RealmRequest>(`${oidc}/userinfo`, realmRoute, userinfo);

  // Password reset: always 204, whether or not the address exists (no user enumeration).
  app.post<RealmRequest>(`${base}/password-reset`, realmRoute, async (request, reply) => {
    // JSON only: a cross-site HTML form (urlencoded, no preflight) must not be able to send reset mails
    if (!isJson(request)) {
      return reply.code(415).send({ errorMessage: 'Content type must be application/json.' });
    }
    const email = (request.body as Form | undefined)?.email;
    if (typeof email !== 'string' || email.trim() === '' || email.length > 320) {
      return reply.code(400).send({ errorMessage: 'An e-mail address is required.' });
    }
    const at = now();
    const reserved = await reserveAttempts(
      [throttleKeys.resetIp(request.ip), RESET_IP_POLICY],
      [throttleKeys.resetEmail(email), RESET_EMAIL_POLICY],
      at,
    );
    if (!reserved.ok) {
      return reply
        .code(429)
        .header('retry-after', String(reserved.retryAfterSeconds))
        .send({
          errorMessage: `Too many password reset requests. Try again in ${reserved.retryAfterSeconds} seconds.`,
        });
    }

    const user = await findUserByEmail(db, email);
    if (user) {
      await recordAuthEvent(db, {
        ...user,
        event: 'PASSWORD_RESET_REQUESTED',
        outcome: 'success',
        clientIp: request.ip,
      });
      const token = await createResetToken(db, user, at);
      const mail = {
        to: user.email,
        name: user.displayName,
        link: `${origin(request)}/reset-password?token=${token}`,
      };
      const sending = mailer.send(mail, at).then(
        (result) =>
          result.via === 'outbox'
            ? request.log.info({ file: result.file }, 'identity: password reset mail written to the outbox')
            : request.log.info('identity: password reset mail sent by SMTP'),
        (error: unknown) =>
          request.log.error({ err: error }, 'identity: password reset mail could not be sent'),
      );
      // SMTP can be slow: do not let its latency reveal that the address exists. The outbox is awaited,
      // so the file is there when the answer arrives.
      if (!options.smtpUrl) await sending;
    }
    return reply.code(204).send();
  });

  app.post<RealmRequest>(`${base}/password-reset/confirm`, realmRoute, async (request, reply) => {
    const body = request.body as Form | undefined;
    const token = body?.token;
    const password = body?.password;
    if (typeof token !== 'string' || token === '')
      return reply.code(400).send({ errorMessage: INVALID_RESET_LINK });
    if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) {
      return reply.code(400).send({ errorMessage: PASSWORD_TOO_SHORT });
    }
    if (password.length > 1024) {
      return reply.code(400).send({ errorMessage: 'The password must have at most 1024 characters.' });
    }
    const at = now();
    // a cheap look first, so a guessed token costs no password hashing
    if (!(await resetTokenOwner(db, token, at)))
      return reply.code(400).send({ errorMessage: INVALID_RESET_LINK });
    const passwordHash = await hashPassword(password);
    // using the token, setting the password and ending the sessions succeed or fail together: a failure
    // must not burn the link
    const changed = await db.transaction(async (tx) => {
      const owner = await consumeResetToken(tx, token, at);
      if (!owner) return undefined;
      const [user] = await tx
        .update(users)
        .set({ passwordHash, updatedAt: at })
        .where(and(eq(users.tenantId, owner.tenantId), eq(users.id, owner.userId)))
        .returning({ email: users.email });
      if (!user) return undefined;
      await revokeUserSessions(tx, owner, 'password reset', at);
      return { ...owner, email: user.email };
    });
    if (!changed) return reply.code(400).send({ errorMessage: INVALID_RESET_LINK });
    // proving access to the mailbox lifts the sign-in lock for this address
    await clearFailures(db, throttleKeys.loginEmail(changed.email));
    request.log.info({ userId: changed.userId }, 'identity: password changed by reset link');
    await recordAuthEvent(db, {
      ...changed,
      event: 'PASSWORD_RESET_COMPLETED',
      outcome: 'success',
      clientIp: request.ip,
    });
    return reply.code(204).send();
  });

  app.get('/reset-password', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'DENY')
      .send(resetPasswordPage(realm)),
  );
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Only redirect back to our own origin, or, when that origin is itself a loopback address (development), to
 * another loopback origin (the development servers on other ports): never an open redirect, and a production
 * server never sends its users to whatever listens on their own machine.
 */
function safeRedirect(uri: string, ownOrigin: string): URL | undefined {
  try {
    const own = new URL(ownOrigin);
    const target = new URL(uri, own);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return undefined;
    if (target.origin === own.origin) return target;
    return LOOPBACK_HOSTS.has(own.hostname) && LOOPBACK_HOSTS.has(target.hostname) ? target : undefined;
  } catch {
    return undefined;
  }
}
