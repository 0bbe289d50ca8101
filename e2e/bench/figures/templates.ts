/**
 * Templates (issue 11): synchronisation of 1,000 standard template contents into an empty tenant; the first render
 * of /template-contents in Chromium with 50, 2,000, and 5,000 contents with 500 templates (the second demo
 * tenant); then GET /qms-api/template-contents/search p50 in that tenant (5,000 contents, 500 templates) beside
 * its query path (tenant transaction + the same search function) run directly on the database, one request in
 * flight each. `BENCH_FIGURES=templates` runs it alone.
 */
import http from 'node:http';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath, demoUsers } from '../../support/suite';
import {
  accessToken,
  call,
  freshToken,
  KIND,
  load,
  ms,
  percentile,
  type Bench,
  type Figure,
} from '../context';
import { medianRender, signInAs } from '../render';

const STANDARD = 1000;
const REQUESTS = Number(process.env.BENCH_TEMPLATE_REQUESTS ?? 200);

const tenantOf = (bearer: string): string =>
  (JSON.parse(Buffer.from(bearer.split('.')[1]!, 'base64url').toString()) as { tenant_id: string }).tenant_id;

/** The standards catalogue of STANDARD template contents, written as the operator command does (server stopped). */
async function importStandard(bench: Bench): Promise<void> {
  const { importReferences, parseReferenceCatalog } = await import('@qms/server/bench');
  const templateContents = Array.from({ length: STANDARD }, (_, i) => ({
    id: `BENCH-${i}`,
    name: `Bench record ${String(i).padStart(4, '0')}`,
    description: `Standard record number ${i}`,
  }));
  const database = await bench.openDatabase();
  try {
    await importReferences(database.db, parseReferenceCatalog(JSON.stringify({ templateContents })));
  } finally {
    await database.close();
  }
}

const FEW = 50;
const MID = 2000;
const MANY = 5000;
const MANY_TEMPLATES = 500;

/** The first row of the render bench's contents in the Template Contents table. */
const firstContent = (page: Page) =>
  page.getByRole('table', { name: 'Template Contents' }).getByRole('row', { name: /Render content 0000/ });
const medianContentsRender = (page: Page) => medianRender(page, '/template-contents', firstContent);

/** Template Contents first render with 50 contents vs 5,000 contents and 500 templates (issue 11). */
async function contentsRender(bench: Bench): Promise<void> {
  await bench.ensureStarted();
  // filling 5,000 contents outlasts one access token: a fresh one every minute
  let bearer = await accessToken(demoUsers.globexAdmin.email, demoUsers.globexAdmin.password);
  let fetchedAt = Date.now();
  const token = async () => {
    if (Date.now() - fetchedAt > 60_000) {
      fetchedAt = Date.now();
      bearer = await accessToken(demoUsers.globexAdmin.email, demoUsers.globexAdmin.password);
    }
    return bearer;
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const ids: string[] = [];
  const addContents = async (from: number, to: number) => {
    let next = from;
    await load(to - from, 4, async () => {
      const i = next++;
      const created = await call(agent, await token(), 'POST', '/qms-api/template-contents', {
        name: `Render content ${String(i).padStart(4, '0')}`,
        description: `Record ${i} of the render bench`,
      });
      ids.push((JSON.parse(created) as { id: string }).id);
    });
  };
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await signInAs(page, demoUsers.globexAdmin);

    await addContents(0, FEW);
    const few = await medianContentsRender(page);
    await addContents(FEW, MID);
    const mid = await medianContentsRender(page);
    await addContents(MID, MANY);
    let n = 0;
    await load(MANY_TEMPLATES, 4, async () => {
      const i = n++;
      await call(agent, await token(), 'POST', '/qms-api/templates', {
        name: `Render template ${i}`,
        createdTemplateContentIds: ids.slice((i * 10) % MANY, ((i * 10) % MANY) + 8),
        reportedTemplateContentIds: ids.slice(((i * 10) % MANY) + 8, ((i * 10) % MANY) + 10),
      });
    });
    const many = await medianContentsRender(page);
    bench.row(
      `/template-contents first render in Chromium, ${FEW} contents (navigation → first row; median of 5)`,
      ms(few),
    );
    bench.row(`same with ${MID.toLocaleString('en')} contents`, ms(mid));
    bench.row(`same with ${MANY} contents and ${MANY_TEMPLATES} templates`, ms(many));
    const ratio = many / few;
    bench.goal({
      figure: `Template Contents first render: ${MANY} contents + ${MANY_TEMPLATES} templates vs ${FEW}`,
      value: `${ratio.toFixed(2)}×`,
      goal: '≤ 1.50×',
      holds: ratio <= 1.5,
    });
  } finally {
    agent.destroy();
    await browser.close();
  }
}

