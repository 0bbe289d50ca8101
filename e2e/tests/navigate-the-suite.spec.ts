import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';
import { demoUsers } from '../support/suite';

const entries = [
  { label: 'Process Overview', path: '/processes', heading: 'Process Overview' },
  { label: 'Templates', path: '/templates', heading: 'Templates' },
  { label: 'Template Contents', path: '/template-contents', heading: 'Template Contents' },
  { label: 'Glossary', path: '/glossary', heading: 'Glossary' },
  {
    label: 'List of applied Standards & Regulations',
    path: '/sr-list',
    heading: 'List of applied Standards & Regulations',
  },
  { label: 'Impact Analysis', path: '/impact-analysis', heading: 'Impact Analysis Overview' },
  { label: 'Roles', path: '/roles', heading: 'Roles' },
];

test('every navigation entry opens its screen, with breadcrumbs and one React renderer', async ({ page }) => {
  // count React renderers the way React DevTools does: every react-dom registers itself with this hook
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  await signIn(page, demoUsers.acmeAdmin);

  for (const entry of entries) {
    await page.getByRole('link', { name: entry.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
    await expect(page.getByRole('heading', { name: entry.heading, exact: true })).toBeVisible();
    await expect(page.getByTestId('area-unavailable')).toHaveCount(0);
  }

  const renderers = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(renderers).toBe(1);
});

test('an area still on its way shows a loader where its page will appear, never a blank page', async ({
  page,
}) => {
  // the area's remoteEntry.js held back until the loader has been seen
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/impact/**/remoteEntry.js', async (route) => {
    await released;
    await route.continue();
  });
  await signIn(page, demoUsers.acmeAdmin, '/dashboard');
  await page.getByRole('link', { name: 'Impact Analysis', exact: true }).click();
  const loader = page.getByLabel('Loading Impact Analysis');
  await expect(loader).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Impact Analysis Overview' })).toBeVisible();
  await expect(loader).toHaveCount(0);
});

test('/ and /sops redirect to the process overview', async ({ page }) => {
  await signIn(page, demoUsers.acmeViewer, '/');
  await expect(page).toHaveURL(/\/processes$/);
  await page.goto('/sops');
  await expect(page).toHaveURL(/\/processes$/);
  await expect(page.getByRole('heading', { name: 'Process Overview' })).toBeVisible();
});

test('the help menu opens the manual page of the current screen in a new tab', async ({ page, context }) => {
  await signIn(page, demoUsers.acmeViewer, '/roles');
  await page.getByRole('button', { name: 'Help' }).click();
  const [manual] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('menuitem', { name: 'Documentation' }).click(),
  ]);
  await manual.waitForLoadState();
  expect(new URL(manual.url()).pathname).toBe('/docs/roles');
  await expect(manual.getByRole('heading', { level: 1 })).toContainText('Roles');
});

test('a mistyped link to a process or template shows why it cannot open, without asking the server', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/qms-api\/(sops|templates)\/.*abc/.test(request.url())) asked.push(request.url());
  });
  await signIn(page, demoUsers.acmeAdmin, '/processes/abc');
  await expect(
    page.getByText("SOP detail for abc couldn't be fetched. Please try again.").first(),
  ).toBeVisible();
  await expect(page.getByText('Process version id must be a UUID')).toBeVisible();
  await page.goto('/templates/abc');
  await expect(page.getByText('Template version id must be a UUID')).toBeVisible();
  expect(asked).toEqual([]);
});
