import { randomUUID } from 'node:crypto';
import { compactVerify, decodeProtectedHeader, SignJWT, type JWTPayload } from 'jose';
import { SIGNING_ALGORITHM, type LocalKeyStore, type SigningKey } from './keys';

/** What a token says about its user; the same claims a real Keycloak realm puts in with our mappers. */
export interface IdentityUser {
  tenantId: string;
  tenantName: string;
  userId: string;
  email: string;
  displayName: string;
  initials: string;
  roles: string[];
}

export interface TokenSettings {
  issuer: string;
  clientId: string;
  audience: string;
  accessTokenTtlSeconds: number;
}

export interface IssueTokensInput {
  user: IdentityUser;
  sessionId: string;
  scope: string;
  refreshJti: string;
  /** when the refresh token stops working (session idle or maximum expiry, whichever is earlier) */
  refreshExpiresAt: Date;
  authTime: Date;
  now: Date;
}

/** The token endpoint's success body, shaped like Keycloak's. */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_expires_in: number;
  refresh_token: string;
  token_type: 'Bearer';
  id_token?: string;
  'not-before-policy': number;
  session_state: string;
  scope: string;
}

export type TokenType = 'Bearer' | 'ID' | 'Refresh';

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export function hasOpenIdScope(scope: string): boolean {
  return scope.split(' ').includes('openid');
}

function identityClaims(user: IdentityUser): JWTPayload {
  return {
    email: user.email,
    email_verified: true,
    name: user.displayName,
    preferred_username: user.email.toLowerCase(),
    user_initials: user.initials,
    tenant_id: user.tenantId,
    tenant_name: user.tenantName,
  };
}

function sign({ kid, key }: SigningKey, payload: JWTPayload): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: 'JWT' }).sign(key);
}

export async function issueTokens(
  store: LocalKeyStore,
  settings: TokenSettings,
  input: IssueTokensInput,
): Promise<TokenResponse> {
  const { user, now } = input;
  // one lookup of the active key for the two or three tokens of the answer
  const key = await store.signingKey();
  const iat = seconds(now);
  const exp = iat + settings.accessTokenTtlSeconds;
  const refreshExp = Math.max(iat, seconds(input.refreshExpiresAt));
  const common = {
    iss: settings.issuer,
    sub: user.userId,
    iat,
    azp: settings.clientId,
    sid: input.sessionId,
  };

  const accessToken = await sign(key, {
    ...common,
    exp,
    jti: randomUUID(),
    aud: [settings.audience, 'account'],
    typ: 'Bearer',
    auth_time: seconds(input.authTime),
    realm_access: { roles: [...user.roles] },
    scope: input.scope,
    ...identityClaims(user),
  });
  const refreshToken = await sign(key, {
    ...common,
    exp: refreshExp,
    jti: input.refreshJti,
    aud: settings.issuer,
    typ: 'Refresh',
    scope: input.scope,
  });
  const idToken = hasOpenIdScope(input.scope)
    ? await sign(key, {
        ...common,
        exp,
        jti: randomUUID(),
        aud: settings.clientId,
        typ: 'ID',
        auth_time: seconds(input.authTime),
        ...identityClaims(user),
      })
    : undefined;

  return {
    access_token: accessToken,
    expires_in: settings.accessTokenTtlSeconds,
    refresh_expires_in: refreshExp - iat,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    ...(idToken ? { id_token: idToken } : {}),
    'not-before-policy': 0,
    session_state: input.sessionId,
    scope: input.scope,
  };
}

export interface VerifiedToken extends JWTPayload {
  sid?: string;
  typ?: string;
  azp?: string;
  scope?: string;
}

export type VerifyFailure = 'invalid' | 'expired';

/**
 * Verify a token this provider issued: signature with a published key, issuer and type. Expiry is
 * checked unless `ignoreExpiry` (logout accepts an expired token to end its session).
 */
export async function verifyOwnToken(
  store: LocalKeyStore,
  token: string,
  expected: { issuer: string; type: TokenType; now: Date; ignoreExpiry?: boolean },
): Promise<{ ok: true; payload: VerifiedToken } | { ok: false; reason: VerifyFailure }> {
  try {
    const { kid, alg } = decodeProtectedHeader(token);
    if (!kid || alg !== SIGNING_ALGORITHM) return { ok: false, reason: 'invalid' };
    const key = await store.publicKey(kid, expected.now);
    if (!key) return { ok: false, reason: 'invalid' };
    const { payload } = await compactVerify(token, key, { algorithms: [SIGNING_ALGORITHM] });
    const claims = JSON.parse(new TextDecoder().decode(payload)) as VerifiedToken;
    if (claims.iss !== expected.issuer || claims.typ !== expected.type || typeof claims.sub !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    if (!expected.ignoreExpiry && (typeof claims.exp !== 'number' || claims.exp <= seconds(expected.now))) {
      return { ok: false, reason: 'expired' };
    }
    return { ok: true, payload: claims };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
