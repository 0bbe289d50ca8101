import type { AuthConfig } from './auth-config';
import { STORAGE_KEY } from './session-signal';
import type { TokenSet } from './token-endpoint';

export { sessionHasExpired } from './session-signal';

/** Shown on the login card after a failed token refresh ended the session. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

function storedTokens(): TokenSet | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<TokenSet> | null;
    return parsed?.token && parsed.refreshToken ? (parsed as TokenSet) : null;
  } catch {
    return null;
  }
}

/**
 * Hands the tokens to keycloak-js and publishes the session to every area (session-runtime.ts). That code —
 * keycloak-js, single-spa, shared-api, shared-ui — is fetched here, on sign-in, not with the sign-in view.
 */
export async function startSession(config: AuthConfig, tokens: TokenSet): Promise<void> {
  const runtime = await import(/* webpackChunkName: "session" */ './session-runtime');
  await runtime.startSession(config, tokens);
}

/** After a page reload: continue with the tokens of this tab, if they are still good. */
export async function restoreSession(config: AuthConfig): Promise<void> {
  const tokens = storedTokens();
  if (!tokens) return;
  try {
    await startSession(config, tokens);
  } catch (error) {
    console.info('[shell] stored session is no longer valid', error);
    sessionStorage.removeItem(STORAGE_KEY);
  }
}
