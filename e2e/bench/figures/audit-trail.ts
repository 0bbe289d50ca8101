/**
 * Audit trail (issue 7, 30.6): p50/p99 of PUT /qms-api/roles/{id} with the trail and without it (its trigger
 * disabled on this bench database by the owner connection; rounds of A B B A, on PostgreSQL under one running
 * server, on PGlite each run on a fresh one), and the median of the rounds' ratios (goal ≤ 1.15×, ADR 0163); at 10
 * connections in one tenant also the throughput with / without (goal ≥ 0.85×); the time to verify a chain of
 * 100,000 entries (written through the trigger, then sealed).
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  backendsCpuMs,
  call,
  cpuMs,
  load,
  median,
  ms,
  percentile,
  type Bench,
  type Figure,
} from '../context';

/** per load: at 500 a 10-connection load lasted ~1 s, and identical runs gave 0.84× to 1.45× (ADR 0187) */
const PUT_REQUESTS = Number(process.env.BENCH_PUT_REQUESTS ?? 2000);
const PUT_CONNECTIONS = 10;
/** rounds of A B B A; each goal reads the median of the rounds' ratios */
const ROUNDS = Math.max(1, Number(process.env.BENCH_AUDIT_ROUNDS ?? 3));
/** BENCH_CHAIN_ENTRIES=0 skips the verify part (a PUT-only run while working on the trail) */
const CHAIN_ENTRIES = Number(process.env.BENCH_CHAIN_ENTRIES ?? 100_000);
/** After a load, time for the sealer to seal its entries, so their sealing is counted in the load's CPU time. */
const SEAL_SETTLE_MS = 1_500;

interface PutFigures {
  sequential: number[];
  parallel: number[];
  /** requests per second at 10 connections */
  parallelRate: number;
  /** CPU ms per PUT (its sealing included), at 1 and at 10 connections: the server process's, and on PostgreSQL
   *  also its database backends' */
  sequentialCpu: number;
  parallelCpu: number;
  sequentialDbCpu: number;
  parallelDbCpu: number;
}

/** A load, then the server's CPU time per request, including the sealing that follows the requests. */
async function cpuLoad(bench: Bench, total: number, concurrency: number, put: () => Promise<void>) {
  const dbCpu = () => (bench.databaseUrl ? (backendsCpuMs(bench.databaseUrl) ?? NaN) : 0);
  const before = cpuMs(bench.serverPid) ?? NaN;
  const dbBefore = dbCpu();
  const result = await load(total, concurrency, put);
  await sleep(SEAL_SETTLE_MS);
  return {
    ...result,
    cpu: ((cpuMs(bench.serverPid) ?? NaN) - before) / total,
    dbCpu: (dbCpu() - dbBefore) / total,
  };
}

async function putLoads(bench: Bench): Promise<PutFigures> {
  const bearer = await bench.token();
  // the roles it edits; seeded here too, so `BENCH_FIGURES=audit` runs alone
  await bench.seedRoles(bearer);
  const agent = new http.Agent({ keepAlive: true, maxSockets: PUT_CONNECTIONS });
  const roles = JSON.parse(await call(agent, bearer, 'GET', '/qms-api/roles', undefined)) as {
    id: string;
    name: string;
    dbVersion: number;
  }[];
  // one role per connection at a time, saved with the version it has now (a stale one would be a 409)
  const free = roles.filter((r) => r.name.startsWith('Bench role ')).slice(0, PUT_CONNECTIONS);
  let n = 0;
  const put = async () => {
    const i = n++;
    const role = free.pop()!;
    const saved = await call(agent, bearer, 'PUT', `/qms-api/roles/${role.id}`, {
      name: role.name,
      responsibility: `Bench edit ${i}`,
      authority: 'Authority',
      requirements: 'Training',
      dbVersion: role.dbVersion,
    });
    free.push({ ...role, dbVersion: (JSON.parse(saved) as { dbVersion: number }).dbVersion });
  };
  try {
    // warm-up: the "with" phase's server has also served the seeding, so the "without" one needs its JIT warm too;
    // at 10 connections, so that the pool's connections exist before the loads. A connection's first PUT costs
    // its backend's start and first plans (33–44 ms on PostgreSQL with connecting, the trail's share ~9 ms: ADR 0187); warmed at
    // 1 connection, the 10-connection load opened nine and measured them instead of the trail's steady cost.
    await load(200, PUT_CONNECTIONS, put);
    const sequential = await cpuLoad(bench, PUT_REQUESTS, 1, put);
    const parallel = await cpuLoad(bench, PUT_REQUESTS, PUT_CONNECTIONS, put);
    return {
      sequential: sequential.latencies,
      parallel: parallel.latencies,
      parallelRate: PUT_REQUESTS / parallel.seconds,
      sequentialCpu: sequential.cpu,
      parallelCpu: parallel.cpu,
      sequentialDbCpu: sequential.dbCpu,
      parallelDbCpu: parallel.dbCpu,
    };
  } finally {
    agent.destroy();
  }
}

