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
 * download of the suite's JS.
 */
export async function medianRender(
  page: Page,
  path: string,
  shown: (page: Page) => Locator | Locator[],
  times = 5,
): Promise<number> {
  return (await medianRenders(page, path, shown, times)).first;
}

/**
 * As medianRender, and `settle`: waits until the screen has finished loading (e.g. the rest of a list after its
 * first screenful) before the next navigation, so that navigation does not queue behind it on the server; `settled`
 * is the median time from navigation to that point (0 without `settle`).
 */
export async function medianRenders(
  page: Page,
  path: string,
  shown: (page: Page) => Locator | Locator[],
  times = 5,
  settle?: (page: Page) => Promise<void>,
): Promise<{ first: number; settled: number }> {
  const renders: number[] = [];
  const settles: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await page.goto(`${base}${path}`);
    await Promise.all([shown(page)].flat().map((l) => l.waitFor({ timeout: 120_000 })));
    renders.push(performance.now() - t);
    if (settle) {
      await settle(page);
      settles.push(performance.now() - t);
    }
  }
  const median = (xs: number[]) => (xs.length ? xs.sort((a, b) => a - b)[Math.floor(times / 2)]! : 0);
  return { first: median(renders), settled: median(settles) };
}
