import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from '../playwright.config';

// The server writes its mails into QMS_DATA_DIR/outbox when no SMTP server is configured (as in the e2e suite):
// one .eml file per mail, named after its recipient.

const outbox = path.join(e2eDataDir, 'outbox');

/** The mails to `address` (newest last) whose text contains `text`. */
export function mailsTo(address: string, text: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return [];
  }
  return files
    .filter((f) => f.endsWith(`-${address}.eml`))
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
    .filter((mail) => mail.includes(text));
}
