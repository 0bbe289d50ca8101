/**
 * `pnpm bench`: prints the suite's speed figures. It measures, it never asserts (budgets are read by people).
 *  - gzipped JS bytes the browser loads for the login view and for /roles
 *  - time to first render of /roles in Chromium
 *  - p50/p99 latency of GET /qms-api/roles under 50 concurrent connections, beside the same query run directly
 *    against the database in the same run; with BENCH_DATABASE_URL on PostgreSQL and on PGlite (issue 8 goal ≤ 1.5×)
 *  - once, where one such request spends its time (the routes' Server-Timing header, QMS_SERVER_TIMING=true)
 *  - p50/p99 latency of PUT /qms-api/roles/{id} with the audit trail and without it (its trigger disabled on this
 *    bench database by the owner connection, server restarted), same run, and the ratio (issue 7 goal ≤ 1.3×)
 *  - the time to verify an audit-trail chain of 100,000 entries (written through the trigger first)
 * Last, a table puts each figure beside its goal (issue 8) and says whether it holds.
 * Needs the built suite (node scripts/pnpm.mjs run build).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath, demoUsers, repoRoot } from '../support/suite';

const port = Number(process.env.BENCH_PORT ?? 8190);
const base = `http://127.0.0.1:${port}`;
const CONNECTIONS = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000);
const EXTRA_ROLES = 200;
const PUT_REQUESTS = Number(process.env.BENCH_PUT_REQUESTS ?? 500);
const PUT_CONNECTIONS = 10;
const CHAIN_ENTRIES = 100_000;
// PGlite by default; BENCH_DATABASE_URL points at a PostgreSQL database that is empty (seeded on start) or seeded
const databaseUrl = process.env.BENCH_DATABASE_URL || '';

function startServer(dataDir: string, url = databaseUrl): ChildProcess {
  const child = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      QMS_DATA_DIR: dataDir,
      DATABASE_URL: url,
      // a Server-Timing header per API answer: the breakdown below reads it (a few clock reads per request)
      QMS_SERVER_TIMING: 'true',
      // the demo tenant is what the bench signs in with; the seed only ever runs into an empty database
      QMS_SEED_DEMO: 'true',
      // the published test passwords of support/suite.ts instead of random ones (never set outside tests)
      QMS_DEMO_PASSWORDS: 'fixed',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitReady(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/ready`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready');
}

async function token(): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'password',
    client_id: 'qms-web',
    username: demoUsers.acmeAdmin.email,
    password: demoUsers.acmeAdmin.password,
  });
  const res = await fetch(`${base}/realms/qms/protocol/openid-connect/token`, { method: 'POST', body });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const ms = (n: number): string => `${n.toFixed(2)} ms`;

/** Runs `total` calls of `call` with `concurrency` in flight; returns sorted latencies in ms. */
async function load(
  total: number,
  concurrency: number,
  call: () => Promise<void>,
): Promise<{ latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  let started = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < total) {
        started++;
        const t = performance.now();
        await call();
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), seconds: (performance.now() - t0) / 1000 };
}

/** One line of the final table: a figure beside its goal and whether it holds (no goal: only printed). */
interface Goal {
  figure: string;
  value: string;
  goal: string;
  holds: boolean | null;
}

