/**
 * Profiling aid (not a figure; issue 14): where the first render of /sr-list/{id} spends its time with 5,000
 * requirements beside 50. Keeps its database in PROFILE_DIR between runs (the synthetic regulations of the `gap`
 * figure, imported once), then prints
 * - the gap-list answer: size per part and per field of the two big arrays, and in Node (the same V8 as Chromium)
 *   the time of JSON.parse and of the contract's zod parse of it;
 * - per navigation: the API requests' timings (with the server's Server-Timing), when the first row is in the DOM,
 *   the long tasks, and (PROFILE_CPU, default on) a CPU profile summary (profiling.ts).
 *   BENCH_PORT=8231 PROFILE_DIR=/tmp/gap-prof node --import tsx bench/profile-gap-list.ts
 */
import http from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath, demoUsers } from '../support/suite';
import { base, Bench, call } from './context';
import { printCpuProfile, probePage, runMain } from './profiling';
import { signInAs } from './render';
import { syntheticCatalog } from './synthetic-catalog';

const dir = process.env.PROFILE_DIR ?? '/tmp/gap-prof';
const SIZES = [50, 5000];

/** The synthetic regulations' ids, imported with the server stopped (PGlite: one process per data folder). */
async function regulations(bench: Bench): Promise<string[]> {
  const file = path.join(dir, 'regulations.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as string[];
  await bench.start(undefined, undefined, '1', { QMS_SERVER_TIMING: 'true' });
  await bench.stop();
  const { openDatabase, importCatalog } = await import('@qms/server/bench');
  const database = await openDatabase({ dataDir: dir, migrate: false });
  try {
    const ids: string[] = [];
    for (const n of SIZES) {
      const source = `synthetic-${n}`;
      ids.push(
        (await importCatalog(database.db, syntheticCatalog(n), { importedBy: 'bench', source })).regulationId,
      );
    }
    writeFileSync(file, JSON.stringify(ids));
    return ids;
  } finally {
    await database.close();
  }
}

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;

/** Size per part of the answer and per field of its arrays; JSON.parse and zod parse times (best of 5). */
async function answer(bench: Bench, id: string): Promise<void> {
  const { GapList } = await import('../../shared-api/src/contract');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const text = await call(
    agent,
    await bench.token(),
    'GET',
    `/qms-api/qms-regulations/${id}/gap-list`,
    undefined,
  );
  agent.destroy();
  const list = JSON.parse(text) as Record<string, unknown>;
  console.log(`answer ${kib(Buffer.byteLength(text))}:`);
  for (const [key, value] of Object.entries(list)) {
    console.log(`  ${key} ${kib(bytes(value))}${Array.isArray(value) ? ` (${value.length})` : ''}`);
    if (!Array.isArray(value) || value.length < 100) continue;
    const fields = new Map<string, number>();
    for (const item of value as Record<string, unknown>[])
      for (const [f, v] of Object.entries(item)) fields.set(f, (fields.get(f) ?? 0) + bytes({ [f]: v }) - 2);
    for (const [f, n] of [...fields].sort((a, b) => b[1] - a[1])) console.log(`    ${f} ${kib(n)}`);
  }
  const best = (f: () => unknown) => {
    let min = Infinity;
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      f();
      min = Math.min(min, performance.now() - t);
    }
    return min.toFixed(1);
  };
  console.log(
    `  Node: JSON.parse ${best(() => JSON.parse(text))} ms, zod parse ${best(() => GapList.parse(list))} ms`,
  );
}

async function main(): Promise<void> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const bench = new Bench('', dir);
  const ids = await regulations(bench);
  await bench.start(undefined, undefined, '1', { QMS_SERVER_TIMING: 'true' });
  try {
    for (const id of ids) await answer(bench, id);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await signInAs(page, demoUsers.acmeAdmin);
    const first = page.getByRole('region', { name: 'Requirements' }).locator('[id^="requirement-"]').first();
    const cdp = await probePage(
      page,
      `document.querySelector('[aria-label="Requirements"] [id^="requirement-"]')`,
    );
    const seen: number[][] = SIZES.map(() => []);
    const inDom: number[][] = SIZES.map(() => []);
    for (let round = 0; round < Number(process.env.PROFILE_ROUNDS ?? 3); round++) {
      for (const [i, id] of ids.entries()) {
        const profile = round > 0 && process.env.PROFILE_CPU !== 'false';
        if (profile) await cdp.send('Profiler.start');
        const t = performance.now();
        await page.goto(`${base}/sr-list/${id}`);
        await first.waitFor({ timeout: 120_000 });
        const took = performance.now() - t;
        const report = await page.evaluate(() => ({
          firstRowAt: (window as unknown as { firstRowAt?: number }).firstRowAt,
          longTasks: (window as unknown as { longTasks: string[] }).longTasks.join(' '),
          resources: performance
            .getEntriesByType('resource')
            .filter((e) => /\/(qms|sr)-api\//.test(e.name))
            .map((e) => {
              const r = e as PerformanceResourceTiming;
              const server = r.serverTiming.map((s) => `${s.name}=${s.duration.toFixed(0)}`).join(',');
              return `${r.name.replace(/^.*\/(qms|sr)-api/, '')} start ${r.startTime.toFixed(0)} ttfb ${(r.responseStart - r.startTime).toFixed(0)} end ${r.responseEnd.toFixed(0)} size ${r.decodedBodySize} server ${server}`;
            }),
        }));
        console.log(
          `\nround ${round}, ${SIZES[i]} requirements: first row after ${took.toFixed(0)} ms (in the DOM at ${report.firstRowAt?.toFixed(0)} ms)`,
        );
        seen[i]!.push(took);
        inDom[i]!.push(report.firstRowAt ?? NaN);
        for (const r of report.resources) console.log('  ', r);
        console.log('   long tasks (start+duration):', report.longTasks);
        if (profile) await printCpuProfile(cdp);
      }
    }
    // rounds after the first (warm cache): medians per size and the 5,000 vs 50 ratios
    const median = (xs: number[]) => xs.slice(1).sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
    const [few, many] = [0, 1].map((i) => ({ seen: median(seen[i]!), dom: median(inDom[i]!) }));
    console.log(
      `\nmedians: first row seen ${few!.seen.toFixed(0)} | ${many!.seen.toFixed(0)} ms (${(many!.seen / few!.seen).toFixed(2)}×), ` +
        `in the DOM ${few!.dom.toFixed(0)} | ${many!.dom.toFixed(0)} ms (${(many!.dom / few!.dom).toFixed(2)}×)`,
    );
    await browser.close();
  } finally {
    await bench.stop();
  }
}

runMain(main);
