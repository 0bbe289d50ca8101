/**
 * Processes (issue 10): a tenant of its own with 2,500 processes (100 top-level, the rest below them; nine in ten
 * released; the first with 200 blocks and 100 glossary terms, the second with 10 blocks and 5 terms) and one with
 * 25 processes, written once through the owner connection (server stopped). Then:
 * - one request in flight each, GET /qms-api/sops (what the Process Overview loads) and the detail GET of the
 *   200-block process (spec 1 names no time goal for either);
 * - GET /qms-api/sops under 50 connections beside the route's query path (tenant transaction + listSops) run
 *   directly on the database with the same concurrency, server stopped (goal ≤ 1.5×);
 * - in Chromium (processes-render.ts): the detail's JS, /processes first render 2,500 vs 25 processes (goal
 *   ≤ 1.5×), the detail first render 200 vs 10 blocks.
 */
import http from 'node:http';
import { call, freshToken, KIND, load, ms, percentile, type Bench, type Figure } from '../context';
import { processRenders } from './processes-render';

const PROCESSES = 2500;
const FEW_PROCESSES = 25;
const BLOCKS = 200;
const TERMS = 100;
const FEW_BLOCKS = 10;
const FEW_TERMS = 5;
const REQUESTS = Number(process.env.BENCH_PROCESS_REQUESTS ?? 50);
const CONNECTIONS = 50;
const LOAD_REQUESTS = Number(process.env.BENCH_PROCESS_LOAD_REQUESTS ?? 1000);
type Token = () => Promise<string>;
const ADMIN = { email: 'bench.processes.admin@bench.example', password: 'Bench processes password 1' };
const SMALL_ADMIN = {
  email: 'bench.processes25.admin@bench.example',
  password: 'Bench processes password 1',
};

/** The two tenants; returns the large one's detail version ids (200 blocks, 10 blocks). */
async function seed(bench: Bench): Promise<string[]> {
  const { seedBenchProcesses } = await import('@qms/server/bench');
  const database = await bench.openDatabase();
  try {
    await seedBenchProcesses(database.db, {
      tenantName: 'Bench Processes 25',
      adminEmail: SMALL_ADMIN.email,
      password: SMALL_ADMIN.password,
      processes: FEW_PROCESSES,
      roots: 5,
      blocks: [],
      terms: [],
    });
    const { detailVersionIds } = await seedBenchProcesses(database.db, {
      tenantName: 'Bench Processes',
      adminEmail: ADMIN.email,
      password: ADMIN.password,
      processes: PROCESSES,
      roots: 100,
      blocks: [BLOCKS, FEW_BLOCKS],
      terms: [TERMS, FEW_TERMS],
    });
    return detailVersionIds;
  } finally {
    await database.close();
  }
}

/** Latencies (sorted) of REQUESTS sequential GETs after one warm-up; `check` verifies the answer once. */
async function timeGet(agent: http.Agent, token: Token, path: string, check: (body: string) => void) {
  check(await call(agent, await token(), 'GET', path, undefined));
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const bearer = await token();
    const t0 = performance.now();
    await call(agent, bearer, 'GET', path, undefined);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

/** One request in flight: the overview's list and the big process's detail (the figures of the first version). */
async function oneAtATime(bench: Bench, bearer: Token, detailVersionId: string): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let listBytes = 0;
  const list = await timeGet(agent, bearer, '/qms-api/sops', (body) => {
    listBytes = body.length;
    const count = (JSON.parse(body) as { sops: unknown[] }).sops.length;
    if (count !== PROCESSES) throw new Error(`the overview lists ${count} processes, not ${PROCESSES}`);
  });
  let detailBytes = 0;
  const detailPath = `/qms-api/sops/sop-artifact-uuid/versions/${detailVersionId}`;
  const detail = await timeGet(agent, bearer, detailPath, (body) => {
    detailBytes = body.length;
    const count = (JSON.parse(body) as { sop: { sopBlocks: unknown[] } }).sop.sopBlocks.length;
    if (count !== BLOCKS) throw new Error(`the detail has ${count} blocks, not ${BLOCKS}`);
  });
  agent.destroy();
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  bench.row(
    `GET /qms-api/sops, ${PROCESSES} processes, ${REQUESTS} requests one at a time: p50 | p95 (answer size)`,
    `${ms(percentile(list, 50))} | ${ms(percentile(list, 95))} (${kib(listBytes)})`,
  );
  bench.row(
    `GET process detail of a ${BLOCKS}-block process, ${REQUESTS} requests: p50 | p95 (answer size)`,
    `${ms(percentile(detail, 50))} | ${ms(percentile(detail, 95))} (${kib(detailBytes)})`,
  );
  const none = '(none: spec 1 names no time goal)';
  const p50 = (xs: number[]) => ms(percentile(xs, 50));
  bench.goal({
    figure: `processes: overview list p50 (${PROCESSES})`,
    value: p50(list),
    goal: none,
    holds: null,
  });
  bench.goal({
    figure: `processes: detail load p50 (${BLOCKS} blocks)`,
    value: p50(detail),
    goal: none,
    holds: null,
  });
}

