import cluster from 'node:cluster';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { identitySessions } from './schema';
import { isAccountEnabled } from '../platform/index';
import { isUuid } from '../db/uuid';

/**
 * How long the API trusts its last look at a session. A logout, a refresh-token reuse or a password reset
 * ends the session's access tokens in this process at once (the revocation forgets the entry) and in other
 * processes within this time.
 */
export const SESSION_CHECK_CACHE_MS = 5000;
const MAX_ENTRIES = 10_000;

// keyed by session id (random UUIDs, so one map serves every database of the process)
const cache = new Map<string, { active: boolean; checkedAt: number }>();

/**
 * Called by every revocation, so this process stops accepting the sessions' access tokens at once; a server
 * worker (QMS_SERVER_WORKERS > 1) also tells its siblings through the primary (workers.ts relays the message).
 */
export function forgetSessions(ids: readonly string[]): void {
  for (const id of ids) cache.delete(id);
  if (ids.length > 0 && cluster.isWorker) process.send?.({ type: FORGET_SESSIONS, ids });
}

/** The message a worker sends and receives to forget sessions revoked in a sibling worker. */
export const FORGET_SESSIONS = 'qms:forget-sessions';

/** In a server worker: forget the sessions a sibling revoked (the primary relays its message). */
export function listenForSiblingRevocations(): void {
  if (!cluster.isWorker) return;
  process.on('message', (message: unknown) => {
    const m = message as { type?: unknown; ids?: unknown };
    if (m?.type === FORGET_SESSIONS && Array.isArray(m.ids))
      for (const id of m.ids) if (typeof id === 'string') cache.delete(id);
  });
}

/**
 * Whether the access tokens of session `sid` may still be used: the session exists and is not revoked. Its
 * expiry is not checked here: an access token never outlives its own `exp` (5 minutes), which jose checks.
 */
export async function isSessionActive(db: Db, sid: string, now = Date.now()): Promise<boolean> {
  if (!isUuid(sid)) return false;
  const cached = cache.get(sid);
  if (cached && now - cached.checkedAt < SESSION_CHECK_CACHE_MS && now >= cached.checkedAt)
    return cached.active;
  const [row] = await db
    .select({
      revoked: identitySessions.revoked,
      tenantId: identitySessions.tenantId,
      userId: identitySessions.userId,
    })
    .from(identitySessions)
    .where(eq(identitySessions.id, sid))
    .limit(1);
  // the user's account too: disabling ends the sessions, but a sign-in that was half-way through at that moment
  // must not keep a session of a disabled user alive (the platform owns the account: a second, keyed lookup)
  const active = !!row && !row.revoked && (await isAccountEnabled(db, row.tenantId, row.userId));
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(sid, { active, checkedAt: now });
  return active;
}
