import type { AuthConfig } from '../config';

/**
 * Checks a password with an external Keycloak: the realm's token endpoint, resource-owner password grant for the
 * signed-in user. The realm client (AUTH_CLIENT_ID, a public client) needs "Direct access grants" enabled
 * (docs/architecture.md). Returns the user id (claim) of the token issued, or null when Keycloak refused the
 * credentials; throws when Keycloak could not be asked.
 */
export async function keycloakPasswordCheck(
  auth: Pick<AuthConfig, 'issuer' | 'clientId' | 'claims'>,
  username: string,
  password: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  const response = await fetchImpl(`${auth.issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: auth.clientId,
      username,
      password,
      scope: 'openid',
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status === 400 || response.status === 401) {
    await response.arrayBuffer();
    return null;
  }
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
  const { access_token: token } = (await response.json()) as { access_token?: string };
  // straight from the issuer over its own channel: only the subject is read, to bind the check to the user
  const payload = token?.split('.')[1];
  if (!payload) throw new Error('token endpoint answered without an access token');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const userId = claims[auth.claims.userId];
  return typeof userId === 'string' ? userId : null;
}
