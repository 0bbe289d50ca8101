import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eDataDir } from '../playwright.config';
import { signIn, submitLogin } from '../support/session';
import { demoUsers } from '../support/suite';

const outbox = path.join(e2eDataDir, 'outbox');

function latestMailTo(address: string): string | undefined {
  let files: string[] = [];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return undefined;
  }
  return files
    .filter((f) => f.endsWith(`-${address}.eml`))
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
    .at(-1);
}

async function openUsers(page: Page) {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible({ timeout: 30_000 });
}

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('an admin invites a colleague, makes them an admin, and disables them', async ({ browser, page }) => {
  // two people, three sign-ins and a dozen steps: more than the default minute on a busy machine
  test.setTimeout(180_000);
  const stamp = Date.now();
  const colleague = {
    email: `colleague-${stamp}@acme.example`,
    name: `Colin Colleague ${stamp}`,
    password: 'a quiet harbour at dawn',
  };
  await signIn(page, demoUsers.acmeAdmin);
  await openUsers(page);

  // invite as a viewer
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(colleague.email);
  await dialog.getByLabel('Display name').fill(colleague.name);
  await expect(dialog.getByLabel('Viewer')).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(colleague.name) });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Never');

  // the colleague sets a password through the mailed link; the policy says why a password is refused
  await expect.poll(() => latestMailTo(colleague.email), { timeout: 15_000 }).toBeTruthy();
  const link = latestMailTo(colleague.email)!.match(/https?:\/\/\S+\/set-password\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  const theirs = await browser.newContext();
  const tab = await theirs.newPage();
  await tab.goto(link!);
  await expect(tab.getByRole('heading', { name: /Set your password/ })).toBeVisible();
  await tab.getByLabel('New password', { exact: true }).fill('qwerty123456');
  await tab.getByLabel('Repeat new password').fill('qwerty123456');
  await tab.getByRole('button', { name: 'Set Password' }).click();
  await expect(tab.getByText(/one of the most commonly used passwords/)).toBeVisible();
  await tab.getByLabel('New password', { exact: true }).fill(colleague.password);
  await tab.getByLabel('Repeat new password').fill(colleague.password);
  await tab.getByRole('button', { name: 'Set Password' }).click();
  await expect(tab.getByText(/password has been set/i)).toBeVisible();

  // …and signs in as a viewer: no Users entry in their account menu
  await tab.goto('/dashboard');
  await submitLogin(tab, colleague);
  await expect(tab.getByRole('heading', { name: `Welcome ${colleague.name}` })).toBeVisible();
  await tab.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(tab.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(tab.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  await tab.keyboard.press('Escape');

  // the admin makes them an admin; it applies at their next token refresh (a reload refreshes)
  await page.reload();
  // a reload signs in again from the stored tokens and fetches the list: slow on a busy machine
  await expect(row).toContainText('Active', { timeout: 30_000 });
  // their sign-in is the row's last sign-in, read from the audit trail
  await expect(row).not.toContainText('Never');
  await rowAction(page, colleague.name, 'Change roles');
  await dialog.getByLabel('Administrator').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Administrator');
  await tab.reload();
  await openUsers(tab);

  // the admin disables them: their open tab is signed out at its next request
  await rowAction(page, colleague.name, 'Disable');
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(row).toContainText('Disabled');
  await tab.getByRole('button', { name: 'Account', exact: true }).click();
  await tab.getByRole('menuitem', { name: 'Audit Trail' }).click();
  await expect(tab.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 15_000 });
  await expect(tab.getByTestId('login-notice')).toContainText('Your session has expired');
  await theirs.close();
});
