// Runs the pnpm version pinned in package.json's packageManager through npx, so a machine with only Node needs
// nothing else: corepack is no way to get it (Node 20's bundled signing keys are too old for current pnpm releases,
// and Node 25 no longer ships corepack at all; ADR 0172). An older Node than package.json's engines stops here.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { exitUnlessSupported } from './node-version.mjs';

exitUnlessSupported();
const { packageManager } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const result = spawnSync(npx, ['--yes', packageManager, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, npm_config_update_notifier: 'false' },
});
process.exit(result.status ?? 1);
