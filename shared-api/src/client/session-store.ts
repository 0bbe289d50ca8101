import type { SessionUser } from '../platform/contract';

/**
 * One session for the whole suite. shared-api is a Module Federation singleton, so the shell sets the session
 * and every remote reads the same token and user.
 */
export interface Session {
  user: SessionUser;
  /** returns a fresh access token, refreshing it first when it is about to expire */
  getToken: () => Promise<string>;
  logout: () => Promise<void>;
  /**
   * Told when the API refused the token (401): the session may have ended on the server (the user was disabled,
   * signed out elsewhere). The shell then checks with a token refresh and signs the tab out if that fails.
   */
  onUnauthorized?: () => void;
}

type Listener = () => void;
let current: Session | null = null;
const listeners = new Set<Listener>();

export const sessionStore = {
  get: (): Session | null => current,
  set(session: Session | null): void {
    current = session;
    listeners.forEach((l) => l());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
