import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { baseURL, chromiumArgs, chromiumPath, e2ePort, repoRoot } from './support/suite';
import { importRegulationsCommand } from './support/regulations';

/** One fixed scratch folder per port (the config is loaded by every worker, so no random names here). */
export const e2eDataDir = path.join(os.tmpdir(), `qms-e2e-${e2ePort}`);
export const e2eRemotesConfig = path.join(e2eDataDir, 'config', 'remotes.json');

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // one worker: scenarios share one server, and the rollback scenario edits its remotes.json
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // recording a trace films every page, and its screencast kept Chromium's compositor busy (the whole suite
    // took 28.5 min with a trace of every scenario, 18.9 without: ADR 0188); in CI a failing scenario is retried
    // once, with a trace
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // every context (also those a scenario opens for a second person) as a user who asked their system for less
    // motion (WCAG 2.3.3; shared-ui reduced-motion.css): nothing animates, so Chromium draws far fewer frames on the
    // two cores (ADR 0206); meet-accessibility-rules checks both wishes
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // the built suite, as `npm start` serves it, on a fresh embedded database (never the CI PostgreSQL:
    // the demo seed runs only into an empty database)
    // 0700: the server refuses a data folder other users can read
    // the standards catalogs are imported by the operator command before the server starts (PGlite allows one
    // process per data folder): see support/regulations.ts
    command: `rm -rf "${e2eDataDir}" && mkdir -m 700 -p "${e2eDataDir}" && ${importRegulationsCommand()}node --import tsx src/main.ts`,
    cwd: path.join(repoRoot, 'server'),
    url: `${baseURL}/ready`,
    // generous: the catalogs are imported first, and a loaded 2-core machine starts slowly
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(e2ePort),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      QMS_DATA_DIR: e2eDataDir,
      REMOTES_CONFIG: e2eRemotesConfig,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // the published test passwords of support/suite.ts instead of random ones (never set outside tests)
      QMS_DEMO_PASSWORDS: 'fixed',
      // every API answer re-checked against its zod contract (a break is a 500 the scenarios see)
      QMS_CHECK_RESPONSES: 'true',
    },
  },
});
