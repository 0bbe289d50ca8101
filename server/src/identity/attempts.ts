import type { Db } from '../db/database';
import { releaseAttempt, reserveAttempt, type Reservation, type ThrottlePolicy } from './throttle';

/**
 * Counts one attempt on the client address first, then on the e-mail address (each atomically). When the
 * e-mail is locked the address's attempt is given back: a refused attempt checks nothing.
 */
export async function reserveAttempts(
  db: Db,
  [ipKey, ipPolicy]: [string, ThrottlePolicy],
  [emailKey, emailPolicy]: [string, ThrottlePolicy],
  at: Date,
): Promise<
  | {
      ok: true;
      ip: Reservation;
      /** set when this attempt, if it fails, locks the e-mail */ emailLockedUntil: Date | null;
    }
  | { ok: false; retryAfterSeconds: number }
> {
  const ip = await reserveAttempt(db, ipKey, ipPolicy, at);
  if (!ip.ok) return ip;
  const email = await reserveAttempt(db, emailKey, emailPolicy, at);
  if (!email.ok) {
    await releaseAttempt(db, ip);
    return email;
  }
  return { ok: true, ip, emailLockedUntil: email.lockedUntil };
}
