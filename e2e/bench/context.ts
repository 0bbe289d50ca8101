/**
 * What every bench figure gets (see run.ts): the running suite (start/stop on a database), a token, the load
 * helpers, and the two outputs — rows (figure | value) and goals (figure | value | goal | holds?).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { demoUsers, repoRoot } from '../support/suite';

export const port = Number(process.env.BENCH_PORT ?? 8190);
export const base = `http://127.0.0.1:${port}`;
/** Roles added before any figure runs, so the list has a realistic size ('Bench role 000' … '199'). */
export const EXTRA_ROLES = 200;
/**
 * A fixed test key for the signing keys at rest: with a PostgreSQL bench database kept between runs, the keys
 * written by the last run must decrypt in this one (a key file beside a temporary data folder would not).
 */
const BENCH_KEY_ENCRYPTION_KEY = Buffer.alloc(32, 'qms-bench-key').toString('base64');

/** One line of the final table: a figure beside its goal and whether it holds (no goal: only printed). */
export interface Goal {
  figure: string;
  value: string;
  goal: string;
  holds: boolean | null;
}

/** A figure of `pnpm bench`: one file in figures/, listed in run.ts. */
export interface Figure {
  /** the name BENCH_FIGURES selects it by */
  name: string;
  run(bench: Bench): Promise<void>;
}

export const KIND = (url: string): string => (url ? 'PostgreSQL' : 'PGlite');

export class Bench {
  readonly rows: [string, string][] = [];
  readonly goals: Goal[] = [];
  private server: ChildProcess | null = null;

  constructor(
    /** PGlite when empty; else a PostgreSQL database that is empty (seeded on start) or seeded */
    readonly databaseUrl: string,
    /** the PGlite data folder (also the server's data folder with PostgreSQL) */
    readonly dataDir: string,
  ) {}

  row(figure: string, value: string): void {
    this.rows.push([figure, value]);
  }

  goal(goal: Goal): void {
    this.goals.push(goal);
  }

  get running(): boolean {
    return this.server !== null;
  }

  /**
   * The bench's database opened directly (seeding, operator work), as the operator commands do: on PGlite only
   * while the server is stopped (one process per data folder).
   */
  async openDatabase() {
    const { openDatabase } = await import('@qms/server/bench');
    return openDatabase({
      databaseUrl: this.databaseUrl || undefined,
      dataDir: this.dataDir,
      migrate: false,
    });
  }

  /** The running server's process id (memory figures read /proc/<pid>/status). */
  get serverPid(): number | undefined {
    return this.server?.pid;
  }

  /** Starts the built suite on `url`/`dataDir` (default: the bench database) and waits until it is ready. */
  async start(
    url = this.databaseUrl,
    dataDir = this.dataDir,
    workers = '1',
    extraEnv: Record<string, string> = {},
  ): Promise<void> {
    if (this.server) throw new Error('the bench server is already running');
    this.server = await startServer(port, url, dataDir, { QMS_SERVER_WORKERS: workers, ...extraEnv });
  }

  /** Starts the suite on the bench database unless it runs. */
  async ensureStarted(): Promise<void> {
    if (!this.server) await this.start();
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await stopServer(server);
  }

  /** A fresh access token of the demo admin from the running suite. */
  async token(): Promise<string> {
    return accessToken(demoUsers.acmeAdmin.email, demoUsers.acmeAdmin.password);
  }

