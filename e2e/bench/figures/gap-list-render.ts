/**
 * Gap list in Chromium (issue 14), part of the `gap` figure: the first render of /sr-list/{id} (navigation → first
 * requirement row, median of 5, warm cache, signed in; the next navigation once the full list is there) of SP 800-53 Rev. 5 and of synthetic regulations of 50 and
 * 5,000 requirements (goal: 5,000 within 1.5× of 50), then the frames dropped while the 5,000 list scrolls (method:
 * scroll-frames.ts). The regulations are imported by gap-list.ts; this only opens them.
 */
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath, demoUsers } from '../../support/suite';
import http from 'node:http';
import { base, call, kib, ms, type Bench } from '../context';
import { medianRenders, signInAs } from '../render';
import { describe, idleFrames, stepFrames, wheelFrames } from '../scroll-frames';

export interface RenderTargets {
  rev5: { id: string; requirements: number } | null;
  few: { id: string; requirements: number };
  many: { id: string; requirements: number };
}

/** Frames of the `scrollTop` fling (10 s at 60 Hz) and wheel events (about 10 s). */
const STEP_FRAMES = 600;
const WHEEL_EVENTS = 200;

const requirementsList = (page: Page) => page.getByRole('region', { name: 'Requirements' });
/** the first requirement row (a heading or requirement): the list has rendered */
const firstRow = (page: Page) => requirementsList(page).locator('[id^="requirement-"]').first();
/** the page shows its first rows from the list's head; the full list (status text gone) is waited for, untimed */
const fullList = async (page: Page): Promise<number> => {
  // polled every frame in the page, and the page's own time of that frame (Playwright's waitFor would poll at 500 ms)
  const at = await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[role="status"]')].some((s) =>
        s.textContent?.startsWith('Loading all'),
      ) && performance.now(),
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  return (await at.jsonValue()) as number;
};
const renderOf = (page: Page, id: string) => medianRenders(page, `/sr-list/${id}`, firstRow, 5, fullList);

/** Median time (ms) and size of the gap-list answer the page waits for: the server's share of a first render. */
async function answer(bench: Bench, path: string): Promise<{ median: number; bytes: number }> {
  const bearer = await bench.token();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      bytes = Buffer.byteLength(await call(agent, bearer, 'GET', path, undefined));
      times.push(performance.now() - t);
    }
    return { median: times.sort((a, b) => a - b)[2]!, bytes };
  } finally {
    agent.destroy();
  }
}

/** As `answer`, asking as Chromium does (Accept-Encoding): the bytes on the wire and their Content-Encoding. */
async function answerOnTheWire(
  bench: Bench,
  path: string,
): Promise<{ median: number; bytes: number; encoding: string }> {
  const bearer = await bench.token();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
      const headers = { authorization: `Bearer ${bearer}`, 'accept-encoding': 'gzip, deflate, br, zstd' };
      http
        .get(`${base}${path}`, { agent, headers }, (res) => {
          let bytes = 0;
          // node's http does not decode: these are the encoded bytes
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () =>
            res.statusCode === 200
              ? resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') })
              : reject(new Error(`GET ${path}: HTTP ${res.statusCode}`)),
          );
        })
        .on('error', reject);
    });
  try {
    const times: number[] = [];
    let last = { bytes: 0, encoding: '' };
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      last = await get();
      times.push(performance.now() - t);
    }
    return { median: times.sort((a, b) => a - b)[2]!, ...last };
  } finally {
    agent.destroy();
  }
}

export async function gapListRender(bench: Bench, targets: RenderTargets): Promise<void> {
  await bench.ensureStarted();
  for (const t of [targets.few, targets.many]) {
    const { median, bytes } = await answer(bench, `/qms-api/qms-regulations/${t.id}/gap-list`);
    bench.row(
      `GET …/gap-list of the synthetic ${t.requirements.toLocaleString('en')} requirements (median of 5) | answer size`,
      `${ms(median)} | ${kib(bytes)}`,
    );
    const wire = await answerOnTheWire(bench, `/qms-api/qms-regulations/${t.id}/gap-list`);
    bench.row(
      `same, with a browser's Accept-Encoding (median of 5) | on the wire`,
      `${ms(wire.median)} | ${kib(wire.bytes)} (${wire.encoding})`,
    );
    if (t === targets.many)
      bench.goal({
        figure: `gap list of ${t.requirements} requirements: JSON on the wire`,
        value: `${kib(wire.bytes)} (${wire.encoding})`,
        goal: '(none)',
        holds: null,
      });
    // what the page shows first (gaphead): the first 60 rows, whatever the regulation's size
    const head = await answer(bench, `/qms-api/qms-regulations/${t.id}/gap-list/head?limit=60`);
    bench.row(
      `same, …/gap-list/head?limit=60 (median of 5) | answer size`,
      `${ms(head.median)} | ${kib(head.bytes)}`,
    );
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await signInAs(page, demoUsers.acmeAdmin);
    if (targets.rev5) {
      const { first: rev5, settled } = await renderOf(page, targets.rev5.id);
      bench.row(
        `/sr-list/{id} first render in Chromium, SP 800-53 Rev. 5 (${targets.rev5.requirements} requirements; navigation → first row; median of 5) | whole list ready`,
        `${ms(rev5)} | ${ms(settled)}`,
      );
      bench.goal({ figure: 'gap list: first render, Rev. 5', value: ms(rev5), goal: '(none)', holds: null });
    }
    const { first: few, settled: fewAll } = await renderOf(page, targets.few.id);
    const { first: many, settled: manyAll } = await renderOf(page, targets.many.id);
    // 'whole list ready': the status 'Loading all … requirements…' is gone (filters, statistics, editing available)
    bench.row(
      `same, synthetic regulation of ${targets.few.requirements} requirements | whole list ready`,
      `${ms(few)} | ${ms(fewAll)}`,
    );
    bench.row(
      `same, synthetic regulation of ${targets.many.requirements.toLocaleString('en')} requirements | whole list ready`,
      `${ms(many)} | ${ms(manyAll)}`,
    );
    const ratio = many / few;
    bench.goal({
      figure: `gap list: first render, ${targets.many.requirements} vs ${targets.few.requirements} requirements`,
      value: `${ratio.toFixed(2)}×`,
      goal: '≤ 1.50×',
      holds: ratio <= 1.5,
    });

    // the page is on the 5,000 list now (the last navigation of renderOf)
    const list = requirementsList(page);
    const idle = await idleFrames(page, (STEP_FRAMES * 1000) / 60);
    const steps = await stepFrames(list, STEP_FRAMES);
    await list.evaluate((el) => (el.scrollTop = 0));
    const wheel = await wheelFrames(page, list, WHEEL_EVENTS);
    const label = `${targets.many.requirements.toLocaleString('en')} requirements`;
    bench.row(`gap list of ${label}, frames at 60 Hz while idle (baseline, no scrolling)`, describe(idle));
    bench.row(`same, scrolling by scrollTop += 120 px every frame`, describe(steps));
    bench.row(`same, scrolling by ${WHEEL_EVENTS} mouse-wheel events of 400 px`, describe(wheel));
    bench.goal({
      figure: `gap list: dropped frames scrolling ${label} (scrollTop steps)`,
      value: `${steps.dropped} of ${steps.frames + steps.dropped}`,
      goal: '60 fps',
      holds: null,
    });
    bench.goal({
      figure: `gap list: dropped frames scrolling ${label} (mouse wheel)`,
      value: `${wheel.dropped} of ${wheel.frames + wheel.dropped}`,
      goal: '60 fps',
      holds: null,
    });
  } finally {
    await browser.close();
  }
}
