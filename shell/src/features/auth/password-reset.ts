import { realmUrl, type AuthConfig } from './auth-config';

/** Spec 1 §9: after a reset request the page returns to the login page after 10 seconds. */
export const RESET_REDIRECT_DELAY_MS = 10_000;

/** POST {realm}/password-reset; any failure is ignored on purpose (spec 1 §2.2), so nothing tells whether an address exists. */
export async function requestPasswordReset(config: AuthConfig, email: string): Promise<void> {
  try {
    await fetch(`${realmUrl(config)}/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
  } catch {
    // silently ignored: the confirmation appears regardless
  }
}
