/**
 * Weight (issues 8, 25): the JavaScript Chromium transfers, counted as it comes over the wire (encoded body bytes,
 * wire.ts), cold cache: the sign-in view (goal ≤ 100 KiB) and a first visit — sign in, the dashboard with its
 * charts, then /roles — as one session (goal ≤ 450 KiB); then a returning user after one area's redeploy
 * (redeploy.ts), the federation runtime's share, and the time to the first render of /roles. With BENCH_BASELINE
 * (baseline.ts) the build before is measured in the same run and printed beside. A page that keeps the network busy
 * is flagged.
 */
import { chromium, type Page, type Request, type Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumPath, demoUsers } from '../../support/suite';
import { base, kib, ms, type Figure } from '../context';
import { bodyBytes, isScript, recordTransfers, type Transfer } from '../wire';
import { returningUserAfterRedeploy } from '../redeploy';
import { signedInOnLoginView } from '../render';
import { startBaseline } from '../baseline';

export interface JsBytes {
  /** encoded body bytes Chromium received for the scripts (a cache hit: 0) */
  wire: number;
  /** the scripts' decoded size */
  raw: number;
  /** the scripts gzipped here (level 6): comparable across builds whatever the server does */
  gzip: number;
  files: number;
  idle: boolean;
  /** everything the view transferred (scripts and the rest) */
  transfers: Transfer[];
}

/** The JS a view loads: every script answer from `action` until the network is idle (shared with mf-overhead). */
export async function jsBytes(page: Page, action: () => Promise<void>): Promise<JsBytes> {
  const recording = await recordTransfers(page);
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
  const transfers = await recording.stop();
  if (!idle)
    console.log(
      `  network not idle after ${page.url()}: open ${[...open].join(', ') || '(none)'}; ` +
        `${late.length} requests after the view showed, e.g. ${[...new Set(late)].slice(0, 5).join(', ')}`,
    );
  const loaded = await Promise.all(bodies);
  const scripts = transfers.filter(isScript);
  // BENCH_VERBOSE=true: each script with its bytes on the wire and its encoding, to see what a view loads
  if (process.env.BENCH_VERBOSE === 'true')
    for (const t of scripts)
      console.log(
        `  ${kib(t.body).padStart(10)} ${(t.cached ? 'cache' : t.encoding || 'identity').padEnd(8)} ${t.url}`,
      );
  const all = loaded.filter((b): b is Buffer => !!b);
  return {
    wire: bodyBytes(scripts),
    raw: all.reduce((s, b) => s + b.length, 0),
    gzip: all.reduce((s, b) => s + gzipSync(b).length, 0),
    files: scripts.length,
    idle,
    transfers,
  };
}

/** Signs the demo admin in on the login view the page shows (any origin serving the suite). */
const signIn = (page: Page): Promise<void> => signedInOnLoginView(page, demoUsers.acmeAdmin);

export const describe = (js: JsBytes): string =>
  `${kib(js.gzip)} / ${kib(js.raw)}, ${js.files}${js.idle ? '' : ' (network not idle after 30 s)'}`;

/** On the wire | decoded, files (and how they came: br, gzip, identity, cache). */
export const describeWire = (js: JsBytes): string => {
  const by = new Map<string, number>();
  for (const t of js.transfers.filter(isScript)) {
    const how = t.cached ? 'cache' : t.encoding || 'identity';
    by.set(how, (by.get(how) ?? 0) + 1);
  }
  const how = [...by].map(([k, n]) => `${n} ${k}`).join(', ');
  return `${kib(js.wire)} | ${kib(js.raw)}, ${js.files} files (${how})${js.idle ? '' : ' (network not idle after 30 s)'}`;
};

const add = (a: JsBytes, b: JsBytes): JsBytes => ({
  wire: a.wire + b.wire,
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  files: a.files + b.files,
  idle: a.idle && b.idle,
  transfers: [...a.transfers, ...b.transfers],
});

const rolesShown = (page: Page) => page.getByRole('row', { name: /Bench role 000/ }).waitFor();

/** The scripts of the federation runtime: the shell's runtime chunk and each area's remoteEntry.js. */
const FEDERATION_RUNTIME = /\/(federation-runtime\.[0-9a-f]+\.js|remoteEntry\.js)(\?|$)/;

function runtimeShare(js: JsBytes): string {
  const runtime = js.transfers.filter((t) => isScript(t) && FEDERATION_RUNTIME.test(t.url));
  const bytes = bodyBytes(runtime);
  const share = js.wire ? ((100 * bytes) / js.wire).toFixed(0) : '0';
  return `${kib(bytes)} of ${kib(js.wire)} (${share} %), ${runtime.length} files`;
}

