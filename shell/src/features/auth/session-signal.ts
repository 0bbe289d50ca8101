/**
 * The little the sign-in view needs to know about the session, without loading it (keycloak-js, shared-api…):
 * where the tokens of this tab are kept, whether the last session expired, and whether a user is signed in.
 * session-runtime.ts (loaded after sign-in) keeps these up to date.
 */

/**
 * Tokens survive a page reload in sessionStorage: per tab, gone when the tab closes, never shared between tabs.
 * Sharing across tabs (localStorage) would let two tabs rotate the same refresh token, and the provider revokes a
 * reused refresh token. A new tab therefore asks for sign-in again.
 */
export const STORAGE_KEY = 'qms-auth-tokens';

/** True from a failed token refresh until the next sign-in, so the login card can say why the user is out. */
let expired = false;
export function sessionHasExpired(): boolean {
  return expired;
}
export function setSessionExpired(value: boolean): void {
  expired = value;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let signedIn = false;

/** Whether a user is signed in (mirrors shared-api's sessionStore once the session code is loaded). */
export const signedInStore = {
  get: (): boolean => signedIn,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
export function setSignedIn(value: boolean): void {
  if (value === signedIn) return;
  signedIn = value;
  listeners.forEach((l) => l());
}
