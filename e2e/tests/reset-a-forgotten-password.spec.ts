import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from '../playwright.config';
import { demoUsers } from '../support/suite';
import { submitLogin } from '../support/session';

const outbox = path.join(e2eDataDir, 'outbox');

function latestMailTo(address: string): string | undefined {
  let files: string[] = [];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return undefined;
  }
  const mails = files
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
    .filter((m) => m.includes(address));
  return mails.at(-1);
}

test('a user resets a forgotten password through the e-mailed link', async ({ page }) => {
  const user = demoUsers.globexViewer;
  const newPassword = 'A brand new passphrase 2026';
  await page.goto('/dashboard');
  await page.getByText('Reset Password').click();
  const send = page.getByRole('button', { name: 'Send Reset Link' });
  await expect(send).toBeDisabled();
  await page.getByLabel('E-mail').fill(user.email);
  await expect(send).toBeEnabled();
  await send.click();
  await expect(
    page.getByText(new RegExp(`reset link .*sent to ${user.email.replace('.', '\\.')}`, 'i')),
  ).toBeVisible();
  await expect(page.getByText(/10 seconds/)).toBeVisible();
  await expect(send).toBeDisabled();

  await expect.poll(() => latestMailTo(user.email), { timeout: 15_000 }).toBeTruthy();
  const link = latestMailTo(user.email)!.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();

  // after 10 seconds the card reloads to the login view
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 15_000 });

  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText(/password has been changed/i)).toBeVisible();

  await page.goto('/dashboard');
  await submitLogin(page, user);
  await expect(page.getByText('Invalid user credentials')).toBeVisible();

  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: `Welcome ${user.name}` })).toBeVisible();

  // the link is single-use
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('Another passphrase 2026');
  await page.getByLabel('Repeat new password').fill('Another passphrase 2026');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
});

test("behind an external Keycloak, Reset Password opens the realm's own reset page instead of pretending to mail", async ({
  page,
}) => {
  // the server answers this for AUTH_ISSUER deployments (server test external-keycloak.test.ts); the realm stands in
  const realmReset =
    'https://sso.example.test/realms/acme/protocol/openid-connect/forgot-credentials?client_id=qms-web&response_type=code';
  await page.route('**/config/auth.json', (route) =>
    route.fulfill({
      json: {
        url: 'https://sso.example.test',
        realm: 'acme',
        clientId: 'qms-web',
        passwordResetUrl: realmReset,
      },
    }),
  );
  await page.route('https://sso.example.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<title>Keycloak</title><h1>Forgot Your Password?</h1>',
    }),
  );
  const embeddedResets: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/password-reset')) embeddedResets.push(request.url());
  });

  await page.goto('/dashboard');
  await expect(page.getByText("Passwords are reset on your organisation's sign-in page")).toBeVisible();
  await page.getByRole('link', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(realmReset);
  await expect(page.getByRole('heading', { name: 'Forgot Your Password?' })).toBeVisible();
  expect(embeddedResets).toEqual([]);
});