/** GET /qms-api/sops under CONNECTIONS connections (server running): sorted latencies. */
async function apiLoad(token: Token): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const get = async () => {
    await call(agent, await token(), 'GET', '/qms-api/sops', undefined);
  };
  await load(100, CONNECTIONS, get); // warm-up
  const { latencies } = await load(LOAD_REQUESTS, CONNECTIONS, get);
  agent.destroy();
  return latencies;
}

/** The route's query path (tenant transaction + listSops) straight on the database, same concurrency. */
async function directLoad(bench: Bench, bearer: string): Promise<number[]> {
  const { withTenant, listSops } = await import('@qms/server/bench');
  const tenantId = (
    JSON.parse(Buffer.from(bearer.split('.')[1]!, 'base64url').toString()) as { tenant_id: string }
  ).tenant_id;
  const database = await bench.openDatabase();
  const query = async () => {
    await withTenant(database.db, tenantId, (tx) => listSops(tx, tenantId));
  };
  try {
    await load(100, CONNECTIONS, query);
    return (await load(LOAD_REQUESTS, CONNECTIONS, query)).latencies;
  } finally {
    await database.close();
  }
}

export const processes: Figure = {
  name: 'processes',
  async run(bench: Bench) {
    await bench.ensureStarted(); // the first start migrates the database
    await bench.stop();
    const [bigVersionId, littleVersionId] = await seed(bench);
    await bench.start();
    const token = freshToken(ADMIN);
    const bearer = await token();
    await oneAtATime(bench, token, bigVersionId!);
    const api = await apiLoad(token);
    // a failure in the browser still prints the other figures (the bench measures, it does not stop at errors)
    await processRenders(bench, {
      large: { ...ADMIN, processes: PROCESSES },
      small: { ...SMALL_ADMIN, processes: FEW_PROCESSES },
      big: { versionId: bigVersionId!, blocks: BLOCKS, terms: TERMS },
      little: { versionId: littleVersionId!, blocks: FEW_BLOCKS, terms: FEW_TERMS },
    }).catch((error: unknown) => bench.row('processes in Chromium', `not measured: ${String(error)}`));
    await bench.stop(); // the direct run would share the CPU with the server
    const direct = await directLoad(bench, bearer);
    const kind = KIND(bench.databaseUrl);
    const p = (xs: number[]) => `p50 ${ms(percentile(xs, 50))}, p99 ${ms(percentile(xs, 99))}`;
    bench.row(
      `GET /qms-api/sops on ${kind}, ${PROCESSES} processes, ${CONNECTIONS} connections, ${LOAD_REQUESTS} requests`,
      p(api),
    );
    bench.row(
      `same query (tenant transaction + listSops) directly on ${kind}, ${CONNECTIONS} in flight`,
      p(direct),
    );
    const ratio = percentile(api, 50) / percentile(direct, 50);
    bench.goal({
      figure: `Process list on ${kind}: p50 API / p50 SQL, ${CONNECTIONS} connections`,
      value: `${ratio.toFixed(2)}×`,
      goal: '≤ 1.50×',
      holds: ratio <= 1.5,
    });
  },
};
