import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, settleAnimations } from '../support/accessibility';
import { signIn } from '../support/session';
import { shellRoutes } from '../support/shell-routes';
import { demoUsers } from '../support/suite';

/**
 * Concrete addresses for routes with parameters. Without an entry, the route is visited with UNKNOWN_ID and its
 * "not found" / error state is checked; an area whose detail screen needs a real row adds a resolver here.
 */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ROUTE_EXAMPLES: Record<string, (page: Page) => Promise<string | undefined>> = {};

async function concretePath(page: Page, pattern: string): Promise<string> {
  if (!pattern.includes(':')) return pattern;
  const example = await ROUTE_EXAMPLES[pattern]?.(page);
  return example ?? pattern.replace(/:[^/]+/g, UNKNOWN_ID);
}

/**
 * The screen has loaded: its page heading shows (every screen has one h1), no loader spins, no table is busy, and
 * its area did not fail to load. (Not 'networkidle': the shell keeps a request open.)
 */
async function waitForScreen(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0);
  // mantine-react-table's collapsed progress bars are always aria-busy; the table container is busy while loading
  await expect(page.locator('main [aria-busy="true"]:not(.mantine-Progress-root)')).toHaveCount(0);
  await expect(page.getByTestId('area-unavailable')).toHaveCount(0);
}

/** The screens: every route of the shell's route table but its redirects. */
const screens = shellRoutes().filter((route) => !route.redirectTo);

test('the route table lists the screens this gate must visit', () => {
  // a guard against an empty or broken route list: the gate would pass by visiting nothing
  expect(screens.map((r) => r.path)).toEqual(
    expect.arrayContaining([
      '/dashboard',
      '/audit-trail',
      '/processes',
      '/roles',
      '/sr-list',
      '/impact-analysis',
    ]),
  );
});

test('every screen of the route table meets the accessibility rules', async ({ page }) => {
  test.setTimeout(30_000 + screens.length * 15_000);
  await signIn(page, demoUsers.acmeAdmin);
  for (const route of screens) {
    const path = await concretePath(page, route.path);
    await test.step(path, async () => {
      await page.goto(path);
      await waitForScreen(page);
      await expectAccessible(page, path);
    });
  }
});

test('the sign-in and reset-password views meet the accessibility rules', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectAccessible(page, 'sign-in view');

  // the provider's error text (red) on the card
  await page.getByLabel('E-mail').fill(demoUsers.acmeAdmin.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expectAccessible(page, 'sign-in view with an error');

  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  await expectAccessible(page, 'reset card');

  // the page behind the e-mailed link (served by the identity provider, outside the app)
  await page.goto('/reset-password?token=a11y-gate-token');
  await expect(page.getByRole('button', { name: 'Set Password' })).toBeVisible();
  await expectAccessible(page, 'reset-password page');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expectAccessible(page, 'reset-password page with an error');
});

test('the open dialogs and menus meet the accessibility rules', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `A11y gate role ${Date.now()}`;
  await signIn(page, demoUsers.acmeAdmin, '/roles');
  await waitForScreen(page);

  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'account menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'help menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'New Role' }).click();
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'New Role dialog');
  // the contract's message under a touched, emptied field
  await dialog.getByLabel('Name').fill('x');
  await dialog.getByLabel('Name').fill('');
  await expect(dialog.getByText('Minimum 1 character')).toBeVisible();
  await expectAccessible(page, 'New Role dialog with a field error');

  await dialog.getByLabel('Name').fill(name);
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('alertdialog', { name: 'Discard your changes?' })).toBeVisible();
  await expectAccessible(page, 'discard-changes confirmation');
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  await page.getByRole('button', { name: `Edit role ${name}` }).click();
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'edit role dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Delete role ${name}` }).click();
  await expect(dialog).toContainText(name);
  await expectAccessible(page, 'delete-role confirmation');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

  // the audit trail's filter form with the Action list open
  await page.goto('/audit-trail');
  await waitForScreen(page);
  await page.getByRole('textbox', { name: 'Action' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await settleAnimations(page);
  await expectAccessible(page, 'audit trail filters with the Action list open');
});
