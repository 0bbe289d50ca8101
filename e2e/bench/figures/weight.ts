/**
 * Weight (issue 8): gzipped JS the browser loads for the sign-in view (goal ≤ 150 KiB) and for /roles on a full
 * load, and the time to the first render of /roles in Chromium. A page that keeps the network busy is flagged.
 */
import { chromium, type Page, type Request, type Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumPath, demoUsers } from '../../support/suite';
import { base, kib, ms, type Figure } from '../context';

export interface JsBytes {
  raw: number;
  gzip: number;
  files: number;
  idle: boolean;
}

/** The JS a view loads: every script answer from `action` until the network is idle (shared with mf-overhead). */
export async function jsBytes(page: Page, action: () => Promise<void>): Promise<JsBytes> {
  const bodies: Promise<Buffer | null>[] = [];
  const urls: string[] = [];
  const onResponse = (r: Response) => {
    if (r.request().resourceType() === 'script' || r.url().endsWith('.js')) {
      urls.push(r.url());
      bodies.push(r.body().catch(() => null));
    }
  };
  // what keeps the network busy: requests still open, or started after the view showed (printed when not idle)
  const open = new Set<string>();
  const late: string[] = [];
  let shown = false;
  const onRequest = (r: Request) => {
    open.add(r.url());
    if (shown) late.push(`${r.method()} ${r.url()}`);
  };
  const onDone = (r: Request) => open.delete(r.url());
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  page.on('response', onResponse);
  await action();
  shown = true;
  // a page that keeps one request open never gets idle: count what loaded within the wait (flagged)
  const idle = await page.waitForLoadState('networkidle', { timeout: 30_000 }).then(
    () => true,
    () => false,
  );
  page.off('response', onResponse);
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  page.off('requestfailed', onDone);
  if (!idle)
    console.log(
      `  network not idle after ${page.url()}: open ${[...open].join(', ') || '(none)'}; ` +
        `${late.length} requests after the view showed, e.g. ${[...new Set(late)].slice(0, 5).join(', ')}`,
    );
  const loaded = await Promise.all(bodies);
  // BENCH_VERBOSE=true: each file with its gzip size, to see what a view loads
  if (process.env.BENCH_VERBOSE === 'true')
    loaded.forEach((b, i) => b && console.log(`  ${kib(gzipSync(b).length).padStart(10)}  ${urls[i]}`));
  const all = loaded.filter((b): b is Buffer => !!b);
  return {
    raw: all.reduce((s, b) => s + b.length, 0),
    gzip: all.reduce((s, b) => s + gzipSync(b).length, 0),
    files: all.length,
    idle,
  };
}

/** Signs the demo admin in on the login view the page shows (any origin serving the suite). */
export async function signIn(page: Page): Promise<void> {
  await page.getByLabel('E-mail').fill(demoUsers.acmeAdmin.email);
  await page.getByLabel('Password').fill(demoUsers.acmeAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: /Welcome/ }).waitFor();
}

export const describe = (js: JsBytes): string =>
  `${kib(js.gzip)} / ${kib(js.raw)}, ${js.files}${js.idle ? '' : ' (network not idle after 30 s)'}`;

export const weight: Figure = {
  name: 'weight',
  async run(bench) {
    await bench.ensureStarted();
    await bench.seedRoles(await bench.token());
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const page = await browser.newPage();
      const login = await jsBytes(page, async () => {
        await page.goto(`${base}/dashboard`);
        await page.getByRole('button', { name: 'Login' }).waitFor();
      });
      bench.row('JS for the login view (gzip / raw, files)', describe(login));
      bench.goal({
        figure: 'sign-in view JS (gzip)',
        value: kib(login.gzip),
        goal: '≤ 150 KiB',
        holds: login.gzip <= 150 * 1024,
      });
      await signIn(page);
      const roles = await jsBytes(page, async () => {
        await page.goto(`${base}/roles`);
        await page.getByRole('row', { name: /Bench role 000/ }).waitFor();
      });
      bench.row('JS for /roles (gzip / raw, files; full page load)', describe(roles));
      bench.goal({
        figure: '/roles JS on a full load (gzip)',
        value: kib(roles.gzip),
        goal: '(none)',
        holds: null,
      });
      // the Module Federation overhead (the same /roles load vs a single-bundle build): figures/mf-overhead.ts

      const renders: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t = Date.now();
        await page.goto(`${base}/roles`);
        await page.getByRole('row', { name: /Bench role 000/ }).waitFor();
        renders.push(Date.now() - t);
      }
      renders.sort((a, b) => a - b);
      bench.row(
        '/roles first render in Chromium (navigation → first role row; median of 5, warm cache)',
        ms(renders[2]!),
      );
    } finally {
      await browser.close();
    }
  },
};
