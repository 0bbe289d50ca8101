import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { Mailer, writeMailFile, type MailResult } from '../plugins/mailer';
import { identityPasswordResets } from './schema';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
/** an invitation waits a week for the colleague to open it */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '@qms/shared-api/contract';
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired.';
export const INVALID_INVITATION_LINK =
  'This invitation link is invalid, was already used or has expired. Ask an administrator to send the invitation again.';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new random single-use link token (32 bytes, base64url). */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

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

export interface ResetMail {
  to: string;
  name: string;
  link: string;
  /** default 'reset'; an invitation names who invited and the tenant */
  kind?: 'reset' | 'invitation';
  invitedBy?: string;
  tenantName?: string;
}

export const RESET_MAIL_SUBJECT = 'Reset your QMS password';
export const INVITATION_MAIL_SUBJECT = 'You are invited to the QMS';

const subjectOf = (mail: ResetMail): string =>
  mail.kind === 'invitation' ? INVITATION_MAIL_SUBJECT : RESET_MAIL_SUBJECT;

export function invitationMailText(mail: ResetMail): string {
  return [
    `Hello ${mail.name},`,
    '',
    `${mail.invitedBy ?? 'An administrator'} invited you to the QMS of ${mail.tenantName ?? 'your company'}.`,
    'Open this link to choose your password:',
    '',
    mail.link,
    '',
    'The link can be used once and expires in 7 days. Then sign in with this e-mail address and your password.',
    '',
  ].join('\n');
}

export function resetMailText(mail: ResetMail): string {
  if (mail.kind === 'invitation') return invitationMailText(mail);
  return [
    `Hello ${mail.name},`,
    '',
    'someone (hopefully you) asked to reset the password of your QMS account.',
    'Open this link to choose a new password:',
    '',
    mail.link,
    '',
    'The link can be used once and expires in 30 minutes.',
    'If you did not ask for a new password, ignore this mail; your password stays unchanged.',
    '',
  ].join('\n');
}

/** Without SMTP the mail becomes a plain-text .eml file in the outbox (the link on its own line). */
export async function writeToOutbox(
  outboxDir: string,
  from: string,
  mail: ResetMail,
  now: Date,
): Promise<string> {
  return writeMailFile(
    outboxDir,
    from,
    { to: mail.to, subject: subjectOf(mail), text: resetMailText(mail) },
    now,
  );
}

/** Sends reset mails by SMTP (when configured) or into the outbox. */
export class ResetMailer extends Mailer {
  send(mail: ResetMail, now: Date): Promise<MailResult> {
    return this.sendText({ to: mail.to, subject: subjectOf(mail), text: resetMailText(mail) }, now);
  }
}