/** The same GET under load: its latencies, and each request's Server-Timing phases (ms) from the answer. */
function getter(agent: http.Agent, bearer: string, phases?: Map<string, number[]>) {
  return () =>
    new Promise<void>((resolve, reject) => {
      http
        .get(`${base}/qms-api/roles`, { agent, headers: { authorization: `Bearer ${bearer}` } }, (res) => {
          if (phases)
            for (const part of String(res.headers['server-timing'] ?? '').split(',')) {
              const [name, dur] = part.trim().split(';dur=');
              if (name && dur) phases.set(name, [...(phases.get(name) ?? []), Number(dur)]);
            }
          res.resume();
          res.on('end', () =>
            res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`)),
          );
        })
        .on('error', reject);
    });
}

const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);

/**
 * Where one GET /qms-api/roles spends its time, one request in flight (no queueing): the server's phases from
 * its Server-Timing header, the rest (HTTP parsing, routing, hooks, logging, socket, the client) by difference.
 */
async function breakdown(bearer: string, kind: string): Promise<[string, string]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const phases = new Map<string, number[]>();
  await load(100, 1, getter(agent, bearer));
  const { latencies } = await load(500, 1, getter(agent, bearer, phases));
  agent.destroy();
  const total = mean(latencies);
  const server = [...phases.entries()].map(([name, xs]) => [name, mean(xs)] as const);
  const other = total - server.reduce((s, [, x]) => s + x, 0);
  const part = (name: string, x: number) => `${name} ${x.toFixed(3)} (${((100 * x) / total).toFixed(0)}%)`;
  return [
    `GET /qms-api/roles breakdown on ${kind}, 1 connection, mean ms of 500 (db = tenant transaction + query)`,
    [...server.map(([n, x]) => part(n, x)), part('HTTP/Fastify/client', other)].join(', ') +
      `; total ${total.toFixed(3)}`,
  ];
}

async function jsBytes(
  page: Page,
  action: () => Promise<void>,
): Promise<{ raw: number; gzip: number; files: number; idle: boolean }> {
  const bodies: Promise<Buffer | null>[] = [];
  const onResponse = (r: import('@playwright/test').Response) => {
    if (r.request().resourceType() === 'script' || r.url().endsWith('.js'))
      bodies.push(r.body().catch(() => null));
  };
  page.on('response', onResponse);
  await action();
  // a page that keeps one request open never gets idle: count what loaded within the wait (flagged)
  const idle = await page.waitForLoadState('networkidle', { timeout: 30_000 }).then(
    () => true,
    () => false,
  );
  page.off('response', onResponse);
  const all = (await Promise.all(bodies)).filter((b): b is Buffer => !!b);
  return {
    raw: all.reduce((s, b) => s + b.length, 0),
    gzip: all.reduce((s, b) => s + gzipSync(b).length, 0),
    files: all.length,
    idle,
  };
}

async function seedRoles(bearer: string): Promise<void> {
  for (let i = 0; i < EXTRA_ROLES; i++) {
    await fetch(`${base}/qms-api/roles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench role ${String(i).padStart(3, '0')}`,
        responsibility: 'Responsibility text '.repeat(5),
        authority: 'Authority',
        requirements: 'Training',
      }),
    });
  }
}

const KIND = (url: string): string => (url ? 'PostgreSQL' : 'PGlite');

/** GET /qms-api/roles under load through the API (server on `url`, already running): sorted latencies. */
async function apiLoad(bearer: string): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const get = getter(agent, bearer);
  await load(200, CONNECTIONS, get); // warm-up
  const api = await load(REQUESTS, CONNECTIONS, get);
  agent.destroy();
  return api.latencies;
}

/** The route's own query path (tenant transaction + repository) straight on the database, same concurrency. */
async function directLoad(url: string, dataDir: string, bearer: string): Promise<number[]> {
  const { openDatabase } = await import('../../server/src/db/database');
  const { withTenant } = await import('../../server/src/db/tenant');
  const { listRoles } = await import('../../server/src/templates/roles/roles.repository');
  const database = await openDatabase({ databaseUrl: url || undefined, dataDir, migrate: false });
  const tenantId = (
    JSON.parse(Buffer.from(bearer.split('.')[1]!, 'base64url').toString()) as { tenant_id: string }
  ).tenant_id;
  const query = async () => {
    await withTenant(database.db, tenantId, (tx) => listRoles(tx, tenantId));
  };
  try {
    await load(200, CONNECTIONS, query);
    return (await load(REQUESTS, CONNECTIONS, query)).latencies;
  } finally {
    await database.close();
  }
}

function apiRows(
  kind: string,
  api: number[],
  direct: number[],
  rows: [string, string][],
  goals: Goal[],
): void {
  const p = (xs: number[]) => `p50 ${ms(percentile(xs, 50))}, p99 ${ms(percentile(xs, 99))}`;
  rows.push([`GET /qms-api/roles on ${kind}, ${CONNECTIONS} connections, ${REQUESTS} requests`, p(api)]);
  rows.push([`same query directly on ${kind}, ${CONNECTIONS} in flight`, p(direct)]);
  const ratio = percentile(api, 50) / percentile(direct, 50);
  goals.push({
    figure: `API overhead on ${kind}: p50 API / p50 SQL, ${CONNECTIONS} connections`,
    value: `${ratio.toFixed(2)}×`,
    goal: '≤ 1.50×',
    holds: ratio <= 1.5,
  });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'qms-bench-'));
  let server = startServer(dataDir);
  const stop = () =>
    new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  const rows: [string, string][] = [];
  const goals: Goal[] = [];
  try {
    await waitReady();
    let bearer = await token();
    await seedRoles(bearer);

    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const page = await browser.newPage();
    const login = await jsBytes(page, async () => {
      await page.goto(`${base}/dashboard`);
      await page.getByRole('button', { name: 'Login' }).waitFor();
    });
    rows.push([
      'JS for the login view (gzip / raw, files)',
      `${(login.gzip / 1024).toFixed(1)} KiB / ${(login.raw / 1024).toFixed(1)} KiB, ${login.files}${login.idle ? '' : ' (network not idle after 30 s)'}`,
    ]);
    goals.push({
      figure: 'sign-in view JS (gzip)',
      value: `${(login.gzip / 1024).toFixed(1)} KiB`,
      goal: '≤ 150 KiB',
      holds: login.gzip <= 150 * 1024,
    });
    await page.getByLabel('E-mail').fill(demoUsers.acmeAdmin.email);
    await page.getByLabel('Password').fill(demoUsers.acmeAdmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
    const roles = await jsBytes(page, async () => {
      await page.goto(`${base}/roles`);
      await page.getByRole('row', { name: /Bench role 000/ }).waitFor();
    });
    rows.push([
      'JS for /roles (gzip / raw, files; full page load)',
      `${(roles.gzip / 1024).toFixed(1)} KiB / ${(roles.raw / 1024).toFixed(1)} KiB, ${roles.files}${roles.idle ? '' : ' (network not idle after 30 s)'}`,
    ]);
    goals.push({
      figure: '/roles JS on a full load (gzip)',
      value: `${(roles.gzip / 1024).toFixed(1)} KiB`,
      goal: '(none)',
      holds: null,
    });
    // the single-bundle build to compare with is not part of this bench yet (issue 8 point 2)
    goals.push({
      figure: 'Module Federation overhead (JS to first /roles render vs one bundle)',
      value: 'not measured yet',
      goal: '≤ 1.10×',
      holds: null,
    });

    const renders: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = Date.now();
      await page.goto(`${base}/roles`);
      await page.getByRole('row', { name: /Bench role 000/ }).waitFor();
      renders.push(Date.now() - t);
    }
    renders.sort((a, b) => a - b);
    rows.push([
      '/roles first render in Chromium (navigation → first role row; median of 5, warm cache)',
      ms(renders[2]!),
    ]);
    await browser.close();

    const primaryApi = await apiLoad(bearer);
    rows.push(await breakdown(bearer, KIND(databaseUrl)));
    let agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const putLoads = async (label: string) => {
      const ids = (await (
        await fetch(`${base}/qms-api/roles`, { headers: { authorization: `Bearer ${bearer}` } })
      ).json()) as {
        id: string;
        name: string;
        dbVersion: number;
      }[];
      // one role per connection at a time, saved with the version it has now (a stale one would be a 409)
      const free = ids.filter((r) => r.name.startsWith('Bench role ')).slice(0, PUT_CONNECTIONS);
      let n = 0;
      const put = async () => {
        const i = n++;
        const role = free.pop()!;
        const saved = await call('PUT', `/qms-api/roles/${role.id}`, {
          name: role.name,
          responsibility: `Bench edit ${i}`,
          authority: 'Authority',
          requirements: 'Training',
          dbVersion: role.dbVersion,
        });
        free.push({ ...role, dbVersion: (JSON.parse(saved) as { dbVersion: number }).dbVersion });
      };
      await load(50, 1, put); // warm-up
      const sequential = await load(PUT_REQUESTS, 1, put);
      const parallel = await load(PUT_REQUESTS, PUT_CONNECTIONS, put);
      putFigures[label] = { sequential: sequential.latencies, parallel: parallel.latencies };
    };
    const call = (method: string, urlPath: string, body: unknown) =>
      new Promise<string>((resolve, reject) => {
        const req = http.request(
          `${base}${urlPath}`,
          {
            method,
            agent,
            headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              res.statusCode! < 300
                ? resolve(Buffer.concat(chunks).toString('utf8'))
                : reject(new Error(`${method} ${urlPath}: HTTP ${res.statusCode}`)),
            );
          },
        );
        req.on('error', reject);
        req.end(JSON.stringify(body));
      });
    const putFigures: Record<string, { sequential: number[]; parallel: number[] }> = {};
    await putLoads('with');
    agent.destroy();
    await stop();

    // the same query straight against the database, same data, same concurrency
    apiRows(KIND(databaseUrl), primaryApi, await directLoad(databaseUrl, dataDir, bearer), rows, goals);
    const { openDatabase } = await import('../../server/src/db/database');
    const { withTenant } = await import('../../server/src/db/tenant');
    const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir, migrate: false });

    // the same PUTs without the trail: the trigger off on this bench database (owner connection), server restarted
    const { setAuditTrigger, writeChain } = await import('../../server/src/audit/bench-support');
    await setAuditTrigger(database.db, 'roles', false);
    await database.close();
    server = startServer(dataDir);
    await waitReady();
    bearer = await token();
    agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    await putLoads('without');
    agent.destroy();
    await stop();
    for (const kind of ['sequential', 'parallel'] as const) {
      const withTrail = putFigures.with![kind];
      const without = putFigures.without![kind];
      const connections = kind === 'sequential' ? 1 : PUT_CONNECTIONS;
      const ratio = percentile(withTrail, 50) / percentile(without, 50);
      goals.push({
        figure: `audit trail: PUT p50 with / without trail, ${connections} connection(s)`,
        value: `${ratio.toFixed(2)}×`,
        goal: '≤ 1.30×',
        holds: ratio <= 1.3,
      });
      rows.push([
        `PUT /qms-api/roles/{id}, ${connections} connection(s), ${PUT_REQUESTS} requests: with trail | without`,
        `p50 ${ms(percentile(withTrail, 50))} | ${ms(percentile(without, 50))}, p99 ${ms(percentile(withTrail, 99))} | ${ms(percentile(without, 99))}, p50 ratio ${(percentile(withTrail, 50) / percentile(without, 50)).toFixed(2)}×`,
      ]);
    }

    // a chain of 100,000 entries: a tenant (entry 1) and 99,999 roles written through the trigger, then verified
    const chainDb = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir, migrate: false });
    await setAuditTrigger(chainDb.db, 'roles', true);
    const { verifyChain } = await import('../../server/src/audit/audit.repository');
    let t0 = performance.now();
    const chainTenant = await writeChain(chainDb.db, CHAIN_ENTRIES);
    const written = performance.now() - t0;
    t0 = performance.now();
    const result = await withTenant(chainDb.db, chainTenant, (tx) => verifyChain(tx, chainTenant));
    const verified = performance.now() - t0;
    rows.push([
      `audit trail: verify a chain of ${result.checked.toLocaleString('en')} entries on ${chainDb.kind} (${result.valid ? 'valid' : 'BROKEN'})`,
      `${ms(verified)} (writing them through the trigger: ${(written / 1000).toFixed(1)} s)`,
    ]);
    await chainDb.close();
    goals.push({
      figure: `audit trail: verify ${result.checked.toLocaleString('en')} entries (${chainDb.kind})`,
      value: ms(verified),
      goal: '(none)',
      holds: null,
    });

    // with PostgreSQL the API overhead is measured on PGlite too, same run (a fresh embedded database)
    if (databaseUrl) {
      const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'qms-bench-pglite-'));
      try {
        server = startServer(pgliteDir, '');
        await waitReady();
        bearer = await token();
        await seedRoles(bearer);
        const api = await apiLoad(bearer);
        await stop();
        apiRows('PGlite', api, await directLoad('', pgliteDir, bearer), rows, goals);
      } finally {
        if (server.exitCode === null) await stop();
        rmSync(pgliteDir, { recursive: true, force: true });
      }
    } else {
      goals.push({
        figure: 'API overhead on PostgreSQL',
        value: 'not measured (set BENCH_DATABASE_URL)',
        goal: '≤ 1.50×',
        holds: null,
      });
    }
  } finally {
    if (server.exitCode === null) await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log('\nQMS suite benchmark (figures; the goals below are read by people, never asserted)');
  for (const [k, v] of rows) console.log(`  ${k.padEnd(92)} ${v}`);
  console.log('\nFigures beside their goals (figure | value | goal | holds?)');
  const width = Math.max(...goals.map((g) => g.figure.length));
  for (const g of goals) {
    const holds = g.holds === null ? '—' : g.holds ? 'yes' : 'NO';
    console.log(`  ${g.figure.padEnd(width)} | ${g.value.padEnd(16)} | ${g.goal.padEnd(9)} | ${holds}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
