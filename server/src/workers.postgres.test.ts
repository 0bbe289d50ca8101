// QMS_SERVER_WORKERS > 1: the real server (src/main.ts) as several processes on one port, on PostgreSQL.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, readdirSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DEMO_TENANTS } from './seed';
import { resetTestSchema } from '../test/helpers';

const databaseUrl = process.env.DATABASE_URL;
const PORT = 18_000 + (process.pid % 1000);
const base = `http://127.0.0.1:${PORT}`;
const admin = DEMO_TENANTS[0]!.users.find((u) => u.email.startsWith('admin'))!;

/**
 * The server workers node:cluster forked: direct children running node. Not every child is one: on a cold
 * tsx cache the primary also has esbuild's service process as a child (the first CI run failed on that).
 */
function workersOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const parent = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1];
        return (
          parent === String(pid) && readlinkSync(`/proc/${entry}/exe`) === realpathSync(process.execPath)
        );
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

/** One request on a connection of its own: node:cluster hands each new connection to the next worker. */
function request(method: string, url: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method, headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function start(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

const exited = (server: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    server.exitCode !== null ? resolve(server.exitCode) : server.once('exit', (code) => resolve(code)),
  );

describe('several server workers (QMS_SERVER_WORKERS)', () => {
  let server: ChildProcess;
  let dataDir: string;

  before(async () => {
    await resetTestSchema(databaseUrl!);
    dataDir = mkdtempSync(path.join(tmpdir(), 'qms-workers-'));
    server = start({
      DATABASE_URL: databaseUrl!,
      QMS_DATA_DIR: dataDir,
      QMS_SERVER_WORKERS: '2',
      QMS_SEED_DEMO: 'true',
      QMS_DEMO_PASSWORDS: 'fixed',
      QMS_KEY_ENCRYPTION_KEY: Buffer.alloc(32, 'qms-workers-test').toString('base64'),
      PUBLIC_URL: base,
    });
    let stderr = '';
    server.stderr!.on('data', (chunk) => (stderr += chunk));
    // a cold start (tsx compiling, migrations, the demo seed's password hashes) on a busy 2-core machine
    for (let i = 0; i < 900; i++) {
      const ready = await request('GET', '/ready').catch(() => null);
      if (ready?.status === 200 && workersOf(server.pid!).length === 2) return;
      if (server.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`the server with two workers did not become ready: ${stderr.slice(-2000)}`);
  });

  after(async () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves from two worker processes and ends a signed-out session in both at once', async () => {
    assert.equal(workersOf(server.pid!).length, 2);
    const grant = await request(
      'POST',
      '/realms/qms/protocol/openid-connect/token',
      { 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({
        grant_type: 'password',
        client_id: 'qms-web',
        username: admin.email,
        password: admin.fixedPassword,
      }).toString(),
    );
    assert.equal(grant.status, 200, grant.body);
    const tokens = JSON.parse(grant.body) as { access_token: string; refresh_token: string };
    const bearer = { authorization: `Bearer ${tokens.access_token}` };
    // fresh connections alternate between the workers: both now hold the session as active in their cache
    for (let i = 0; i < 6; i++) assert.equal((await request('GET', '/qms-api/roles', bearer)).status, 200);

    const logout = await request(
      'POST',
      '/realms/qms/protocol/openid-connect/logout',
      { 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({ client_id: 'qms-web', refresh_token: tokens.refresh_token }).toString(),
    );
    assert.equal(logout.status, 204, logout.body);
    // within the 5 s a worker would trust its cache: refused by both workers all the same
    for (let i = 0; i < 6; i++) assert.equal((await request('GET', '/qms-api/roles', bearer)).status, 401);
  });

  it('counts the requests of every worker in one scrape of /metrics, whichever worker answers it', async () => {
    const served = async () => {
      const scrape = await request('GET', '/metrics');
      assert.equal(scrape.status, 200, scrape.body);
      const line = scrape.body
        .split('\n')
        .find((l) => l.startsWith('qms_http_requests_total{method="GET",route="/health",status_code="200"}'));
      return Number(line?.split(' ')[1] ?? 0);
    };
    const before = await served();
    // fresh connections alternate between the workers
    for (let i = 0; i < 6; i++) assert.equal((await request('GET', '/health')).status, 200);
    for (let i = 0; i < 2; i++) assert.equal(await served(), before + 6);
  });

  it('stops every worker on SIGTERM and exits 0', async () => {
    const workers = workersOf(server.pid!);
    server.kill('SIGTERM');
    assert.equal(await exited(server), 0);
    for (const pid of workers) assert.throws(() => process.kill(pid, 0), /ESRCH/);
  });
});

describe('several server workers that cannot start', () => {
  it('stop the server with exit code 1 instead of restarting', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'qms-workers-'));
    try {
      // nothing listens on port 1: every worker fails to open the database
      const server = start({
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
        QMS_DATA_DIR: dataDir,
        QMS_SERVER_WORKERS: '2',
      });
      let stderr = '';
      server.stderr!.on('data', (chunk) => (stderr += chunk));
      assert.equal(await exited(server), 1);
      assert.match(stderr, /exited \(code 1\) before it served; stopping/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
