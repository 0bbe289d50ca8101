import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

// The server's one way to send a mail: by SMTP when SMTP_URL is set, else as a plain-text .eml file in the outbox
// (QMS_DATA_DIR/outbox), so a system without a mail server still keeps every mail readable by its operator.

export interface MailSettings {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}

/** A plain-text mail; links stand on their own line so every mail client makes them clickable. */
export interface TextMail {
  to: string;
  subject: string;
  text: string;
}

export type MailResult = { via: 'outbox'; file: string } | { via: 'smtp' };

declare module 'fastify' {
  interface FastifyInstance {
    /** SMTP or the outbox (app.ts); present behind an external Keycloak too */
    mailer: Pick<Mailer, 'sendText'>;
  }
}

/** A file name that is safe on every file system, sorts by time and still shows the recipient. */
function outboxFileName(to: string, now: Date, attempt: number): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-') + (attempt > 0 ? `-${attempt}` : '');
  const recipient = to.replace(/[^A-Za-z0-9@._+-]/g, '_');
  return `${stamp}-${recipient}.eml`;
}

/** Writes the mail as an .eml file into the outbox and answers its path. */
export async function writeMailFile(
  outboxDir: string,
  from: string,
  mail: TextMail,
  now: Date,
): Promise<string> {
  // mails hold links that sign people in (reset, invitation): only the server's user may read them
  await mkdir(outboxDir, { recursive: true, mode: 0o700 });
  await chmod(outboxDir, 0o700);
  const content = [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    `Date: ${now.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.text,
  ].join('\r\n');
  // two mails to one address in the same millisecond get distinct names instead of overwriting each other
  for (let attempt = 0; ; attempt++) {
    const file = path.join(outboxDir, outboxFileName(mail.to, now, attempt));
    try {
      await writeFile(file, content, { encoding: 'utf8', flag: 'wx', mode: 0o600 });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 100) throw error;
    }
  }
}

/** Sends plain-text mails by SMTP (when configured) or into the outbox. */
export class Mailer {
  private readonly transport: nodemailer.Transporter | undefined;

  constructor(protected readonly settings: MailSettings) {
    this.transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : undefined;
  }

  async sendText(mail: TextMail, now: Date): Promise<MailResult> {
    if (!this.transport) {
      return {
        via: 'outbox',
        file: await writeMailFile(this.settings.outboxDir, this.settings.from, mail, now),
      };
    }
    await this.transport.sendMail({
      from: this.settings.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
    return { via: 'smtp' };
  }

  close(): void {
    this.transport?.close();
  }
}
