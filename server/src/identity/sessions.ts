import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { identitySessions } from './schema';
import { forgetSessions } from './session-check';

type SessionRow = typeof identitySessions.$inferSelect;

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export async function createSession(
  db: Db,
  session: {
    id: string;
    tenantId: string;
    userId: string;
    scope: string;
    refreshJti: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(identitySessions).values({
    id: session.id,
    tenantId: session.tenantId,
    userId: session.userId,
    scope: session.scope,
    currentRefreshJti: session.refreshJti,
    createdAt: session.now,
    lastRefreshAt: session.now,
    expiresAt: session.expiresAt,
  });
}

export type RotateResult = { ok: true; session: SessionRow } | { ok: false; reason: 'inactive' | 'reuse' };

/**
 * Accept `oldJti` once: it must be the session's current refresh token. The check and the swap are one
 * UPDATE, so two concurrent refreshes with the same token cannot both succeed. Presenting a refresh token
 * that was already used means it leaked (or a client misbehaves): the whole session is revoked.
 */
export async function rotateRefreshToken(
  db: Db,
  input: {
    sessionId: string;
    oldJti: string;
    newJti: string;
    now: Date;
    idleSeconds: number;
    maxSeconds: number;
  },
): Promise<RotateResult> {
  const t = identitySessions;
  const idleExpiry = new Date(input.now.getTime() + input.idleSeconds * 1000);
  const [updated] = await db
    .update(t)
    .set({
      currentRefreshJti: input.newJti,
      lastRefreshAt: input.now,
      expiresAt: sql`least(${ts(idleExpiry)}, ${t.createdAt} + make_interval(secs => ${input.maxSeconds}))`,
    })
    .where(
      and(
        eq(t.id, input.sessionId),
        eq(t.currentRefreshJti, input.oldJti),
        eq(t.revoked, false),
        gt(t.expiresAt, input.now),
      ),
    )
    .returning();
  if (updated) return { ok: true, session: updated };

  const [session] = await db.select().from(t).where(eq(t.id, input.sessionId)).limit(1);
  if (!session || session.revoked || session.expiresAt.getTime() <= input.now.getTime()) {
    return { ok: false, reason: 'inactive' };
  }
  await revokeSession(db, input.sessionId, 'refresh token reused', input.now);
  return { ok: false, reason: 'reuse' };
}

export async function findActiveSession(
  db: Db,
  sessionId: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const t = identitySessions;
  const [session] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, sessionId), eq(t.revoked, false), gt(t.expiresAt, now)))
    .limit(1);
  return session;
}

/** Whose session this is, revoked or not: sign-out names the user in the trail even for an ended session. */
export async function sessionOwner(
  db: Db,
  sessionId: string,
): Promise<{ tenantId: string; userId: string } | undefined> {
  const t = identitySessions;
  const [owner] = await db
    .select({ tenantId: t.tenantId, userId: t.userId })
    .from(t)
    .where(eq(t.id, sessionId))
    .limit(1);
  return owner;
}

export async function revokeSession(db: Db, sessionId: string, reason: string, now: Date): Promise<void> {
  const t = identitySessions;
  await db
    .update(t)
    .set({ revoked: true, revokedAt: now, revokedReason: reason })
    .where(and(eq(t.id, sessionId), eq(t.revoked, false)));
  forgetSessions([sessionId]);
}

export async function revokeUserSessions(
  db: Db,
  user: { tenantId: string; userId: string },
  reason: string,
  now: Date,
): Promise<void> {
  const t = identitySessions;
  const revoked = await db
    .update(t)
    .set({ revoked: true, revokedAt: now, revokedReason: reason })
    // an expired session is refused anyway: rewriting each one a user ever had made a reset slower by the month
    .where(
      and(
        eq(t.tenantId, user.tenantId),
        eq(t.userId, user.userId),
        eq(t.revoked, false),
        gt(t.expiresAt, now),
      ),
    )
    .returning({ id: t.id });
  forgetSessions(revoked.map((row) => row.id));
}
