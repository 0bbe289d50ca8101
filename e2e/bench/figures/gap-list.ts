/**
 * Gap list (issue 14): the import time of NIST SP 800-53 Rev. 5 (read in place from ../shared/data/regulations,
 * never copied), and the p50 of GET /qms-api/qms-regulations/{id}/gap-list on it beside the p50 of its raw SQL
 * (the two reads behind it, requirement tree and the tenant's assessments, without licensing, derivation and
 * JSON). A share of the requirements is assessed through the API first, so the answer carries real entries.
 * Then the gap list in Chromium (gap-list-render.ts): first render of Rev. 5 and of synthetic regulations of 50 and
 * 5,000 requirements (synthetic-catalog.ts, imported here too), and dropped frames while the 5,000 list scrolls.
 */
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { call, load, ms, percentile, type Bench, type Figure } from '../context';
import { demoUsers, repoRoot } from '../../support/suite';
import { syntheticCatalog } from '../synthetic-catalog';
import { gapListRender, type RenderTargets } from './gap-list-render';
import { gapListEditScroll } from './gap-list-edit-scroll';

const REV5 = path.resolve(
  process.env.REGULATIONS_DATA_DIR ?? path.join(repoRoot, '../shared/data/regulations'),
  'NIST_SP-800-53_rev5.0.1_catalog.json',
);
const REQUESTS = Number(process.env.BENCH_GAP_REQUESTS ?? 50);
const ASSESSED = 300;
const FEW = 50;
const MANY = 5000;

export const gapList: Figure = {
  name: 'gap',
  async run(bench: Bench) {
    const hasRev5 = existsSync(REV5);
    if (!hasRev5) bench.row('gap list: SP 800-53 Rev. 5', `skipped: ${REV5} not found`);
    const { openDatabase, rawGapListReads, tenantIdOfUser, importCatalog, parseCatalogText } = await import(
      '@qms/server/bench'
    );
    const open = (migrate: boolean) =>
      openDatabase({ databaseUrl: bench.databaseUrl || undefined, dataDir: bench.dataDir, migrate });

    // PGlite allows one process per data folder: import with the server stopped (as the operator command does)
    await bench.ensureStarted(); // first start migrates and seeds the demo tenant
    await bench.stop();
    let database = await open(false);
    let rev5: RenderTargets['rev5'] = null;
    let targets: RenderTargets;
    let tenantId: string;
    try {
      if (hasRev5) {
        const catalog = parseCatalogText(readFileSync(REV5, 'utf8'));
        const t0 = performance.now();
        const result = await importCatalog(database.db, { catalog }, { importedBy: 'bench', source: 'rev5' });
        const importMs = performance.now() - t0;
        const c = result.counts;
        rev5 = { id: result.regulationId, requirements: c.requirements };
        bench.row(
          `gap list: import SP 800-53 Rev. 5 (${c.controls} controls, ${c.enhancements} enhancements, ${c.paragraphs} paragraphs) on ${database.kind}`,
          `${(importMs / 1000).toFixed(2)} s (${result.created ? 'new' : 're-import'})`,
        );
        bench.goal({ figure: 'gap list: Rev. 5 import', value: ms(importMs), goal: '(none)', holds: null });
      }
      const synthetic = async (requirements: number) => {
        const result = await importCatalog(database.db, syntheticCatalog(requirements), {
          importedBy: 'bench',
          source: `synthetic-${requirements}`,
        });
        return { id: result.regulationId, requirements: result.counts.requirements };
      };
      targets = { rev5, few: await synthetic(FEW), many: await synthetic(MANY) };
      tenantId = await tenantIdOfUser(database.db, demoUsers.acmeAdmin.email);
    } finally {
      await database.close();
    }

    await bench.start();
    // a failure here still prints the other figures (the bench measures, it does not stop at the first error)
    await gapListRender(bench, targets).catch((error: unknown) =>
      bench.row('gap list in Chromium', `not measured: ${String(error)}`),
    );
    await gapListEditScroll(bench, targets.many).catch((e) => bench.row('gap list, edit mode', String(e)));
    if (!rev5) return;
    const regulationId = rev5.id;
    const bearer = await bench.token();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const url = `/qms-api/qms-regulations/${regulationId}/gap-list`;
    let entries = 0;
    let latencies: number[];
    try {
      const list = JSON.parse(await call(agent, bearer, 'GET', url, undefined)) as {
        qmsRequirements: { requirementId: string; dbVersion: number }[];
      };
      entries = list.qmsRequirements.length;
      for (const q of list.qmsRequirements.slice(0, ASSESSED).filter((x) => x.dbVersion === 0)) {
        await call(agent, bearer, 'PUT', '/qms-api/qms-requirements', {
          requirementId: q.requirementId,
          applicability: 'NOT_APPLICABLE',
          applicabilityReason: 'Bench assessment',
          dbVersion: 0,
        });
      }
      const get = async () => {
        await call(agent, bearer, 'GET', url, undefined);
      };
      await load(5, 1, get); // warm-up
      latencies = (await load(REQUESTS, 1, get)).latencies;
    } finally {
      agent.destroy();
      await bench.stop();
    }

    database = await open(false);
    let raw: number[];
    try {
      const reads = () => rawGapListReads(database.db, tenantId, regulationId);
      await load(5, 1, reads);
      raw = (await load(REQUESTS, 1, reads)).latencies;
    } finally {
      await database.close();
    }
    const p50 = percentile(latencies, 50);
    const rawP50 = percentile(raw, 50);
    bench.row(
      `GET …/gap-list on Rev. 5 (${entries} gap entries, ${ASSESSED} assessed), ${REQUESTS} requests: endpoint | raw SQL`,
      `p50 ${ms(p50)} | ${ms(rawP50)}, p99 ${ms(percentile(latencies, 99))} | ${ms(percentile(raw, 99))}, ratio ${(p50 / rawP50).toFixed(1)}×`,
    );
    bench.goal({ figure: 'gap list: endpoint p50 (Rev. 5)', value: ms(p50), goal: '(none)', holds: null });
  },
};
