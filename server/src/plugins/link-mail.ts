// The single-use links of the user directory: a password reset the user asks for (identity) and an invitation or an
// administrator's reset (platform). Both areas issue them and identity redeems them, so the token, its hash, the
// lifetimes and the mail live here, below both, and neither area imports the other for them (docs/adr/0122).
import { createHash, randomBytes } from 'node:crypto';
import { Mailer, writeMailFile, type MailResult } from './mailer';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
/** an invitation waits a week for the colleague to open it */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Only the hash is stored: a read of the table gives no usable link. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new random single-use link token (32 bytes, base64url). */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

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
