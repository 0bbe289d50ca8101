/**
 * Profiling aid (not a figure; issue 11): where the first render of /template-contents spends its time with 5,000
 * contents and 500 templates. Keeps its database in PROFILE_DIR between runs (filled once), then per navigation
 * prints the API requests' timings, when the first row is in the DOM and when the locator saw it, the long tasks,
 * and from a CPU profile (CDP; minified names) the inclusive time per function in the longest busy stretch and
 * the top self time. PROFILE_ROUNDS (4), PROFILE_CPU=false (timings only), PROFILE_CONTENTS / _TEMPLATES.
 *   BENCH_PORT=8410 PROFILE_DIR=/tmp/tpl-prof node --import tsx bench/profile-template-contents.ts
 */
import http from 'node:http';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath, demoUsers } from '../support/suite';
import { accessToken, base, Bench, call, load } from './context';
import { signInAs } from './render';
import { printCpuProfile, probePage, runMain } from './profiling';

const dir = process.env.PROFILE_DIR ?? '/tmp/tpl-prof';
const CONTENTS = Number(process.env.PROFILE_CONTENTS ?? 5000);
const TEMPLATES = Number(process.env.PROFILE_TEMPLATES ?? 500);

async function fill(): Promise<void> {
  const bearer = await accessToken(demoUsers.globexAdmin.email, demoUsers.globexAdmin.password);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const existing = JSON.parse(
    await call(agent, bearer, 'GET', '/qms-api/template-contents/search', undefined),
  ) as {
    templateContents: { id: string; name: string }[];
    templates: unknown[];
  };
  const ids = existing.templateContents.filter((c) => c.name.startsWith('Render content')).map((c) => c.id);
  let next = ids.length;
  await load(Math.max(0, CONTENTS - ids.length), 4, async () => {
    const i = next++;
    const created = await call(agent, bearer, 'POST', '/qms-api/template-contents', {
      name: `Render content ${String(i).padStart(4, '0')}`,
      description: `Record ${i} of the render bench`,
    });
    ids.push((JSON.parse(created) as { id: string }).id);
  });
  let n = existing.templates.length;
  await load(Math.max(0, TEMPLATES - existing.templates.length), 4, async () => {
    const i = n++;
    await call(agent, bearer, 'POST', '/qms-api/templates', {
      name: `Render template ${i}`,
      createdTemplateContentIds: ids.slice((i * 10) % CONTENTS, ((i * 10) % CONTENTS) + 8),
      reportedTemplateContentIds: ids.slice(((i * 10) % CONTENTS) + 8, ((i * 10) % CONTENTS) + 10),
    });
  });
  agent.destroy();
}

async function main(): Promise<void> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const bench = new Bench('', dir);
  await bench.start();
  try {
    await fill();
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const page = await browser.newPage();
    await signInAs(page, demoUsers.globexAdmin);
    const first = page
      .getByRole('table', { name: 'Template Contents' })
      .getByRole('row', { name: /Render content 0000/ });
    const cdp = await probePage(
      page,
      `document.querySelector('table[aria-label="Template Contents"] tbody')?.textContent.includes('Render content 0000')`,
    );
    for (let round = 0; round < Number(process.env.PROFILE_ROUNDS ?? 4); round++) {
      const profile = round > 0 && process.env.PROFILE_CPU !== 'false';
      if (profile) await cdp.send('Profiler.start');
      const t = performance.now();
      await page.goto(`${base}/template-contents`);
      await first.waitFor({ timeout: 120_000 });
      const took = performance.now() - t;
      const resources = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/qms-api/'))
          .map((e) => {
            const r = e as PerformanceResourceTiming;
            return `${r.name.replace(/^.*qms-api/, '')} start ${r.startTime.toFixed(0)} ttfb ${(r.responseStart - r.startTime).toFixed(0)} end ${r.responseEnd.toFixed(0)} size ${r.encodedBodySize}/${r.decodedBodySize}`;
          }),
      );
      const inPage = await page.evaluate(() => (window as unknown as { firstRowAt: number }).firstRowAt);
      const longTasks = await page.evaluate(() =>
        (window as unknown as { longTasks: string[] }).longTasks?.join(' '),
      );
      console.log('   long tasks (start+duration):', longTasks);
      const rows = await page.getByRole('table', { name: 'Template Contents' }).locator('tbody tr').count();
      console.log(
        `\nround ${round}: first row after ${took.toFixed(0)} ms (in the DOM at ${inPage?.toFixed(0)} ms), ${rows} body rows`,
      );
      for (const r of resources) console.log('  ', r);
      if (!profile) continue;
      await printCpuProfile(cdp);
    }
    await browser.close();
  } finally {
    await bench.stop();
  }
}

runMain(main);
