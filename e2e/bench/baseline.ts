/**
 * BENCH_BASELINE=<path of another built checkout of the suite>: that build, served by its own server beside this
 * one (port BENCH_PORT + 1, an embedded database of its own), so a figure can put "before" and "after" side by
 * side in one run on one machine: the same load, the same browser.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoUsers } from '../support/suite';
import { accessToken, port, type Bench } from './context';

export interface Baseline {
  origin: string;
  /** what the rows call it: the checkout's folder and commit */
  label: string;
  stop(): Promise<void>;
}

export async function startBaseline(bench: Bench): Promise<Baseline | undefined> {
  const dir = process.env.BENCH_BASELINE;
  if (!dir) return undefined;
  if (!existsSync(path.join(dir, 'shell', 'dist', 'index.html')))
    throw new Error(`BENCH_BASELINE=${dir} holds no built suite (run node scripts/pnpm.mjs run build there)`);
  const origin = `http://127.0.0.1:${port + 1}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'qms-bench-baseline-'));
  const server: ChildProcess = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(dir, 'server'),
    env: {
      ...process.env,
      PORT: String(port + 1),
      HOST: '127.0.0.1',
      QMS_DATA_DIR: dataDir,
      DATABASE_URL: '',
      QMS_SEED_DEMO: 'true',
      QMS_DEMO_PASSWORDS: 'fixed',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: origin,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      await new Promise<void>((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 600 && server.exitCode === null; i++) {
    if (
      await fetch(`${origin}/ready`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      const token = await accessToken(demoUsers.acmeAdmin.email, demoUsers.acmeAdmin.password, origin);
      await bench.seedRoles(token, origin);
      return { origin, label: path.basename(dir), stop };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the baseline server in ${dir} did not become ready`);
}
