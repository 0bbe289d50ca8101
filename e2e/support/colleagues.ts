import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { e2eDataDir } from '../playwright.config';
import { demoUsers, type DemoUser } from './suite';

const outbox = path.join(e2eDataDir, 'outbox');

function invitationToken(address: string): string | undefined {
  let files: string[] = [];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return undefined;
  }
  const mail = files
    .filter((f) => f.endsWith(`-${address}.eml`))
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
    .at(-1);
  return mail?.match(/set-password\?token=([\w-]+)/)?.[1];
}

/**
 * A colleague of tenant Acme, invited by the admin through the Users API and activated through the mailed link,
 * exactly as a new user joins (no test-only way into the server).
 */
export async function colleague(
  request: APIRequestContext,
  adminToken: string,
  name: string,
  roles: string[],
): Promise<DemoUser> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}@acme.example`;
  const password = `a quiet harbour ${name}`;
  const invited = await request.post('/qms-api/tenant-users', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { email, displayName: name, roles },
  });
  expect(invited.status()).toBeLessThan(300);
  await expect.poll(() => invitationToken(email), { timeout: 15_000 }).toBeTruthy();
  const confirmed = await request.post('/realms/qms/password-reset/confirm', {
    data: { token: invitationToken(email), password },
  });
  expect(confirmed.status()).toBeLessThan(300);
  // DemoUser is typed from the seeded literals; a colleague has the same shape with their own values
  return { email, password, name, tenant: demoUsers.acmeAdmin.tenant } as unknown as DemoUser;
}
