import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
