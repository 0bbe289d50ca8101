import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';
import { demoUsers } from '../support/suite';

const isRefresh = (r: import('@playwright/test').Request) =>
  r.url().endsWith('/protocol/openid-connect/token') && !!r.postData()?.includes('grant_type=refresh_token');

test('the session is refreshed before the access token expires, so work goes on', async ({ page }) => {
  // the browser's clock is ours: jump past the 5-minute access-token lifetime without waiting for it
  await page.clock.install();
  await signIn(page, demoUsers.acmeViewer, '/roles');
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  const refreshed = page.waitForRequest(isRefresh);
  await page.clock.fastForward('05:10');
  const refresh = await refreshed;
  expect((await refresh.response())?.status()).toBe(200);

  // the APIs accept the new token: a fresh load of another screen works
  await page.getByRole('link', { name: 'Templates', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Templates' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
});