interface Visit {
  login: JsBytes;
  dashboard: JsBytes;
  roles: JsBytes;
  visit: JsBytes;
}

/** A new user's first visit on `origin`, one cold-cache session: sign-in view, dashboard with charts, /roles. */
async function firstVisit(page: Page, origin: string): Promise<Visit> {
  const login = await jsBytes(page, async () => {
    await page.goto(`${origin}/dashboard`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
  });
  const dashboard = await jsBytes(page, async () => {
    await signIn(page);
    await page.locator('.apexcharts-canvas').first().waitFor();
  });
  const roles = await jsBytes(page, async () => {
    await page.goto(`${origin}/roles`);
    await rolesShown(page);
  });
  return { login, dashboard, roles, visit: add(add(login, dashboard), roles) };
}

/** Time from navigation to the first role row, warm cache. */
async function rolesRender(page: Page, origin: string): Promise<number> {
  const t = Date.now();
  await page.goto(`${origin}/roles`);
  await rolesShown(page);
  return Date.now() - t;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export const weight: Figure = {
  name: 'weight',
  async run(bench) {
    await bench.ensureStarted();
    await bench.seedRoles(await bench.token());
    const baseline = await startBaseline(bench);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      // one browser context = one user with an empty cache
      const page = await (await browser.newContext()).newPage();
      const now = await firstVisit(page, base);
      const before = baseline
        ? await firstVisit(await (await browser.newContext()).newPage(), baseline.origin)
        : undefined;
      const was = (pick: (v: Visit) => JsBytes) =>
        before ? `; before (${baseline!.label}): ${describeWire(pick(before))}` : '';
      bench.row(
        'sign-in view JS, cold cache: on the wire | decoded, files',
        describeWire(now.login) + was((v) => v.login),
      );
      bench.goal({
        figure: 'sign-in view JS on the wire',
        value: kib(now.login.wire) + (before ? ` (before ${kib(before.login.wire)})` : ''),
        goal: '≤ 100 KiB',
        holds: now.login.wire <= 100 * 1024,
      });
      bench.row(
        '+ sign in, the dashboard with its charts',
        describeWire(now.dashboard) + was((v) => v.dashboard),
      );
      bench.row('+ /roles (full page load)', describeWire(now.roles) + was((v) => v.roles));
      bench.row(
        'first visit JS (sign-in, dashboard, /roles; one cold-cache session)',
        describeWire(now.visit) + was((v) => v.visit),
      );
      const everything = now.visit.transfers;
      bench.row(
        'first visit, everything on the wire: bodies (JS, CSS, HTML, JSON, fonts…) | response headers',
        `${kib(bodyBytes(everything))} | ${kib(everything.reduce((s, t) => s + t.headers, 0))}, ${everything.length} requests`,
      );
      bench.goal({
        figure: 'first visit JS on the wire',
        value: kib(now.visit.wire) + (before ? ` (before ${kib(before.visit.wire)})` : ''),
        goal: '≤ 450 KiB',
        holds: now.visit.wire <= 450 * 1024,
      });
      bench.row(
        "federation runtime's share of the first visit (federation-runtime.js + each remoteEntry.js, on the wire)",
        runtimeShare(now.visit),
      );
      bench.row(
        "federation runtime's share of the first /roles load (full page load)",
        runtimeShare(now.roles),
      );

      // interleaved, so a busy moment of the machine falls on both builds alike
      const renders: number[] = [];
      const renderedBefore: number[] = [];
      const beforePage = baseline ? await (await browser.newContext()).newPage() : undefined;
      if (beforePage && baseline) {
        await beforePage.goto(`${baseline.origin}/dashboard`);
        await signIn(beforePage);
      }
      for (let i = 0; i < 5; i++) {
        renders.push(await rolesRender(page, base));
        if (beforePage && baseline) renderedBefore.push(await rolesRender(beforePage, baseline.origin));
      }
      const after = median(renders);
      bench.row(
        '/roles first render in Chromium (navigation → first role row; median of 5, warm cache)',
        ms(after) +
          (baseline
            ? `; before (${baseline.label}, same run, interleaved): ${ms(median(renderedBefore))}`
            : ''),
      );
      bench.goal({
        figure: '/roles first render (warm cache), against the build before',
        value: baseline ? `${ms(after)} vs ${ms(median(renderedBefore))}` : ms(after),
        goal: 'no slower (±5 %)',
        holds: baseline ? after <= median(renderedBefore) * 1.05 : null,
      });

      // the same user comes back after the templates area (which owns /roles) was redeployed
      await returningUserAfterRedeploy(bench, page, 'templates', async () => {
        await page.goto(`${base}/roles`);
        await rolesShown(page);
      });
    } finally {
      await browser.close();
      await baseline?.stop();
    }
  },
};
