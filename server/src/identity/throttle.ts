import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { identityLoginAttempts } from '../db/schema/identity';

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
  loginEmail: (email: string) => `login-email:${email.trim().toLowerCase()}`,
  loginIp: (ip: string) => `login-ip:${ip}`,
  resetEmail: (email: string) => `reset-email:${email.trim().toLowerCase()}`,
  resetIp: (ip: string) => `reset-ip:${ip}`,
};

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Seconds until all of these keys are unlocked; 0 when none is locked. */
export async function lockedForSeconds(db: Db, keys: string[], now: Date): Promise<number> {
  const rows = await db
    .select({ lockedUntil: identityLoginAttempts.lockedUntil })
    .from(identityLoginAttempts)
    .where(and(inArray(identityLoginAttempts.key, keys), gt(identityLoginAttempts.lockedUntil, now)));
  const latest = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
  return latest > now.getTime() ? Math.ceil((latest - now.getTime()) / 1000) : 0;
}

/** Count one failure for the key (atomically) and lock it when the policy says so. */
export async function recordFailure(db: Db, key: string, policy: ThrottlePolicy, now: Date): Promise<void> {
  const t = identityLoginAttempts;
  const forgetBefore = new Date(now.getTime() - policy.windowMs);
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, lastFailureAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when greatest(${t.lastFailureAt}, coalesce(${t.lockedUntil}, ${t.lastFailureAt})) < ${timestamp(forgetBefore)}
          then 1 else ${t.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: t.failures });
  const failures = row?.failures ?? 1;
  if (failures < policy.maxFailures) return;
  const exponent = Math.min(failures - policy.maxFailures, 20);
  const lockMs = Math.min(policy.baseLockMs * 2 ** exponent, policy.maxLockMs);
  await db
    .update(t)
    .set({ lockedUntil: new Date(now.getTime() + lockMs) })
    .where(eq(t.key, key));
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(identityLoginAttempts).where(eq(identityLoginAttempts.key, key));
}
