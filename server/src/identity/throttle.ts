import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { identityLoginAttempts } from './schema';
import { normaliseEmail } from '../platform/index';

/**
 * After `maxFailures` counted events within `windowMs`, the key is locked for `baseLockMs`, doubling with
 * every further failure (capped at `maxLockMs`). The count is forgotten `windowMs` after the last failure
 * or the end of the lock, whichever is later.
 */
export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
  baseLockMs: number;
  maxLockMs: number;
}

const MINUTE = 60 * 1000;

/** Failed sign-ins per e-mail address (whether or not it exists, so the answer reveals nothing). */
export const LOGIN_EMAIL_POLICY: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: 15 * MINUTE,
  baseLockMs: MINUTE,
  maxLockMs: 60 * MINUTE,
};
/** Failed sign-ins per client address; higher, because an office can share one address. */
export const LOGIN_IP_POLICY: ThrottlePolicy = {
  maxFailures: 20,
  windowMs: 15 * MINUTE,
  baseLockMs: MINUTE,
  maxLockMs: 60 * MINUTE,
};
/** Password-reset requests (every request counts) per e-mail address and per client address. */
export const RESET_EMAIL_POLICY: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: 15 * MINUTE,
  baseLockMs: 15 * MINUTE,
  maxLockMs: 60 * MINUTE,
};
export const RESET_IP_POLICY: ThrottlePolicy = {
  maxFailures: 20,
  windowMs: 15 * MINUTE,
  baseLockMs: 15 * MINUTE,
  maxLockMs: 60 * MINUTE,
};

export const throttleKeys = {
  loginEmail: (email: string) => `login-email:${normaliseEmail(email)}`,
  loginIp: (ip: string) => `login-ip:${ip}`,
  resetEmail: (email: string) => `reset-email:${normaliseEmail(email)}`,
  resetIp: (ip: string) => `reset-ip:${ip}`,
};

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

function lockMs(policy: ThrottlePolicy, failures: number): number {
  return Math.min(policy.baseLockMs * 2 ** Math.min(failures - policy.maxFailures, 20), policy.maxLockMs);
}

/** The outcome of `reserveAttempt`: counted (go on and try), or refused while the key is locked. */
export type Reservation =
  | { ok: true; key: string; lockedUntil: Date | null }
  | { ok: false; retryAfterSeconds: number };

/**
 * Counts one attempt for the key BEFORE the slow work (password check, mail) in one atomic upsert, so parallel
 * attempts cannot all pass a check made before any of them was counted. The attempt that reaches
 * `maxFailures` is still allowed and locks the key; while the key is locked nothing is counted and the
 * attempt is refused. The count is forgotten `windowMs` after the last attempt or the end of the lock.
 */
export async function reserveAttempt(
  db: Db,
  key: string,
  policy: ThrottlePolicy,
  now: Date,
): Promise<Reservation> {
  const t = identityLoginAttempts;
  const at = timestamp(now);
  const forgetBefore = timestamp(new Date(now.getTime() - policy.windowMs));
  const counted = sql`(case when greatest(${t.lastFailureAt}, coalesce(${t.lockedUntil}, ${t.lastFailureAt})) < ${forgetBefore}
    then 1 else ${t.failures} + 1 end)`;
  const lockFor = sql`least(${policy.baseLockMs} * power(2, least(${counted} - ${policy.maxFailures}, 20)), ${policy.maxLockMs})`;
  const [row] = await db
    .insert(t)
    .values({
      key,
      failures: 1,
      lastFailureAt: now,
      lockedUntil: policy.maxFailures <= 1 ? new Date(now.getTime() + lockMs(policy, 1)) : null,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: counted,
        lastFailureAt: now,
        lockedUntil: sql`case when ${counted} >= ${policy.maxFailures}
          then ${at} + ${lockFor} * interval '1 millisecond' else ${t.lockedUntil} end`,
      },
      // a locked row is left as it is: no row comes back, and the attempt is refused
      setWhere: sql`${t.lockedUntil} is null or ${t.lockedUntil} <= ${at}`,
    })
    .returning({ lockedUntil: t.lockedUntil });
  if (row)
    return { ok: true, key, lockedUntil: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null };
  const [locked] = await db.select({ lockedUntil: t.lockedUntil }).from(t).where(eq(t.key, key));
  const until = locked?.lockedUntil?.getTime() ?? 0;
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
}

/**
 * Gives back a counted attempt that turned out not to be a failure (a successful sign-in on the per-address
 * key, or an attempt refused by the other key), including the lock it may have set. Only this one attempt is
 * returned, so a valid account does not reset an attacker's budget.
 */
export async function releaseAttempt(db: Db, reservation: Reservation): Promise<void> {
  if (!reservation.ok) return;
  const t = identityLoginAttempts;
  const ownLock = reservation.lockedUntil;
  await db
    .update(t)
    .set({
      failures: sql`greatest(${t.failures} - 1, 0)`,
      ...(ownLock
        ? {
            lockedUntil: sql`case when ${t.lockedUntil} = ${timestamp(ownLock)} then null else ${t.lockedUntil} end`,
          }
        : {}),
    })
    .where(eq(t.key, reservation.key));
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(identityLoginAttempts).where(eq(identityLoginAttempts.key, key));
}
