/**
 * Processes (issue 10): a tenant of its own with 2,500 processes (100 top-level, the rest below them; nine in ten
 * released) written once through the owner connection (server stopped), then, one request in flight each,
 * GET /qms-api/sops (what the Process Overview loads: every artifact and version of the tenant) and
 * GET /qms-api/sops/sop-artifact-uuid/versions/{versionId} (what Process Detail loads) of a process with 200
 * blocks. The specification names no time goal for either (spec 1 §9 gives only the table's page size 2500), so
 * the goal column says so.
 */
import http from 'node:http';
import { accessToken, call, ms, percentile, type Bench, type Figure } from '../context';

const PROCESSES = 2500;
const BLOCKS = 200;
const REQUESTS = Number(process.env.BENCH_PROCESS_REQUESTS ?? 50);
const ADMIN = { email: 'bench.processes.admin@bench.example', password: 'Bench processes password 1' };

async function seed(bench: Bench): Promise<string> {
  const { openDatabase } = await import('../../../server/src/db/database');
  const { seedBenchProcesses } = await import('../../../server/src/processes/bench-support');
  const database = await openDatabase({
    databaseUrl: bench.databaseUrl || undefined,
    dataDir: bench.dataDir,
    migrate: false,
  });
  try {
    const { detailVersionId } = await seedBenchProcesses(database.db, {
      tenantName: 'Bench Processes',
      adminEmail: ADMIN.email,
      password: ADMIN.password,
      processes: PROCESSES,
      roots: 100,
      blocks: BLOCKS,
    });
    return detailVersionId;
  } finally {
    await database.close();
  }
}

/** Latencies (sorted) of REQUESTS sequential GETs after one warm-up; `check` verifies the answer once. */
async function timeGet(agent: http.Agent, bearer: string, path: string, check: (body: string) => void) {
  check(await call(agent, bearer, 'GET', path, undefined));
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    await call(agent, bearer, 'GET', path, undefined);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

export const processes: Figure = {
  name: 'processes',
  async run(bench: Bench) {
    await bench.ensureStarted(); // the first start migrates the database
    await bench.stop();
    const detailVersionId = await seed(bench);
    await bench.start();
    const bearer = await accessToken(ADMIN.email, ADMIN.password);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let listBytes = 0;
    const list = await timeGet(agent, bearer, '/qms-api/sops', (body) => {
      listBytes = body.length;
      const count = (JSON.parse(body) as { sops: unknown[] }).sops.length;
      if (count !== PROCESSES) throw new Error(`the overview lists ${count} processes, not ${PROCESSES}`);
    });
    let detailBytes = 0;
    const detail = await timeGet(
      agent,
      bearer,
      `/qms-api/sops/sop-artifact-uuid/versions/${detailVersionId}`,
      (body) => {
        detailBytes = body.length;
        const count = (JSON.parse(body) as { sop: { sopBlocks: unknown[] } }).sop.sopBlocks.length;
        if (count !== BLOCKS) throw new Error(`the detail has ${count} blocks, not ${BLOCKS}`);
      },
    );
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
    bench.goal({
      figure: `processes: overview list p50 (${PROCESSES})`,
      value: ms(percentile(list, 50)),
      goal: none,
      holds: null,
    });
    bench.goal({
      figure: `processes: detail load p50 (${BLOCKS} blocks)`,
      value: ms(percentile(detail, 50)),
      goal: none,
      holds: null,
    });
  },
};
