import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { identityLoginAttempts, identityPasswordResets, identitySessions } from './schema';

const DAY_MS = 24 * 3600 * 1000;

/**
 * How often a running server purges (besides at start): a server that runs for months otherwise kept every session
 * its users ever had (842,000 in a scan of a large tenant), and a password reset revoked them all.
 */
export const PURGE_INTERVAL_MS = 6 * 3600 * 1000;

/**
 * Delete what can no longer matter: sessions ended over a day ago, reset tokens expired over a day ago,
 * throttle counters idle for a day. Runs when the identity provider starts and every PURGE_INTERVAL_MS.
 */
export async function purgeExpiredIdentityData(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db
    .delete(identitySessions)
    .where(
      or(
        lt(identitySessions.expiresAt, dayAgo),
        and(isNotNull(identitySessions.revokedAt), lt(identitySessions.revokedAt, dayAgo)),
      ),
    );
  await db.delete(identityPasswordResets).where(lt(identityPasswordResets.expiresAt, dayAgo));
  await db
    .delete(identityLoginAttempts)
    .where(
      and(
        lt(identityLoginAttempts.lastFailureAt, dayAgo),
        or(isNull(identityLoginAttempts.lockedUntil), lt(identityLoginAttempts.lockedUntil, dayAgo)),
      ),
    );
}