  /** Adds the bench roles (once per database: a second run finds them and adds none). */
  async seedRoles(bearer: string, origin = base): Promise<void> {
    const existing = (await (
      await fetch(`${origin}/qms-api/roles`, { headers: { authorization: `Bearer ${bearer}` } })
    ).json()) as { name: string }[];
    if (existing.some((r) => r.name === 'Bench role 000')) return;
    for (let i = 0; i < EXTRA_ROLES; i++) {
      await fetch(`${origin}/qms-api/roles`, {
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
}

/**
 * A server process of the suite on `serverPort` (the bench's own, or another one beside it: figures/servers.ts),
 * ready to answer. Its public address is always the bench's `base`, so every server of a run accepts the tokens
 * of the others.
 */
export async function startServer(
  serverPort: number,
  url: string,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<ChildProcess> {
  // as `pnpm start` runs it (server/package.json): the young generation of ADR 0176
  const server = spawn('node', ['--max-semi-space-size=32', '--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'server'),
    env: {
      ...process.env,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      QMS_DATA_DIR: dataDir,
      DATABASE_URL: url,
      QMS_KEY_ENCRYPTION_KEY: BENCH_KEY_ENCRYPTION_KEY,
      // the demo tenant is what the bench signs in with; the seed only ever runs into an empty database
      QMS_SEED_DEMO: 'true',
      // the published test passwords of support/suite.ts instead of random ones (never set outside tests)
      QMS_DEMO_PASSWORDS: 'fixed',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      // one process unless a figure asks for more (api: PostgreSQL's recommended `auto`)
      QMS_SERVER_WORKERS: '1',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${serverPort}/ready`)).ok) return server;
    } catch {
      // not up yet
    }
    if (server.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill('SIGKILL');
  throw new Error(`server on port ${serverPort} did not become ready`);
}

/** Stops a server of startServer gracefully and waits for its exit. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

/** An access token of any user of the running suite (the embedded provider's password grant). */
export async function accessToken(email: string, password: string, origin = base): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'password',
    client_id: 'qms-web',
    username: email,
    password,
  });
  // one retry on a reset socket: under a figure's load the server may close the kept-alive one the client reuses
  const post = () => fetch(`${origin}/realms/qms/protocol/openid-connect/token`, { method: 'POST', body });
  const res = await post().catch(post);
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * An access token of `user` that is fetched again once a minute: a figure of many slow requests (large answers on a
 * loaded machine) outlasts one token.
 */
export function freshToken(user: { email: string; password: string }): () => Promise<string> {
  let token: Promise<string> | null = null;
  let fetchedAt = 0;
  return () => {
    if (!token || Date.now() - fetchedAt > 60_000) {
      fetchedAt = Date.now();
      token = accessToken(user.email, user.password);
    }
    return token;
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
export const ms = (n: number): string => `${n.toFixed(2)} ms`;
export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
export const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
export function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs `total` calls of `call` with `concurrency` in flight; returns sorted latencies in ms. */
export async function load(
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

/** One HTTP call with a JSON body on `agent`; resolves with the answer's text, rejects on a status ≥ 300. */
export function call(
  agent: http.Agent,
  bearer: string,
  method: string,
  urlPath: string,
  body: unknown,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const req = http.request(
      `${base}${urlPath}`,
      { method, agent, headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' } },
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
}

/** Resident memory of a process in bytes (VmRSS), or undefined off Linux. */
export function rss(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** utime + stime in ms from a /proc/<pid>/stat or /proc/<pid>/task/<tid>/stat line. */
export function statCpuMs(stat: string): number {
  // fields after the command's closing parenthesis (the name may hold spaces): utime is the 12th, stime the 13th
  const fields = stat.split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
}

/**
 * CPU time (user + system) a process has used so far, in ms, or undefined off Linux. A load-robust proxy where
 * wall-clock figures are noisy (a shared machine): what a request costs the server, not how long it waited.
 */
export function cpuMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * CPU ms used so far by the local PostgreSQL backends connected to `databaseUrl`'s database (found by their process
 * title, "postgres: … <user> <database> <client> …"), or undefined when there are none to read: on PostgreSQL the
 * server's statements cost there, not in the server process.
 */
export function backendsCpuMs(databaseUrl: string): number | undefined {
  const database = new URL(databaseUrl).pathname.slice(1);
  let total: number | undefined;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!title.startsWith('postgres: ') || !title.includes(` ${database} `)) continue;
      total = (total ?? 0) + (cpuMs(Number(entry)) ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** Runs `work`, sampling the server's RSS every 10 ms: elapsed time and the highest sample. */
export async function measured<T>(bench: Bench, work: () => Promise<T>) {
  let peak = rss(bench.serverPid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rss(bench.serverPid) ?? 0);
  }, 10);
  const t0 = performance.now();
  try {
    const result = await work();
    return { result, elapsed: performance.now() - t0, peak: Math.max(peak, rss(bench.serverPid) ?? 0) };
  } finally {
    clearInterval(timer);
  }
}
