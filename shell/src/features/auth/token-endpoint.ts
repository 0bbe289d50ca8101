import { tokenEndpoint, type AuthConfig } from './auth-config';

export interface TokenSet {
  token: string;
  refreshToken: string;
  idToken?: string;
}

/** A refused sign-in; the message is the provider's own error text (spec 1 §2.2). */
class LoginError extends Error {
  override readonly name = 'LoginError';
}

/** The password grant against the realm's token endpoint (the in-app login card of spec 1 §2.2). */
export async function requestPasswordGrant(
  config: AuthConfig,
  username: string,
  password: string,
): Promise<TokenSet> {
  const response = await fetch(tokenEndpoint(config), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: config.clientId,
      username,
      password,
      scope: 'openid',
    }),
  });
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    // not JSON: fall back to the status below
  }
  if (!response.ok) {
    const text = body.error_description ?? body.error ?? `Login failed (HTTP ${response.status})`;
    throw new LoginError(String(text));
  }
  if (typeof body.access_token !== 'string' || typeof body.refresh_token !== 'string') {
    throw new LoginError('The identity provider answered without tokens');
  }
  return {
    token: body.access_token,
    refreshToken: body.refresh_token,
    idToken: typeof body.id_token === 'string' ? body.id_token : undefined,
  };
}
