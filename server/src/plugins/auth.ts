import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type CryptoKey,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
  type KeyObject,
} from 'jose';
import { initialsOf, SessionUser } from '@qms/shared-api/contract';
import type { AuthConfig, ClaimNames } from '../config';
import { unauthorized } from '../http/errors';
import { isUuid } from '../db/uuid';

/** Where the verification keys come from: a JWKS getter (remote or local) or one key (tests). */
export type VerificationKey = JWTVerifyGetKey | CryptoKey | KeyObject | JWK | Uint8Array;

export interface TokenVerifier {
  verify(token: string): Promise<SessionUser>;
  /**
   * When the token's user signed in (its `auth_time`, else when it was issued): the start of the "continuous
   * period of controlled system access" of 21 CFR Part 11 §11.200(a)(1), which decides what a signature asks for.
   */
  signedInAt(token: string): Promise<Date | null>;
}

const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

function claimAt(payload: JWTPayload, dottedPath: string): unknown {
  let value: unknown = payload;
  for (const part of dottedPath.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

/** The roles claim may be an array (Keycloak realm_access.roles) or a space-separated string (spec 1 §3). */
export function parseRoles(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((r): r is string => typeof r === 'string' && r.length > 0);
  if (typeof value === 'string') return value.split(/\s+/).filter(Boolean);
  return [];
}

/** Maps verified claims to the session user of the contract; a token without a usable tenant is refused. */
export function sessionUserFromClaims(payload: JWTPayload, claims: ClaimNames): SessionUser {
  const userId = text(claimAt(payload, claims.userId));
  const tenantId = text(claimAt(payload, claims.tenantId));
  if (!userId) throw unauthorized('The access token names no user.');
  // the tenant id feeds the row-level-security setting, so it must be exactly a UUID
  if (!tenantId || !isUuid(tenantId)) throw unauthorized('The access token names no valid tenant.');
  const email = text(claimAt(payload, claims.email)) ?? '';
  const userName =
    text(claimAt(payload, claims.userName)) ??
    text(claimAt(payload, claims.preferredUsername)) ??
    email ??
    userId;
  return SessionUser.parse({
    userId,
    email,
    userName,
    userInitials: text(claimAt(payload, claims.userInitials)) ?? initialsOf(userName),
    tenantId: tenantId.toLowerCase(),
    tenantName: text(claimAt(payload, claims.tenantName)) ?? '',
    roles: parseRoles(claimAt(payload, claims.roles)),
  });
}

export interface VerifierOptions {
  /**
   * Embedded provider only: whether the token's session (`sid`) may still be used. Its tokens always carry a
   * `sid`; a token without one, or of an ended session (logout, refresh-token reuse, password reset), is
   * refused, so access ends within seconds instead of when the token expires.
   */
  activeSession?: (sid: string) => Promise<boolean>;
  /** the clock (tests) */
  now?: () => number;
}

export const SESSION_ENDED = 'The session of this access token has ended.';

/**
 * How long a verified token is trusted without checking its signature again. The signature check (RS256 in
 * WebCrypto) was ~10% of a GET /qms-api/roles (bench breakdown); a client sends the same token for minutes.
 * Expiry and the session are still checked on every request, so this only delays the effect of a retired
 * signing key or a JWKS change by at most this long.
 */
export const VERIFIED_TOKEN_CACHE_MS = 30_000;
const MAX_VERIFIED_TOKENS = 10_000;

interface VerifiedToken {
  payload: JWTPayload;
  user: SessionUser;
  verifiedAt: number;
}

/**
 * The APIs trust nothing but a verified bearer JWT: signature (JWKS), issuer, audience and expiry. The embedded
 * provider and an external Keycloak go through this same function; only the key source differs (and the
 * embedded provider's sessions are checked too).
 */
export function createTokenVerifier(
  auth: AuthConfig,
  key: VerificationKey,
  options: VerifierOptions = {},
): TokenVerifier {
  const now = options.now ?? Date.now;
  // keyed by the whole token: a hit is the very string whose signature, issuer and audience were checked
  const verified = new Map<string, VerifiedToken>();
  const jwtOptions = {
    issuer: auth.issuer,
    audience: auth.audience,
    algorithms: ALGORITHMS,
    clockTolerance: 5,
    // jose checks exp only when present: a token without it would never expire
    requiredClaims: ['exp', 'sub'],
  };

  async function verifySignature(token: string): Promise<VerifiedToken> {
    const at = now();
    const cached = verified.get(token);
    // still within its own exp (no tolerance here: near the end jose decides again, with its tolerance)
    if (cached && at - cached.verifiedAt < VERIFIED_TOKEN_CACHE_MS && at >= cached.verifiedAt)
      if (at < (cached.payload.exp ?? 0) * 1000) return cached;
    verified.delete(token);
    let payload: JWTPayload;
    try {
      const currentDate = new Date(at);
      ({ payload } =
        typeof key === 'function'
          ? await jwtVerify(token, key, { ...jwtOptions, currentDate })
          : await jwtVerify(token, key, { ...jwtOptions, currentDate }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthorized('The access token has expired.');
      throw unauthorized('The access token is invalid.');
    }
    const entry = { payload, user: sessionUserFromClaims(payload, auth.claims), verifiedAt: at };
    if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear();
    verified.set(token, entry);
    return entry;
  }

  return {
    async verify(token) {
      const { payload, user } = await verifySignature(token);
      // every request, cached token or not: a logout ends access at once
      if (options.activeSession) {
        const sid = payload.sid;
        if (typeof sid !== 'string' || !(await options.activeSession(sid))) throw unauthorized(SESSION_ENDED);
      }
      // a copy: the cached user is shared by every request with this token
      return { ...user, roles: [...user.roles] };
    },
    async signedInAt(token) {
      const { payload } = await verifySignature(token);
      const seconds = typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat;
      return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
    },
  };
}

/** Key source of an external issuer: its JWKS endpoint, cached and refreshed by jose on unknown key ids. */
export function remoteJwks(auth: AuthConfig): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(auth.jwksUrl ?? `${auth.issuer}/protocol/openid-connect/certs`));
}

declare module 'fastify' {
  interface FastifyInstance {
    tokenVerifier: TokenVerifier;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  return (header ? /^Bearer\s+(\S+)$/i.exec(header) : null)?.[1];
};

/** Reads and verifies `Authorization: Bearer …`; sets request.sessionUser or throws 401. */
export async function authenticate(request: FastifyRequest): Promise<SessionUser> {
  if (request.sessionUser) return request.sessionUser;
  const token = bearerOf(request);
  if (!token) throw unauthorized('Authentication required: send a bearer access token.');
  request.sessionUser = await request.server.tokenVerifier.verify(token);
  return request.sessionUser;
}

/** When the authenticated request's user signed in (see TokenVerifier.signedInAt). */
export async function signedInAt(request: FastifyRequest): Promise<Date | null> {
  const token = bearerOf(request);
  return token ? request.server.tokenVerifier.signedInAt(token) : null;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { verifier: TokenVerifier }) => {
    app.decorate('tokenVerifier', options.verifier);
    app.decorateRequest('sessionUser', null);
  },
  { name: 'auth' },
);
