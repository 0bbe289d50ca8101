import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { DemoUser } from './suite';

/** Fills the login card the page shows and presses Login: the one sign-in of the scenarios and the bench. */
export async function submitLogin(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in through the login card, as a person would, and waits for the shell. */
export async function signIn(page: Page, user: DemoUser, path = '/dashboard'): Promise<void> {
  await page.goto(path);
  await submitLogin(page, user);
  // the signed-in shell loads its chrome after sign-in: on a loaded 2-core CI machine that can take longer than 10 s
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible({ timeout: 30_000 });
}

/** An access token from the realm's token endpoint, for calling the APIs the way a script or attacker would. */
export async function accessToken(request: APIRequestContext, user: DemoUser): Promise<string> {
  const response = await request.post('/realms/qms/protocol/openid-connect/token', {
    form: { grant_type: 'password', client_id: 'qms-web', username: user.email, password: user.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}