/** CPU ms per PUT: the server process's and (PostgreSQL) its database backends' */
const cpuOf = (figures: PutFigures, kind: 'sequential' | 'parallel') =>
  figures[`${kind}Cpu`] + figures[`${kind}DbCpu`];

/** A condition's two runs as one: latencies pooled, request rates and CPU times averaged. */
function pooled(a: PutFigures, b: PutFigures): PutFigures {
  const both = (x: number[], y: number[]) => [...x, ...y].sort((p, q) => p - q);
  const avg = (key: Exclude<keyof PutFigures, 'sequential' | 'parallel'>) => (a[key] + b[key]) / 2;
  return {
    sequential: both(a.sequential, b.sequential),
    parallel: both(a.parallel, b.parallel),
    parallelRate: avg('parallelRate'),
    sequentialCpu: avg('sequentialCpu'),
    parallelCpu: avg('parallelCpu'),
    sequentialDbCpu: avg('sequentialDbCpu'),
    parallelDbCpu: avg('parallelDbCpu'),
  };
}

const times = (x: number) => `${x.toFixed(2)}×`;
/** One run in a line, so a drift across the runs (rather than the trail) shows in the output. */
const runLine = (run: PutFigures) =>
  (['sequential', 'parallel'] as const)
    .map(
      (k) =>
        `${k === 'sequential' ? 1 : PUT_CONNECTIONS} conn p50 ${ms(median(run[k]))}, CPU ${ms(cpuOf(run, k))}`,
    )
    .join('; ');
/** "1.12× (rounds 1.08×, 1.12×, 1.31×)": the median the goal reads, and each round so the spread shows */
const perRound = (xs: number[]) =>
  `${times(median(xs))}${xs.length > 1 ? ` (rounds ${xs.map(times).join(', ')})` : ''}`;

type Database = Awaited<ReturnType<Bench['openDatabase']>>['db'];

/**
 * One condition's figures, the trigger set as wanted and the database settled. On PGlite (in the server's process,
 * so switched only while it is stopped) each run has a fresh server. On PostgreSQL one server serves every run and
 * the trigger is switched under it: a fresh server's own CPU per PUT differed by up to 0.3 ms between starts of the
 * same code, doing the same work in both conditions, and moved the ratio by ±0.1–0.2 (ADR 0187, bench log).
 */
async function conditionRun(bench: Bench, live: boolean, setTrigger: (db: Database) => Promise<void>) {
  const { settleDatabase } = await import('@qms/server/bench');
  const database = await bench.openDatabase();
  try {
    await setTrigger(database.db);
    // every run starts from the same database state: vacuumed (earlier runs' dead row versions; this machine's
    // PostgreSQL runs without autovacuum, PGlite has none) and just after a checkpoint
    await settleDatabase(database.db);
  } finally {
    await database.close();
  }
  if (live) return putLoads(bench);
  await bench.start();
  try {
    return await putLoads(bench);
  } finally {
    await bench.stop();
  }
}

