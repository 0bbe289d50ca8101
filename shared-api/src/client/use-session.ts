import { useSyncExternalStore } from 'react';
import { isQmsAdmin } from '../platform/contract';
import { sessionStore, type Session } from './session-store';

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/** The spec's admin check ('qms-admin'), mapped onto the QMS_ADMIN realm role. */
export function useIsQmsAdmin(): boolean {
  return isQmsAdmin(useSession()?.user);
}
