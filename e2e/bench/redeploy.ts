/**
 * A returning user after one area's redeploy (issue 25): with the user's cache warm, the area is rebuilt into a new
 * version folder (QMS_BUILD_VERSION, as its team ships it), remotes.json points the area at it, and the user loads
 * the area again. Printed: the bytes that came over the wire, split into the area's new files, remotes.json, API
 * answers, and anything else (which should be nothing but revalidations). The new folder and the remotes.json
 * override are removed afterwards.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from '../support/suite';
import { base, kib, type Bench } from './context';
import { bodyBytes, recordTransfers, type Transfer } from './wire';

const API = /^\/(qms-api|sr-api|realms)\//;

function buildArea(area: string, version: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'node',
      [path.join(repoRoot, 'scripts/pnpm.mjs'), '--filter', `@qms/mfe-${area}`, 'run', 'build'],
      {
        cwd: repoRoot,
        env: { ...process.env, QMS_BUILD_VERSION: version },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build of mfe-${area} failed (${code}):\n${output}`)),
    );
  });
}

/** remotes.json with `area` moved to `version` (the same entry file name as the live one). */
async function remotesWith(area: string, version: string): Promise<Record<string, string>> {
  const current = (await (await fetch(`${base}/config/remotes.json`)).json()) as Record<string, string>;
  const entry = current[area];
  if (!entry) throw new Error(`remotes.json has no entry for ${area}`);
  return {
    ...current,
    [area]: entry.replace(new RegExp(`/remotes/${area}/[^/]+/`), `/remotes/${area}/${version}/`),
  };
}

const line = (t: Transfer) =>
  `${t.status} ${t.cached ? 'cache' : t.encoding || 'identity'} ${kib(t.body)} ${new URL(t.url).pathname}`;

export async function returningUserAfterRedeploy(
  bench: Bench,
  page: Page,
  area: string,
  visit: () => Promise<void>,
): Promise<void> {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, `mfe-${area}`, 'package.json'), 'utf8')) as {
    version: string;
  };
  // a pre-release of the current version: were it ever left behind, the generated remotes.json never picks it
  const version = `${pkg.version}-redeploy.${Date.now()}`;
  const folder = path.join(repoRoot, `mfe-${area}`, 'dist', version);
  const remotesFile = process.env.REMOTES_CONFIG ?? path.join(bench.dataDir, 'config', 'remotes.json');
  const backup = `${remotesFile}.before-redeploy`;
  const t0 = performance.now();
  try {
    await buildArea(area, version);
    const seconds = (performance.now() - t0) / 1000;
    if (existsSync(remotesFile)) renameSync(remotesFile, backup);
    const remotes = await remotesWith(area, version);
    mkdirSync(path.dirname(remotesFile), { recursive: true });
    writeFileSync(remotesFile, JSON.stringify(remotes, null, 2));

    const recording = await recordTransfers(page);
    await visit();
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    const transfers = await recording.stop();

    const pathOf = (t: Transfer) => new URL(t.url).pathname;
    const areaFiles = transfers.filter((t) => pathOf(t).startsWith(`/remotes/${area}/${version}/`));
    const remotesJson = transfers.filter((t) => pathOf(t) === '/config/remotes.json');
    const api = transfers.filter((t) => API.test(pathOf(t)));
    const rest = transfers.filter(
      (t) => !areaFiles.includes(t) && !remotesJson.includes(t) && !api.includes(t),
    );
    const revalidated = rest.filter((t) => t.status === 304);
    const cached = rest.filter((t) => t.cached);
    const other = rest.filter((t) => t.status !== 304 && !t.cached);
    const staticBytes = bodyBytes([...areaFiles, ...remotesJson, ...other]);
    bench.row(
      `returning user after a redeploy of ${area} (built in ${seconds.toFixed(0)} s): static bytes on the wire`,
      `${kib(staticBytes)} = ${area}'s new files ${kib(bodyBytes(areaFiles))} (${areaFiles.length}) + ` +
        `remotes.json ${kib(bodyBytes(remotesJson))} + other ${kib(bodyBytes(other))} (${other.length})`,
    );
    bench.row(
      '  same: also transferred',
      `${revalidated.length} revalidations (304, ${kib(revalidated.reduce((s, t) => s + t.headers, 0))} of headers), ` +
        `${cached.length} from the cache, API answers ${kib(bodyBytes(api))} (${api.length})`,
    );
    for (const t of other) bench.row('  same: other file', line(t));
    bench.goal({
      figure: `returning user after a redeploy of ${area}: static bytes`,
      value: kib(staticBytes),
      goal: 'area + remotes.json',
      holds: other.length === 0,
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
    rmSync(remotesFile, { force: true });
    if (existsSync(backup)) renameSync(backup, remotesFile);
  }
}
