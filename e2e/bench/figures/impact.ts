/**
 * Impact analysis (issue 15): an analysis from SP 800-53 Rev. 4 to Rev. 5 (both read in place from
 * ../shared/data/regulations): import time of NIST's comparison workbook (first import and idempotent re-import),
 * CSV export time and size, and the server's peak resident memory during each (sampled from /proc, Linux only).
 * Then the detail screen in Chromium (impact-screen.ts): first chunk vs an empty analysis, full load.
 */
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { call, kib, measured, ms, rss, type Bench, type Figure } from '../context';
import { demoUsers, repoRoot } from '../../support/suite';
import { impactScreen } from './impact-screen';

const DATA = process.env.REGULATIONS_DATA_DIR ?? path.join(repoRoot, '../shared/data/regulations');
const REV4 = path.resolve(DATA, 'NIST_SP-800-53_rev4_catalog-min.json');
const REV5 = path.resolve(DATA, 'NIST_SP-800-53_rev5.0.1_catalog.json');
const WORKBOOK = path.resolve(DATA, 'NIST_SP-800-53_rev4-to-rev5_comparison-workbook.json');

const mib = (bytes: number) => (bytes ? `${(bytes / 1024 / 1024).toFixed(0)} MiB` : 'n/a');

export const impact: Figure = {
  name: 'impact',
  async run(bench: Bench) {
    if (![REV4, REV5, WORKBOOK].every((f) => existsSync(f))) {
      bench.row(
        'impact analysis: SP 800-53 Rev. 4 → Rev. 5',
        `skipped: regulation data not found in ${DATA}`,
      );
      return;
    }
    const { withTenant, tenantIdOfUser, importCatalog, parseCatalogText, createImpactAnalysis } =
      await import('@qms/server/bench');

    // PGlite allows one process per data folder: import the catalogs with the server stopped
    await bench.ensureStarted();
    await bench.stop();
    const database = await bench.openDatabase();
    let analysisId: string;
    let emptyId: string;
    try {
      const load = (file: string, number: string) =>
        importCatalog(
          database.db,
          { catalog: parseCatalogText(readFileSync(file, 'utf8')) },
          { importedBy: 'bench', source: path.basename(file), number },
        );
      const rev4 = await load(REV4, 'SP 800-53 Rev. 4');
      const rev5 = await load(REV5, 'SP 800-53 Rev. 5');
      const tenantId = await tenantIdOfUser(database.db, demoUsers.acmeAdmin.email);
      const analysis = (title: string) =>
        withTenant(database.db, tenantId, (tx) =>
          createImpactAnalysis(tx, tenantId, {
            title: `${title} ${Date.now()}`,
            regulationIdFrom: rev4.regulationId,
            regulationIdTo: rev5.regulationId,
          }),
        );
      analysisId = (await analysis('Bench Rev. 4 → Rev. 5')).id;
      emptyId = (await analysis('Bench empty Rev. 4 → Rev. 5')).id;
    } finally {
      await database.close();
    }

    await bench.start();
    const bearer = await bench.token();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const workbook = JSON.parse(readFileSync(WORKBOOK, 'utf8')) as unknown;
    const url = `/qms-api/impact-analyses/${analysisId}`;
    try {
      const idle = rss(bench.serverPid) ?? 0;
      const first = await measured(bench, () =>
        call(agent, bearer, 'POST', `${url}/import-mapping`, workbook),
      );
      const report = JSON.parse(first.result) as { created: number };
      const again = await measured(bench, () =>
        call(agent, bearer, 'POST', `${url}/import-mapping`, workbook),
      );
      const csv = await measured(bench, () => call(agent, bearer, 'GET', `${url}/csv-export`, undefined));
      const rows = csv.result.split('\r\n').length - 2;
      bench.row(
        `impact: import NIST's Rev. 4 → Rev. 5 comparison workbook (${report.created} impacts) | re-import (no change)`,
        `${ms(first.elapsed)} | ${ms(again.elapsed)}, server RSS peak ${mib(first.peak)} (idle ${mib(idle)})`,
      );
      bench.row(
        `impact: CSV export of that analysis (${rows} rows, ${kib(Buffer.byteLength(csv.result))})`,
        `${ms(csv.elapsed)}, server RSS peak ${mib(csv.peak)} (idle ${mib(idle)})`,
      );
      bench.goal({
        figure: 'impact: workbook import',
        value: ms(first.elapsed),
        goal: '(none)',
        holds: null,
      });
      bench.goal({ figure: 'impact: CSV export', value: ms(csv.elapsed), goal: '(none)', holds: null });
      bench.goal({
        figure: 'impact: CSV export peak RSS',
        value: mib(csv.peak),
        goal: '(none)',
        holds: null,
      });
      // a failure here still prints the figures above (the bench measures, it does not stop at the first error)
      await impactScreen(bench, { full: analysisId, empty: emptyId, impacts: report.created }).catch(
        (error: unknown) => bench.row('impact: detail in Chromium', `not measured: ${String(error)}`),
      );
    } finally {
      agent.destroy();
      await bench.stop();
    }
  },
};
