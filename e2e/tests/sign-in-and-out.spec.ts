import { expect, test } from '@playwright/test';
import { signIn, submitLogin } from '../support/session';
import { demoUsers } from '../support/suite';

test('an admin signs in, sees the welcome and their tenant, and logs out', async ({ page }) => {
  await signIn(page, demoUsers.acmeAdmin);
  await expect(page.getByRole('heading', { name: `Welcome ${demoUsers.acmeAdmin.name}` })).toBeVisible();

  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByText(demoUsers.acmeAdmin.name).last()).toBeVisible();
  await expect(page.getByText(demoUsers.acmeAdmin.tenant).last()).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // the session is really gone: a reload does not sign the user back in
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('a viewer signs in and lands on the page they asked for', async ({ page }) => {
  await signIn(page, demoUsers.acmeViewer, '/roles');
  await expect(page).toHaveURL(/\/roles$/);
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
});

test('a wrong password shows the provider error in red and keeps the user out', async ({ page }) => {
  await page.goto('/dashboard');
  await submitLogin(page, { ...demoUsers.acmeAdmin, password: 'not-the-password' });
  const error = page.getByText('Invalid user credentials');
  await expect(error).toBeVisible();
  const color = await error.evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = color.match(/\d+/g)!.map(Number);
  expect(r).toBeGreaterThan(150);
  expect(g).toBeLessThan(120);
  expect(b).toBeLessThan(120);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toHaveCount(0);
});

test('a reload keeps the user signed in', async ({ page }) => {
  await signIn(page, demoUsers.acmeViewer);
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome ${demoUsers.acmeViewer.name}` })).toBeVisible();
});
