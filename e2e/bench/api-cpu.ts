/**
 * A measuring aid for the API overhead figure on a loaded machine (wall-clock p50 is noise there): the server's
 * CPU time per `GET /qms-api/roles` (utime+stime of its one process from /proc/<pid>/stat around N requests at 50
 * connections) beside the CPU time of the same query run directly (`withTenant` + `listRoles`, this process's
 * `process.cpuUsage()`). Not a figure of `pnpm bench`; run by hand:
 *   cd e2e && BENCH_PORT=… BENCH_DATABASE_URL=postgres://… [API_CPU_REQUESTS=5000] [API_CPU_RUNS=3] \
 *     node --import tsx bench/api-cpu.ts
 * `API_CPU_PROFILE=dir` starts the server with `--cpu-prof` into that folder; `API_CPU_NODE_OPTIONS` adds Node options.
 */
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Bench, base, load, rss } from './context';
import { runMain } from './profiling';

const REQUESTS = Number(process.env.API_CPU_REQUESTS ?? 5000);
const RUNS = Number(process.env.API_CPU_RUNS ?? 3);
const CONNECTIONS = 50;
const TICK_MS = 10; // USER_HZ = 100 on Linux

/** utime + stime of a process in ms (fields 14 and 15 of /proc/<pid>/stat, after the command's parenthesis). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

function getter(agent: http.Agent, bearer: string) {
  const headers = { authorization: `Bearer ${bearer}` };
  return () =>
    new Promise<void>((resolve, reject) => {
      http
        .get(`${base}/qms-api/roles`, { agent, headers }, (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`)),
          );
        })
        .on('error', reject);
    });
}

async function apiCpu(bench: Bench): Promise<number[]> {
  const pid = bench.serverPid!;
  const results: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const get = getter(agent, await bench.token());
    await load(500, CONNECTIONS, get); // warm-up (and the lazy serializer's compile)
    const before = cpuMs(pid);
    await load(REQUESTS, CONNECTIONS, get);
    results.push((cpuMs(pid) - before) / REQUESTS);
    agent.destroy();
    console.log(`server RSS after run ${run + 1}: ${((rss(pid) ?? 0) / 2 ** 20).toFixed(0)} MiB`);
  }
  return results;
}

async function directCpu(url: string, dataDir: string, bearer: string): Promise<number[]> {
  const { openDatabase, withTenant, listRoles } = await import('@qms/server/bench');
  const database = await openDatabase({ databaseUrl: url, dataDir, migrate: false });
  const tenantId = (
    JSON.parse(Buffer.from(bearer.split('.')[1]!, 'base64url').toString()) as { tenant_id: string }
  ).tenant_id;
  const query = async () => {
    await withTenant(database.db, tenantId, (tx) => listRoles(tx, tenantId));
  };
  const results: number[] = [];
  try {
    await load(500, CONNECTIONS, query);
    for (let run = 0; run < RUNS; run++) {
      const before = process.cpuUsage();
      await load(REQUESTS, CONNECTIONS, query);
      const used = process.cpuUsage(before);
      results.push((used.user + used.system) / 1000 / REQUESTS);
    }
  } finally {
    await database.close();
  }
  return results;
}

const show = (xs: number[]) => xs.map((x) => x.toFixed(3)).join(' / ');

runMain(async () => {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('set BENCH_DATABASE_URL (the figure is about PostgreSQL)');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'qms-api-cpu-'));
  const bench = new Bench(url, dataDir);
  const profile = process.env.API_CPU_PROFILE;
  try {
    const nodeOptions = [process.env.API_CPU_NODE_OPTIONS, profile && `--cpu-prof --cpu-prof-dir=${profile}`]
      .filter(Boolean)
      .join(' ');
    await bench.start(url, dataDir, '1', nodeOptions ? { NODE_OPTIONS: nodeOptions } : {});
    const bearer = await bench.token();
    await bench.seedRoles(bearer);
    const api = await apiCpu(bench);
    await bench.stop();
    const direct = await directCpu(url, dataDir, bearer);
    console.log(
      `server CPU ms per GET /qms-api/roles (${REQUESTS} requests, ${CONNECTIONS} connections): ${show(api)}`,
    );
    console.log(`direct query CPU ms per call (${CONNECTIONS} in flight): ${show(direct)}`);
  } finally {
    await bench.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
