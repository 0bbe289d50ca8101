/**
 * Impact analysis screen (issue 15): the detail of the Rev. 4 → Rev. 5 analysis in Chromium — time from navigation
 * to the first chunk of entries, beside the same for an analysis without impacts between the same regulations (its
 * entries are the to-regulation's unmapped requirements), and the time until every chunk is loaded.
 */
import { chromium, type Page } from '@playwright/test';
import { base, ms, type Bench } from '../context';
import { chromiumArgs, chromiumPath, demoUsers } from '../../support/suite';
import { signInAs } from '../render';

const RUNS = 3;

/** Median over RUNS navigations: first entry visible, and the last chunk loaded ("Loading entries…" gone). */
async function detailLoad(page: Page, analysisId: string): Promise<{ first: number; full: number }> {
  const firsts: number[] = [];
  const fulls: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await page.goto(`${base}/impact-analysis/${analysisId}`);
    await page
      .getByRole('region', { name: 'Impacts' })
      .getByRole('article')
      .first()
      .waitFor({ timeout: 120_000 });
    firsts.push(performance.now() - t);
    await page
      .getByRole('status')
      .filter({ hasText: /^Loading entries/ })
      .waitFor({ state: 'detached', timeout: 300_000 });
    fulls.push(performance.now() - t);
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { first: median(firsts), full: median(fulls) };
}

export async function impactScreen(
  bench: Bench,
  analyses: { full: string; empty: string; impacts: number },
): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await signInAs(page, demoUsers.acmeAdmin);
    const empty = await detailLoad(page, analyses.empty);
    const full = await detailLoad(page, analyses.full);
    bench.row(
      `impact: detail in Chromium, first chunk visible (median of ${RUNS}): analysis without impacts | ${analyses.impacts} impacts`,
      `${ms(empty.first)} | ${ms(full.first)}`,
    );
    bench.row(`impact: detail, every chunk loaded (${analyses.impacts} impacts)`, ms(full.full));
    const ratio = full.first / empty.first;
    bench.goal({
      figure: `impact: first chunk, ${analyses.impacts} impacts vs an empty analysis`,
      value: `${ratio.toFixed(2)}×`,
      goal: '≤ 2×',
      holds: ratio <= 2,
    });
    bench.goal({ figure: 'impact: detail full load', value: ms(full.full), goal: '(none)', holds: null });
  } finally {
    await browser.close();
  }
}