/**
 * Synchronisation into an EMPTY tenant: a tenant of its own per run (a kept PostgreSQL bench database has the last
 * run's), written with the standard catalogue while the server is stopped; the timing is the route's.
 */
async function synchronize(bench: Bench): Promise<void> {
  await bench.ensureStarted(); // the first start migrates the database
  await bench.stop();
  await importStandard(bench);
  const admin = { email: `bench.sync.${Date.now()}@bench.example`, password: 'Bench sync password 1' };
  const { benchTenant } = await import('@qms/server/bench');
  const database = await bench.openDatabase();
  try {
    await benchTenant(database.db, {
      tenantName: `Bench Sync ${admin.email}`,
      adminEmail: admin.email,
      password: admin.password,
    });
  } finally {
    await database.close();
  }
  await bench.start();
  const bearer = await accessToken(admin.email, admin.password);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const t0 = performance.now();
  const result = JSON.parse(
    await call(agent, bearer, 'POST', '/qms-api/template-contents/synchronize', {}),
  ) as { created: number };
  const took = performance.now() - t0;
  agent.destroy();
  bench.row(
    `POST /qms-api/template-contents/synchronize on ${KIND(bench.databaseUrl)}, ${STANDARD} standard contents, empty tenant`,
    `${ms(took)} (${result.created} created)`,
  );
}

/**
 * GET /qms-api/template-contents/search in the render tenant (5,000 contents, 500 templates once contentsRender
 * filled it), one request in flight, beside the route's query path (tenant transaction + the same search
 * function) run directly on the database with the server stopped (they would share the CPU).
 */
async function search(bench: Bench): Promise<void> {
  await bench.ensureStarted();
  // 200 searches of 5,000 contents on a loaded machine outlast one token
  const token = freshToken(demoUsers.globexAdmin);
  const bearer = await token();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = async () => {
    await call(agent, await token(), 'GET', '/qms-api/template-contents/search', undefined);
  };
  const contents = (
    JSON.parse(await call(agent, bearer, 'GET', '/qms-api/template-contents/search', undefined)) as {
      templateContents: unknown[];
    }
  ).templateContents.length;
  const templateCount = (
    JSON.parse(await call(agent, bearer, 'GET', '/qms-api/templates', undefined)) as unknown[]
  ).length;
  await load(20, 1, get);
  const api = (await load(REQUESTS, 1, get)).latencies;
  agent.destroy();
  await bench.stop();
  const { withTenant, searchTemplateContents } = await import('@qms/server/bench');
  const database = await bench.openDatabase();
  const tenantId = tenantOf(bearer);
  const query = async () => {
    await withTenant(database.db, tenantId, (tx) => searchTemplateContents(tx, tenantId, {}));
  };
  let direct: number[];
  try {
    await load(20, 1, query);
    direct = (await load(REQUESTS, 1, query)).latencies;
  } finally {
    await database.close();
  }
  const kind = KIND(bench.databaseUrl);
  bench.row(
    `GET /qms-api/template-contents/search on ${kind}, ${contents} contents, ${templateCount} templates, p50`,
    `${ms(percentile(api, 50))} (p99 ${ms(percentile(api, 99))})`,
  );
  bench.row(`same search directly on ${kind}, p50`, ms(percentile(direct, 50)));
  const ratio = percentile(api, 50) / percentile(direct, 50);
  bench.goal({
    figure: `Template content search on ${kind}: p50 API / p50 direct`,
    value: `${ratio.toFixed(2)}×`,
    goal: '≤ 1.50×',
    holds: ratio <= 1.5,
  });
}

export const templates: Figure = {
  name: 'templates',
  async run(bench) {
    await synchronize(bench);
    // a failure here still prints the other figures (the bench measures, it does not stop at the first error)
    await contentsRender(bench).catch((error: unknown) =>
      bench.row('/template-contents first render in Chromium', `not measured: ${String(error)}`),
    );
    await search(bench);
  },
};
