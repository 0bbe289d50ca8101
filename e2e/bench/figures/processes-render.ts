/**
 * The browser half of the processes figure (issue 10): in Chromium, the JS the process detail loads, the first
 * render of /processes in a tenant with 2,500 processes vs one with 25, and the detail of the 200-block process
 * (100 terms) vs a 10-block one (5 terms). The server runs; processes.ts seeds the two tenants.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../support/suite';
import { base, kib, ms, type Bench } from '../context';
import { medianRender, signInAs } from '../render';
import { describe, jsBytes } from './weight';

export interface RenderTenants {
  large: { email: string; password: string; processes: number };
  small: { email: string; password: string; processes: number };
  /** version ids in the large tenant: the big process and the small one, with their block and term counts */
  big: { versionId: string; blocks: number; terms: number };
  little: { versionId: string; blocks: number; terms: number };
}

/** The overview's first row: the first process of the tree in the Processes table. */
const firstProcess = (page: Page) =>
  // anchored: its children's rows name it too (the Parent Process column)
  page.getByRole('table', { name: 'Processes' }).getByRole('row', { name: /^1 Bench process 0000 / });
/** A detail is shown when its first block (a chapter header) and the first glossary term are. */
const detailShown = (page: Page) => [
  page.getByRole('heading', { name: /Chapter 1$/ }),
  page.getByRole('cell', { name: 'Bench term 000', exact: true }),
];

async function signedIn(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, user);
  return page;
}

const ratioGoal = (bench: Bench, figure: string, ratio: number, goal: number | null) =>
  bench.goal({
    figure,
    value: `${ratio.toFixed(2)}×`,
    goal: goal === null ? '(none)' : `≤ ${goal.toFixed(2)}×`,
    holds: goal === null ? null : ratio <= goal,
  });

export async function processRenders(bench: Bench, t: RenderTenants): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const large = await signedIn(browser, t.large);
    const detailPath = (versionId: string) => `/processes/${encodeURIComponent(versionId)}`;
    // the first full load of the detail (after sign-in): what the browser fetches for it
    const js = await jsBytes(large, async () => {
      await large.goto(`${base}${detailPath(t.big.versionId)}`);
      await Promise.all(detailShown(large).map((l) => l.waitFor({ timeout: 120_000 })));
    });
    bench.row(`JS for the process detail (gzip / raw, files; full page load)`, describe(js));
    bench.goal({
      figure: 'process detail JS on a full load (gzip)',
      value: kib(js.gzip),
      goal: '(none)',
      holds: null,
    });

    const small = await signedIn(browser, t.small);
    const few = await medianRender(small, '/processes', firstProcess);
    const many = await medianRender(large, '/processes', firstProcess);
    bench.row(
      `/processes first render in Chromium, ${t.small.processes} processes (navigation → first row; median of 5)`,
      ms(few),
    );
    bench.row(`same with ${t.large.processes.toLocaleString('en')} processes`, ms(many));
    ratioGoal(
      bench,
      `Process Overview first render: ${t.large.processes} vs ${t.small.processes} processes`,
      many / few,
      1.5,
    );

    const little = await medianRender(large, detailPath(t.little.versionId), detailShown);
    const big = await medianRender(large, detailPath(t.big.versionId), detailShown);
    bench.row(
      `process detail first render in Chromium, ${t.little.blocks} blocks + ${t.little.terms} terms (navigation → first block and term; median of 5)`,
      ms(little),
    );
    bench.row(`same with ${t.big.blocks} blocks + ${t.big.terms} terms`, ms(big));
    ratioGoal(
      bench,
      `Process Detail first render: ${t.big.blocks} vs ${t.little.blocks} blocks`,
      big / little,
      null,
    );
  } finally {
    await browser.close();
  }
}
