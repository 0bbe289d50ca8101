/**
 * First renders in Chromium, shared by the figures that time a screen (templates, processes): a signed-in page,
 * then the median of a few navigations until the screen's first content shows.
 */
import type { Locator, Page } from '@playwright/test';
import { submitLogin } from '../support/session';
import { base } from './context';

/** Signs `user` in on the login view the suite shows for /dashboard (a page of its own per tenant). */
export async function signInAs(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto(`${base}/dashboard`);
  await signedInOnLoginView(page, user);
}

/** Signs `user` in on the login view the page shows now (any origin serving the suite); waits for the dashboard. */
export async function signedInOnLoginView(
  page: Page,
  user: { email: string; password: string },
): Promise<void> {
  await submitLogin(page, user);
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
 * Installed in every document of `page` before its own scripts: stamps each subtree the page inserts with the time
 * of the next animation frame after the insertion (performance.now(), so ms since that document's navigation began).
 * Playwright's waitFor polls at 0, 20, 50, 100, 100, 500, 500… ms, which alone would round a render up by as much
 * as half a second; the stamp is the frame the element was painted in. A string, not a function: what tsx compiles
 * may name functions with a helper the page does not have.
 */
const PAINT_CLOCK = `(() => {
  const stamps = new WeakMap();
  const observer = new MutationObserver((records) => {
    const inserted = performance.now();
    const added = records.flatMap((r) => [...r.addedNodes]).filter((node) => !stamps.has(node));
    // the insertion time until the frame that paints it (a read in between gets a time at most a frame early)
    for (const node of added) stamps.set(node, inserted);
    requestAnimationFrame(() => {
      const painted = performance.now();
      for (const node of added) stamps.set(node, painted);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
  window.__paintClock = {
    paintedAt: (el) => {
      for (let n = el; n; n = n.parentNode) if (stamps.has(n)) return stamps.get(n);
      return null;
    },
    stop: () => observer.disconnect(),
  };
})();`;
interface ClockWindow {
  __paintClock: { paintedAt(el: Node): number | null; stop(): void };
}
const clocked = new WeakSet<Page>();

/**
 * As medianRender, and `settle`: waits until the screen has finished loading (e.g. the rest of a list after its
 * first screenful) before the next navigation, so that navigation does not queue behind it on the server; `settled`
 * is the median time from navigation to that point (0 without `settle`). A settle that resolves to a number gives
 * that point itself, in the page's clock (performance.now()); otherwise it is when the settle resolved.
 *
 * `first` is the frame the last of `shown` was painted in, read from the page (PAINT_CLOCK), not when
 * Playwright's polling noticed it.
 */
export async function medianRenders(
  page: Page,
  path: string,
  shown: (page: Page) => Locator | Locator[],
  times = 5,
  settle?: (page: Page) => Promise<number | void>,
): Promise<{ first: number; settled: number }> {
  if (!clocked.has(page)) {
    await page.addInitScript(PAINT_CLOCK);
    clocked.add(page);
  }
  const renders: number[] = [];
  const settles: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await page.goto(`${base}${path}`);
    const locators = [shown(page)].flat();
    await Promise.all(locators.map((l) => l.waitFor({ timeout: 120_000 })));
    const noticed = performance.now() - t;
    const painted = await Promise.all(
      locators.map((l) => l.evaluate((el) => (window as unknown as ClockWindow).__paintClock.paintedAt(el))),
    );
    // an element that came with the HTML has no stamp: then only the polled time is known
    renders.push(painted.every((p) => p !== null) ? Math.max(...(painted as number[])) : noticed);
    if (settle) {
      const at = await settle(page);
      settles.push(typeof at === 'number' ? at : performance.now() - t);
    }
    // the observer is not left running into what a figure measures next on this page (scrolling)
    await page.evaluate(() => (window as unknown as ClockWindow).__paintClock.stop());
  }
  const median = (xs: number[]) => (xs.length ? xs.sort((a, b) => a - b)[Math.floor(times / 2)]! : 0);
  return { first: median(renders), settled: median(settles) };
}
