import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './suite';

/** A second build of one remote, so the rollback scenario has two versions to switch between. */
export const ROLLBACK_AREA = 'impact';
export const ROLLBACK_VERSION = '0.9.0-rollback';

export default async function globalSetup(): Promise<void> {
  for (const app of ['shell/dist/index.html', 'mfe-impact/dist/1.0.0/remoteEntry.js']) {
    if (!existsSync(path.join(repoRoot, app))) {
      throw new Error(
        `${app} is missing: run the build first (npm test does; alone: node scripts/pnpm.mjs run build)`,
      );
    }
  }
  const rollbackEntry = path.join(repoRoot, 'mfe-impact', 'dist', ROLLBACK_VERSION, 'remoteEntry.js');
  // a rollback build older than the suite's build may need shared packages of another version: built anew
  const shellBuilt = statSync(path.join(repoRoot, 'shell/dist/index.html')).mtimeMs;
  if (existsSync(rollbackEntry) && statSync(rollbackEntry).mtimeMs < shellBuilt) {
    rmSync(path.dirname(rollbackEntry), { recursive: true, force: true });
  }
  if (!existsSync(rollbackEntry)) {
    execFileSync(
      'node',
      [path.join(repoRoot, 'scripts/pnpm.mjs'), '--filter', '@qms/mfe-impact', 'run', 'build'],
      {
        cwd: repoRoot,
        stdio: 'inherit',
        env: { ...process.env, QMS_BUILD_VERSION: ROLLBACK_VERSION },
      },
    );
  }
}
