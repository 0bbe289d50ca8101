/**
 * A measuring aid for the API overhead figure on a loaded machine (wall-clock p50 is noise there): the server's
 * CPU time per `GET /qms-api/roles` (utime+stime of its one process from /proc/<pid>/stat around N requests at 50
 * connections) beside the CPU time of the same query run directly (`withTenant` + `listRoles`, this process's
 * `process.cpuUsage()`); on both sides also the database backends' CPU per request (what PostgreSQL spends on the
 * two cores the bench shares: the API side's server, client and backends contend for them, the direct side's do
 * not in the same way). Not a figure of `pnpm bench`; run by hand:
 *   cd e2e && BENCH_PORT=… BENCH_DATABASE_URL=postgres://… [API_CPU_REQUESTS=5000] [API_CPU_RUNS=3] \
 *     node --import tsx bench/api-cpu.ts
 * `API_CPU_PROFILE=dir` starts the server with `--cpu-prof` into that folder; `API_CPU_NODE_OPTIONS` adds Node options.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { Bench, backendsCpuMs, base, cpuMs, load, rss, statCpuMs } from './context';
import { getter } from './figures/api-overhead';
import { runMain } from './profiling';

const REQUESTS = Number(process.env.API_CPU_REQUESTS ?? 5000);
const RUNS = Number(process.env.API_CPU_RUNS ?? 3);
const CONNECTIONS = 50;

/** CPU ms per call of one run: the measured process's and the database backends'. */
interface Run {
  own: number;
  db: number;
  /** the API side's HTTP client (this process, the figure's: undici): CPU the direct side does not spend on the
   *  shared cores */
  client?: number;
}

/** The database backends' CPU so far (0 when none is found, e.g. before the pool has connected). */
const dbCpu = (url: string) => backendsCpuMs(url) ?? 0;

/**
 * CPU ms so far of each of a process's threads, by thread name (several threads may share one): whether the
 * server's CPU is its one JavaScript thread's or V8's and libuv's helpers'.
 */
function threadsCpuMs(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      byName.set(name, (byName.get(name) ?? 0) + statCpuMs(stat));
    } catch {
      // the thread ended meanwhile
    }
  }
  return byName;
}

async function apiCpu(bench: Bench, url: string): Promise<Run[]> {
  const pid = bench.serverPid!;
  const results: Run[] = [];
  for (let run = 0; run < RUNS; run++) {
    const pool = new Pool(base, { connections: CONNECTIONS });
    const get = getter(pool, await bench.token());
    await load(500, CONNECTIONS, get); // warm-up (and the lazy serializer's compile)
    const before = cpuMs(pid)!;
    const threadsBefore = threadsCpuMs(pid);
    const dbBefore = dbCpu(url);
    const clientBefore = process.cpuUsage();
    await load(REQUESTS, CONNECTIONS, get);
    const threads = [...threadsCpuMs(pid)].map(
      ([name, t]) => [name, (t - (threadsBefore.get(name) ?? 0)) / REQUESTS] as const,
    );
    console.log(
      `server threads' CPU ms per request: ${threads
        .filter(([, t]) => t > 0)
        .map(([n, t]) => `${n} ${t.toFixed(3)}`)
        .join(', ')}`,
    );
    const client = process.cpuUsage(clientBefore);
    results.push({
      own: (cpuMs(pid)! - before) / REQUESTS,
      db: (dbCpu(url) - dbBefore) / REQUESTS,
      client: (client.user + client.system) / 1000 / REQUESTS,
    });
    await pool.close();
    console.log(`server RSS after run ${run + 1}: ${((rss(pid) ?? 0) / 2 ** 20).toFixed(0)} MiB`);
  }
  return results;
}

async function directCpu(url: string, dataDir: string, bearer: string): Promise<Run[]> {
  const { openDatabase, withTenant, listRoles } = await import('@qms/server/bench');
  const database = await openDatabase({ databaseUrl: url, dataDir, migrate: false });
  const tenantId = (
    JSON.parse(Buffer.from(bearer.split('.')[1]!, 'base64url').toString()) as { tenant_id: string }
  ).tenant_id;
  const query = async () => {
    await withTenant(database.db, tenantId, (tx) => listRoles(tx, tenantId));
  };
  const results: Run[] = [];
  try {
    await load(500, CONNECTIONS, query);
    for (let run = 0; run < RUNS; run++) {
      const before = process.cpuUsage();
      const dbBefore = dbCpu(url);
      await load(REQUESTS, CONNECTIONS, query);
      const used = process.cpuUsage(before);
      results.push({
        own: (used.user + used.system) / 1000 / REQUESTS,
        db: (dbCpu(url) - dbBefore) / REQUESTS,
      });
    }
  } finally {
    await database.close();
  }
  return results;
}

const show = (runs: Run[], part: keyof Run) => runs.map((run) => (run[part] ?? 0).toFixed(3)).join(' / ');

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
    const api = await apiCpu(bench, url);
    await bench.stop();
    const direct = await directCpu(url, dataDir, bearer);
    console.log(
      `server CPU ms per GET /qms-api/roles (${REQUESTS} requests, ${CONNECTIONS} connections): ${show(api, 'own')}`,
    );
    console.log(`  its database backends' CPU ms per request: ${show(api, 'db')}`);
    console.log(`  its HTTP client's CPU ms per request (this process): ${show(api, 'client')}`);
    console.log(`direct query CPU ms per call (${CONNECTIONS} in flight): ${show(direct, 'own')}`);
    console.log(`  its database backends' CPU ms per call: ${show(direct, 'db')}`);
  } finally {
    await bench.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