export const auditTrail: Figure = {
  name: 'audit',
  async run(bench) {
    const { withTenant, setAuditTrigger, writeChain, verifyChain } = await import('@qms/server/bench');
    const open = () => bench.openDatabase();

    // Rounds of A B B A: with, without, without, with (conditionRun says on which server); within a round a
    // condition's two runs pooled, and each goal reads the median of the rounds' ratios. One after the other (A then
    // B) the second condition always met a database and page cache the first had warmed (PostgreSQL ratio ±0.4
    // between identical runs); with one round, minutes apart on a quiet machine, the 10-connection ratio still moved
    // by 0.2–0.3.
    const rounds: { with: PutFigures; without: PutFigures }[] = [];
    let trail = true;
    const setTrigger = (wanted: boolean) => async (db: Database) => {
      if (wanted === trail) return;
      await setAuditTrigger(db, 'roles', wanted);
      trail = wanted;
    };
    const live = Boolean(bench.databaseUrl);
    await bench.stop();
    try {
      if (live) {
        await bench.start();
        // a first run, not counted: the server's JIT warm before the first counted one, as in every later one
        await conditionRun(bench, live, setTrigger(true));
      }
      for (let round = 0; round < ROUNDS; round++) {
        const runs: Record<'with' | 'without', PutFigures[]> = { with: [], without: [] };
        for (const condition of ['with', 'without', 'without', 'with'] as const) {
          const run = await conditionRun(bench, live, setTrigger(condition === 'with'));
          runs[condition].push(run);
          console.log(`  round ${round + 1}, ${condition} trail: ${runLine(run)}`);
        }
        rounds.push({
          with: pooled(runs.with[0]!, runs.with[1]!),
          without: pooled(runs.without[0]!, runs.without[1]!),
        });
      }
    } finally {
      await bench.stop();
      // the trigger back on, whatever happened: a kept PostgreSQL bench database must not stay without a trail
      if (!trail) {
        const database = await open();
        await setTrigger(true)(database.db).finally(() => database.close());
      }
    }
    const requests = `${ROUNDS} × 2 × ${PUT_REQUESTS} requests (rounds of A B B A)`;
    for (const kind of ['sequential', 'parallel'] as const) {
      const connections = kind === 'sequential' ? 1 : PUT_CONNECTIONS;
      const ratios = rounds.map((r) => percentile(r.with[kind], 50) / percentile(r.without[kind], 50));
      bench.goal({
        figure: `audit trail: PUT p50 with / without trail, ${connections} connection(s), median of ${ROUNDS} round(s)`,
        value: times(median(ratios)),
        goal: '≤ 1.15×',
        holds: median(ratios) <= 1.15,
      });
      const a = rounds.flatMap((r) => r.with[kind]).sort((p, q) => p - q);
      const b = rounds.flatMap((r) => r.without[kind]).sort((p, q) => p - q);
      bench.row(
        `PUT /qms-api/roles/{id}, ${connections} connection(s), ${requests}: with trail | without`,
        `p50 ${ms(percentile(a, 50))} | ${ms(percentile(b, 50))}, p99 ${ms(percentile(a, 99))} | ${ms(percentile(b, 99))}, ` +
          `p50 ratio ${perRound(ratios)}`,
      );
      const cpuA = median(rounds.map((r) => cpuOf(r.with, kind)));
      const cpuB = median(rounds.map((r) => cpuOf(r.without, kind)));
      const dbCpu = (condition: 'with' | 'without') =>
        ms(median(rounds.map((r) => r[condition][`${kind}DbCpu`])));
      const db = bench.databaseUrl ? ` (database backends ${dbCpu('with')} | ${dbCpu('without')})` : '';
      bench.row(
        `PUT /qms-api/roles/{id}, ${connections} connection(s): CPU per PUT (sealing included, median of rounds) with trail | without`,
        `${ms(cpuA)} | ${ms(cpuB)}${db}, ratio ${perRound(rounds.map((r) => cpuOf(r.with, kind) / cpuOf(r.without, kind)))} ` +
          '(load-robust proxy of the latency ratio)',
      );
    }
    const rates = rounds.map((r) => r.with.parallelRate / r.without.parallelRate);
    bench.goal({
      figure: `audit trail: PUT throughput with / without trail, ${PUT_CONNECTIONS} connections, one tenant, median of ${ROUNDS} round(s)`,
      value: times(median(rates)),
      goal: '≥ 0.85×',
      holds: median(rates) >= 0.85,
    });
    bench.row(
      `PUT /qms-api/roles/{id}, ${PUT_CONNECTIONS} connections, one tenant: requests/s with trail | without (median of rounds)`,
      `${median(rounds.map((r) => r.with.parallelRate)).toFixed(1)} | ` +
        `${median(rounds.map((r) => r.without.parallelRate)).toFixed(1)}, ratio ${perRound(rates)}`,
    );

    if (CHAIN_ENTRIES <= 0) return;
    // a chain of 100,000 entries: a tenant (entry 1) and 99,999 roles written through the trigger, then verified
    const chainDb = await open();
    try {
      let t0 = performance.now();
      const chainTenant = await writeChain(chainDb.db, CHAIN_ENTRIES);
      const written = performance.now() - t0;
      t0 = performance.now();
      const result = await withTenant(chainDb.db, chainTenant, (tx) => verifyChain(tx, chainTenant));
      const verified = performance.now() - t0;
      bench.row(
        `audit trail: verify a chain of ${result.checked.toLocaleString('en')} entries on ${chainDb.kind} (${result.valid ? 'valid' : 'BROKEN'})`,
        `${ms(verified)} (writing them through the trigger and sealing them: ${(written / 1000).toFixed(1)} s)`,
      );
      bench.goal({
        figure: `audit trail: verify ${result.checked.toLocaleString('en')} entries (${chainDb.kind})`,
        value: ms(verified),
        goal: '(none)',
        holds: null,
      });
    } finally {
      await chainDb.close();
    }
  },
};
