import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { hashToken, newLinkToken, RESET_TOKEN_TTL_MS } from '../plugins/link-mail';
import { identityPasswordResets } from './schema';

export { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '@qms/shared-api/contract';
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired.';
export const INVALID_INVITATION_LINK =
  'This invitation link is invalid, was already used or has expired. Ask an administrator to send the invitation again.';

/**
 * A new single-use reset token for the user. Only its hash is stored; an older unused token of the same
 * user stops working, so only the newest mail's link is valid.
 */
export async function createResetToken(
  db: Db,
  user: { tenantId: string; userId: string },
  now: Date,
): Promise<string> {
  const token = newLinkToken();
  const t = identityPasswordResets;
  await db.transaction(async (tx) => {
    await tx.delete(t).where(and(eq(t.tenantId, user.tenantId), eq(t.userId, user.userId), isNull(t.usedAt)));
    await tx.insert(t).values({
      tokenHash: hashToken(token),
      tenantId: user.tenantId,
      userId: user.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      purpose: 'reset',
    });
  });
  return token;
}

/** A token is usable when it is known, unused and unexpired. */
function usable(token: string, now: Date) {
  const t = identityPasswordResets;
  return and(eq(t.tokenHash, hashToken(token)), isNull(t.usedAt), gt(t.expiresAt, now));
}

/** The user of a usable token, without using it up. */
export async function resetTokenOwner(
  db: Db,
  token: string,
  now: Date,
): Promise<{ tenantId: string; userId: string; purpose: 'reset' | 'invitation' } | undefined> {
  const t = identityPasswordResets;
  const [row] = await db
    .select({ tenantId: t.tenantId, userId: t.userId, purpose: t.purpose })
    .from(t)
    .where(usable(token, now));
  return row;
}

/** Mark the token used and return its user, or undefined when it is unknown, used or expired. */
export async function consumeResetToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ tenantId: string; userId: string } | undefined> {
  const t = identityPasswordResets;
  const [row] = await db
    .update(t)
    .set({ usedAt: now })
    .where(usable(token, now))
    .returning({ tenantId: t.tenantId, userId: t.userId });
  return row;
}
