import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAuthEvent } from '../../audit/index';
import {
  oauthError,
  OIDC,
  parseOAuth,
  realmRoute,
  type IdentityContext,
  type RealmRequest,
} from '../context';
import { BearerToken, LogoutForm, LogoutQuery } from '../inputs';
import { findActiveSession, revokeSession, sessionOwner } from '../sessions';
import { verifyOwnToken } from '../tokens';
import { findUser } from '../users';

const LOGGED_OUT_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Logged out</title></head>' +
  '<body><main><h1>You are logged out</h1><p><a href="/">Go to the login page</a></p></main></body></html>';

/** Ending a session (POST and GET logout) and reading its user (userinfo). */
export function sessionRoutes(app: FastifyInstance, context: IdentityContext): void {
  const { db, store } = context;
  // an unknown session id (a token of a purged session) has no user and so no trail entry
  const signedOut = async (sessionId: string, clientIp: string) => {
    const owner = await sessionOwner(db, sessionId);
    if (owner)
      await recordAuthEvent(db, { ...owner, sessionId, event: 'SIGN_OUT', outcome: 'success', clientIp });
  };
  const options = realmRoute(context);

  // keycloak-js and our shell: POST client_id + refresh_token. An expired token may still end its session.
  app.post<RealmRequest>(`${OIDC}/logout`, options, async (request, reply) => {
    const parsed = parseOAuth(LogoutForm, request.body, reply);
    if (!parsed.ok) return parsed.sent;
    const form = parsed.value;
    if (form.client_id !== context.clientId) {
      return oauthError(reply, 401, 'invalid_client', 'Invalid client or Invalid client credentials');
    }
    if (!form.refresh_token)
      return oauthError(reply, 400, 'invalid_request', 'Missing parameter: refresh_token');
    const at = context.now();
    const verified = await verifyOwnToken(store, form.refresh_token, {
      issuer: context.issuerOf(request),
      type: 'Refresh',
      now: at,
      ignoreExpiry: true,
    });
    if (!verified.ok || !verified.payload.sid)
      return oauthError(reply, 400, 'invalid_grant', 'Invalid refresh token');
    await revokeSession(db, verified.payload.sid, 'logout', at);
    await signedOut(verified.payload.sid, request.ip);
    return reply.code(204).send();
  });

  // keycloak-js's logout(): a browser redirect with id_token_hint and post_logout_redirect_uri.
  app.get<RealmRequest>(`${OIDC}/logout`, options, async (request, reply) => {
    const parsed = parseOAuth(LogoutQuery, request.query, reply);
    if (!parsed.ok) return parsed.sent;
    const query = parsed.value;
    const at = context.now();
    if (query.id_token_hint) {
      const verified = await verifyOwnToken(store, query.id_token_hint, {
        issuer: context.issuerOf(request),
        type: 'ID',
        now: at,
        ignoreExpiry: true,
      });
      if (verified.ok && verified.payload.sid) {
        await revokeSession(db, verified.payload.sid, 'logout', at);
        await signedOut(verified.payload.sid, request.ip);
      }
    }
    if (query.post_logout_redirect_uri) {
      const target = safeRedirect(query.post_logout_redirect_uri, context.origin(request));
      if (!target) return oauthError(reply, 400, 'invalid_request', 'Invalid redirect uri');
      if (query.state) target.searchParams.set('state', query.state);
      return reply.redirect(target.toString(), 302);
    }
    return reply.type('text/html; charset=utf-8').send(LOGGED_OUT_PAGE);
  });

  const userinfo = async (request: FastifyRequest<RealmRequest>, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const token = BearerToken.safeParse(/^Bearer\s+(.+)$/i.exec(header)?.[1]);
    const at = context.now();
    const refuse = () =>
      reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="' + context.realm + '", error="invalid_token"')
        .send({
          error: 'invalid_token',
          error_description: 'Token verification failed',
          errorMessage: 'Token verification failed',
        });
    if (!token.success) return refuse();
    const verified = await verifyOwnToken(store, token.data, {
      issuer: context.issuerOf(request),
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
  app.get<RealmRequest>(`${OIDC}/userinfo`, options, userinfo);
  app.post<RealmRequest>(`${OIDC}/userinfo`, options, userinfo);
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Only redirect back to our own origin, or, when that origin is itself a loopback address (development), to
 * another loopback origin (the development servers on other ports): never an open redirect, and a production
 * server never sends its users to whatever listens on their own machine.
 */
export function safeRedirect(uri: string, ownOrigin: string): URL | undefined {
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
