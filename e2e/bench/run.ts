/**
 * `pnpm bench`: prints the suite's speed figures. It measures, it never asserts (budgets are read by people).
 * Each figure lives in its own file in figures/ (see README, "Bench": how to add one) and is listed below; a run
 * ends with a table that puts each figure beside its goal and says whether it holds.
 *
 * BENCH_FIGURES=weight,api runs only those (names below); BENCH_DATABASE_URL runs on PostgreSQL (the API
 * overhead then on PGlite too, same run); BENCH_BASELINE=<another built checkout> puts its weight and /roles render
 * beside this build's, in the same run (figures/weight.ts). Needs the built suite (node scripts/pnpm.mjs run build).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Bench, type Figure } from './context';
import { apiOverhead } from './figures/api-overhead';
import { auditTrail } from './figures/audit-trail';
import { files } from './figures/files';
import { gapList } from './figures/gap-list';
import { impact } from './figures/impact';
import { pdfExport } from './figures/pdf-export';
import { processes } from './figures/processes';
import { release } from './figures/release';
import { releaseScreen } from './figures/release-screen';
import { resetTiming } from './figures/reset-timing';
import { servers } from './figures/servers';
import { templates } from './figures/templates';
import { weight } from './figures/weight';

/** In the order they run; each starts the suite itself if it needs it (ensureStarted). */
const FIGURES: Figure[] = [
  weight,
  apiOverhead,
  auditTrail,
  release,
  releaseScreen,
  pdfExport,
  templates,
  gapList,
  impact,
  processes,
  resetTiming,
  files,
  servers,
];

function selected(): Figure[] {
  const names = (process.env.BENCH_FIGURES ?? '').split(',').filter(Boolean);
  const unknown = names.filter((n) => !FIGURES.some((f) => f.name === n));
  if (unknown.length)
    throw new Error(`Unknown BENCH_FIGURES ${unknown.join(', ')}: ${FIGURES.map((f) => f.name)}`);
  return names.length ? FIGURES.filter((f) => names.includes(f.name)) : FIGURES;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'qms-bench-'));
  const bench = new Bench(process.env.BENCH_DATABASE_URL || '', dataDir);
  try {
    for (const figure of selected()) await figure.run(bench);
  } finally {
    await bench.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log('\nQMS suite benchmark (figures; the goals below are read by people, never asserted)');
  for (const [k, v] of bench.rows) console.log(`  ${k.padEnd(92)} ${v}`);
  console.log('\nFigures beside their goals (figure | value | goal | holds?)');
  const width = Math.max(...bench.goals.map((g) => g.figure.length));
  for (const g of bench.goals) {
    const holds = g.holds === null ? '—' : g.holds ? 'yes' : 'NO';
    console.log(`  ${g.figure.padEnd(width)} | ${g.value.padEnd(16)} | ${g.goal.padEnd(9)} | ${holds}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
