import Keycloak from 'keycloak-js';
import { navigateToUrl, triggerAppChange } from 'single-spa';
import {
  apiVoid,
  prefetchGapListOfPath,
  queryClient,
  sessionStore,
  userFromClaims,
  usersQueryOptions,
  type QmsTokenClaims,
} from '@qms/shared-api';
import { notify } from '@qms/shared-ui';
import { logoutEndpoint, type AuthConfig } from './auth-config';
import { STORAGE_KEY, setSessionExpired, setSignedIn } from './session-signal';
import type { TokenSet } from './token-endpoint';

/**
 * The part of the session that runs once a user signs in (keycloak-js, single-spa, shared-api, shared-ui): loaded
 * on demand by keycloak-session.ts, so the sign-in view does not carry it (issue 8: sign-in JS ≤ 150 KB gzip).
 */

/** refresh when the access token has less than this many seconds left */
const MIN_VALIDITY_SECONDS = 30;

function persist(keycloak: Keycloak): void {
  if (!keycloak.token || !keycloak.refreshToken) return;
  const tokens: TokenSet = {
    token: keycloak.token,
    refreshToken: keycloak.refreshToken,
    idToken: keycloak.idToken,
  };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(tokens));
}

// the light App shows the signed-in shell or the sign-in card from this flag; shared-api's store is the truth
sessionStore.subscribe(() => setSignedIn(sessionStore.get() !== null));

/** How long logout waits for the areas to unmount before it ends the session anyway. */
const UNMOUNT_WAIT_MS = 3000;

function endSession(keycloak: Keycloak): void {
  keycloak.clearToken();
  sessionStorage.removeItem(STORAGE_KEY);
  void queryClient.cancelQueries();
  queryClient.clear();
  sessionStore.set(null);
}

function expireSession(keycloak: Keycloak): void {
  setSessionExpired(true);
  endSession(keycloak);
}

/** Navigates through single-spa and resolves once the areas of the old route are unmounted. */
async function navigateAndSettle(url: string): Promise<void> {
  navigateToUrl(url);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    triggerAppChange().catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, UNMOUNT_WAIT_MS))),
  ]);
  clearTimeout(timer);
}

async function logout(config: AuthConfig, keycloak: Keycloak): Promise<void> {
  const response = await fetch(logoutEndpoint(config), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: config.clientId, refresh_token: keycloak.refreshToken ?? '' }),
  });
  if (!response.ok) throw new Error(`Logout failed with HTTP ${response.status}`);
  // Nothing may go out after the logout call: stop what is in flight, and let the areas unmount (through
  // single-spa, the shell's router follows) BEFORE the session and the cache go. Ending the session first would
  // re-render a still-mounted area with an empty cache and no token, and its queries would fetch again (401).
  await queryClient.cancelQueries();
  if (window.location.pathname !== '/dashboard') await navigateAndSettle('/dashboard');
  endSession(keycloak);
}

/** What the suite does once a user is signed in (spec 1 §7 Session and tenant). */
async function afterSignIn(): Promise<void> {
  const sync = apiVoid('/qms-api/users/sync');
  // the first screen's main answer, right behind the set-up call, while the area's code is still loading
  prefetchGapListOfPath(queryClient, window.location.pathname);
  try {
    await sync;
  } catch (error) {
    console.error('[shell] session set-up call failed', error);
  }
  try {
    await queryClient.fetchQuery(usersQueryOptions());
  } catch (error) {
    notify.error("Users couldn't be fetched. Please try again.", error);
  }
}

/**
 * Hands the tokens to keycloak-js (which validates them with one refresh and then keeps them fresh), and publishes
 * the session to every area through shared-api's sessionStore.
 */
export async function startSession(config: AuthConfig, tokens: TokenSet): Promise<void> {
  const keycloak = new Keycloak({ url: config.url, realm: config.realm, clientId: config.clientId });
  keycloak.onAuthRefreshSuccess = () => persist(keycloak);
  keycloak.onAuthRefreshError = () => expireSession(keycloak);
  keycloak.onTokenExpired = () => {
    keycloak.updateToken(MIN_VALIDITY_SECONDS).catch(() => expireSession(keycloak));
  };
  const authenticated = await keycloak.init({
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    idToken: tokens.idToken,
    checkLoginIframe: false,
    pkceMethod: false,
  });
  if (!authenticated || !keycloak.tokenParsed)
    throw new Error('The identity provider did not accept the session');
  persist(keycloak);
  setSessionExpired(false);
  let checking = false;
  sessionStore.set({
    user: userFromClaims(keycloak.tokenParsed as QmsTokenClaims),
    getToken: async () => {
      await keycloak.updateToken(MIN_VALIDITY_SECONDS);
      if (!keycloak.token) throw new Error('Not signed in');
      return keycloak.token;
    },
    logout: () => logout(config, keycloak),
    // the API refused the token: a forced refresh tells whether the session still exists; when the provider
    // refuses it (user disabled, session revoked) the tab is signed out with the expiry message
    onUnauthorized: () => {
      if (checking) return;
      checking = true;
      keycloak
        .updateToken(-1)
        .catch(() => expireSession(keycloak))
        .finally(() => {
          checking = false;
        });
    },
  });
  await afterSignIn();
}
