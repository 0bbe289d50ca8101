import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';
import { demoUsers } from '../support/suite';

test('an area whose remoteEntry.js is gone shows its unavailable panel while the rest keeps working', async ({
  page,
}) => {
  let outage = true;
  await page.route('**/remotes/impact/**/remoteEntry.js', (route) =>
    outage ? route.fulfill({ status: 404, body: 'not found' }) : route.continue(),
  );
  await signIn(page, demoUsers.acmeAdmin, '/impact-analysis');

  const panel = page.getByTestId('area-unavailable');
  await expect(panel).toContainText('Impact Analysis is temporarily unavailable');
  // the shell still works: navigation, header, and the other areas
  await page.getByRole('link', { name: 'Roles', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  await expect(panel).toHaveCount(0);
  await page.getByRole('link', { name: 'Impact Analysis', exact: true }).click();
  await expect(panel).toBeVisible();

  // the area comes back on retry once its remote is reachable again
  outage = false;
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Impact Analysis Overview' })).toBeVisible();
  await expect(panel).toHaveCount(0);
});

test('an area whose code throws while loading shows its unavailable panel', async ({ page }) => {
  await page.route('**/remotes/regulations/**/remoteEntry.js', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      body: 'throw new Error("broken build");',
    }),
  );
  await signIn(page, demoUsers.acmeViewer, '/sr-list');
  await expect(page.getByTestId('area-unavailable')).toContainText(
    'Standards & Regulations is temporarily unavailable',
  );
  await page.getByRole('link', { name: 'Process Overview', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Process Overview' })).toBeVisible();
});
