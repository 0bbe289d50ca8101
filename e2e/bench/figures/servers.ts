/**
 * Several servers on one PostgreSQL (issue 30.2): GET /qms-api/sops p50/p99 under 50 connections on one server
 * process, then with a second, independent server process (its own data folder, the same database and
 * key-encryption key) beside it and the connections spread over both, half each. On a single machine the two
 * share its cores with PostgreSQL and the client, so this shows what a second process adds there, not what a
 * second machine would. Needs BENCH_DATABASE_URL (PGlite is one process's database).
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  accessToken,
  load,
  ms,
  percentile,
  port,
  startServer,
  stopServer,
  type Bench,
  type Figure,
} from '../context';

const CONNECTIONS = 50;
const REQUESTS = Number(process.env.BENCH_SERVERS_REQUESTS ?? 2000);
const PROCESSES = 250;
const ADMIN = { email: 'bench.servers.admin@bench.example', password: 'Bench servers password 1' };
const FIGURE = `Two servers on one PostgreSQL: GET /qms-api/sops p50, ${CONNECTIONS} connections over both`;

/** A tenant of its own with PROCESSES processes (once per database), written with the server stopped. */
async function seed(bench: Bench): Promise<void> {
  const { seedBenchProcesses } = await import('@qms/server/bench');
  const database = await bench.openDatabase();
  try {
    await seedBenchProcesses(database.db, {
      tenantName: 'Bench Servers',
      adminEmail: ADMIN.email,
      password: ADMIN.password,
      processes: PROCESSES,
      roots: 25,
      blocks: [],
      terms: [],
    });
  } finally {
    await database.close();
  }
}

/** GET /qms-api/sops under CONNECTIONS connections, spread evenly over the servers' ports: sorted latencies. */
async function spreadLoad(ports: number[], bearer: string): Promise<number[]> {
  const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS / ports.length }));
  let next = 0;
  const get = () => {
    const k = next++ % ports.length;
    return new Promise<void>((resolve, reject) => {
      http
        .get(
          `http://127.0.0.1:${ports[k]}/qms-api/sops`,
          { agent: agents[k], headers: { authorization: `Bearer ${bearer}` } },
          (res) => {
            res.resume();
            res.on('end', () =>
              res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`)),
            );
          },
        )
        .on('error', reject);
    });
  };
  try {
    await load(200, CONNECTIONS, get); // warm-up
    return (await load(REQUESTS, CONNECTIONS, get)).latencies;
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

export const servers: Figure = {
  name: 'servers',
  async run(bench) {
    if (!bench.databaseUrl) {
      bench.goal({ figure: FIGURE, value: 'not measured (set BENCH_DATABASE_URL)', goal: '—', holds: null });
      return;
    }
    await bench.ensureStarted(); // the first start migrates the database
    await bench.stop();
    await seed(bench);
    await bench.start();
    const p = (xs: number[]) => `p50 ${ms(percentile(xs, 50))}, p99 ${ms(percentile(xs, 99))}`;
    const one = await spreadLoad([port], await accessToken(ADMIN.email, ADMIN.password));

    const secondDir = mkdtempSync(path.join(os.tmpdir(), 'qms-bench-second-'));
    const second = await startServer(port + 1, bench.databaseUrl, secondDir);
    let two: number[];
    try {
      // a fresh token: one run can outlast an access token on a loaded machine
      two = await spreadLoad([port, port + 1], await accessToken(ADMIN.email, ADMIN.password));
    } finally {
      await stopServer(second);
      rmSync(secondDir, { recursive: true, force: true });
    }
    await bench.stop();

    const what = `GET /qms-api/sops (${PROCESSES} processes) on PostgreSQL, ${CONNECTIONS} connections, ${REQUESTS} requests`;
    bench.row(`${what}, one server process`, p(one));
    bench.row(`${what}, two server processes (own data folders), half the connections each`, p(two));
    bench.goal({
      figure: FIGURE,
      value: `${ms(percentile(two, 50))} (one: ${ms(percentile(one, 50))})`,
      goal: '—',
      holds: null,
    });
  },
};
