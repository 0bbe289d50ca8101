import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, settleAnimations } from '../support/accessibility';
import { accessToken, signIn, submitLogin } from '../support/session';
import { shellRoutes } from '../support/shell-routes';
import { demoUsers } from '../support/suite';

/**
 * Concrete addresses for routes with parameters. Without an entry, the route is visited with UNKNOWN_ID and its
 * "not found" / error state is checked; an area whose detail screen needs a real row adds a resolver here.
 */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const at = (prefix: string, id: string | undefined) =>
  id ? `${prefix}${encodeURIComponent(id)}` : undefined;

async function getJson<T>(page: Page, url: string): Promise<T> {
  const headers = { authorization: `Bearer ${await accessToken(page.request, demoUsers.acmeAdmin)}` };
  const response = await page.request.get(url, { headers });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

const ROUTE_EXAMPLES: Record<string, (page: Page) => Promise<string | undefined>> = {
  // the real detail screens, not only their "not found" state: the first row of each list (the demo seed and the
  // operator's regulation import provide them; without one, the unknown id is visited)
  '/processes/:id': async (page) =>
    at(
      '/processes/',
      (await getJson<{ sops: { versionId: string }[] }>(page, '/qms-api/sops')).sops[0]?.versionId,
    ),
  '/templates/:id': async (page) =>
    at('/templates/', (await getJson<{ versionId: string }[]>(page, '/qms-api/templates'))[0]?.versionId),
  '/sr-list/:id': async (page) =>
    at('/sr-list/', (await getJson<{ id: string }[]>(page, '/sr-api/regulations'))[0]?.id),
  '/impact-analysis/:id': async (page) =>
    at(
      '/impact-analysis/',
      (
        await getJson<{ results: { impactAnalysis: { id: string } }[] }>(
          page,
          '/qms-api/impact-analyses/search',
        )
      ).results[0]?.impactAnalysis.id,
    ),
};

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
  await submitLogin(page, { ...demoUsers.acmeAdmin, password: 'not the password' });
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

  await page.getByRole('button', { name: 'Account', exact: true }).click();
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

  // the role's holders (issue 29.1) with the people list open
  await page.getByRole('button', { name: `Holders of role ${name}` }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Holders' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await settleAnimations(page);
  await expectAccessible(page, 'role holders dialog with the people list open');
  await page.keyboard.press('Escape');
  // the footer's Close (the title bar's close button is named 'Close' too)
  await dialog.locator('button', { hasText: 'Close' }).click();
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

test('the release workflow, the signature dialog and the document history meet the accessibility rules', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // the setting through the API: a process in release with the admin as author and releaser
  const headers = { authorization: `Bearer ${await accessToken(request, demoUsers.acmeAdmin)}` };
  const created = await request.post('/qms-api/sops', {
    headers,
    data: { name: `A11y gate release ${Date.now()}`, description: 'Checked by the gate.' },
  });
  expect(created.status()).toBeLessThan(300);
  const { sop } = (await created.json()) as { sop: { versionId: string } };
  const users = (await (await request.get('/qms-api/users', { headers })).json()) as {
    userId: string;
    email: string;
  }[];
  const admin = users.find((u) => u.email === demoUsers.acmeAdmin.email)!.userId;
  const viewer = users.find((u) => u.email === demoUsers.acmeViewer.email)!.userId;
  // four-eyes (issue 27.3): the releaser is not the only author
  const started = await request.post(`/qms-api/sops/v/${sop.versionId}/change-control/release`, {
    headers,
    data: { comment: 'Gate', expectedDecider: admin, authorUserIds: [admin, viewer], approverUserIds: [] },
  });
  expect(started.status()).toBeLessThan(300);

  await signIn(page, demoUsers.acmeAdmin, `/processes/${sop.versionId}`);
  await waitForScreen(page);
  await page.getByRole('tab', { name: 'Release Workflow' }).click();
  const approve = page.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'release workflow in release');
  await approve.click();
  await expect(page.getByRole('dialog', { name: 'Sign: Approved' })).toBeVisible();
  await settleAnimations(page);
  await expectAccessible(page, 'signature dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('tab', { name: 'Document History' }).click();
  await expect(page.getByText('There exists an unreleased version V1.')).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'document history');
});

test('a user who asks for less motion sees nothing move; anyone else sees the animations', async ({
  page,
}) => {
  await signIn(page, demoUsers.acmeViewer);
  // a probe styled as the suite's loaders and dialogs are: an endless animation and a transition (inline, so only
  // the suite's own stylesheet can override them)
  const motion = () =>
    page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.animation = 'probe-spin 1s linear infinite';
      probe.style.transition = 'opacity 200ms';
      document.body.append(probe);
      const style = getComputedStyle(probe);
      const seen = {
        animationSeconds: parseFloat(style.animationDuration),
        iterations: style.animationIterationCount,
        transitionSeconds: parseFloat(style.transitionDuration),
      };
      probe.remove();
      return seen;
    });
  // the scenarios run as such a user (playwright.config.ts: contextOptions)
  const reduced = await motion();
  expect(reduced.animationSeconds).toBeLessThan(0.001);
  expect(reduced.iterations).toBe('1');
  expect(reduced.transitionSeconds).toBeLessThan(0.001);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await motion()).toEqual({ animationSeconds: 1, iterations: 'infinite', transitionSeconds: 0.2 });
});
