/**
 * First renders in Chromium, shared by the figures that time a screen (templates, processes): a signed-in page,
 * then the median of a few navigations until the screen's first content shows.
 */
import type { Locator, Page } from '@playwright/test';
import { base } from './context';

/** Signs `user` in on the login view the suite shows for /dashboard (a page of its own per tenant). */
export async function signInAs(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto(`${base}/dashboard`);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: /Welcome/ }).waitFor();
}

/**
 * Median time (ms) of `times` navigations to `path` until what `shown(page)` names is visible (all of it, when
 * several): warm cache, signed in, so it is the screen's own work (its API answers and rendering), not the first
 * download of the suite's JS. `settle`: waits, untimed, until the screen has finished loading before the next one.
 */
export async function medianRender(
  page: Page,
  path: string,
  shown: (page: Page) => Locator | Locator[],
  times = 5,
  settle?: (page: Page) => Promise<void>,
): Promise<number> {
  const renders: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await page.goto(`${base}${path}`);
    await Promise.all([shown(page)].flat().map((l) => l.waitFor({ timeout: 120_000 })));
    renders.push(performance.now() - t);
    // not timed: what the screen still loads after its first content, so the next navigation does not queue
    // behind it on the server
    await settle?.(page);
  }
  return renders.sort((a, b) => a - b)[Math.floor(times / 2)]!;
}
