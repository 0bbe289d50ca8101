// The Node.js version check every root command runs first (scripts/pnpm.mjs; .ci/ensure-node asks it too): an older
// Node fails at once with the version it needs, not minutes later inside a dependency. It runs before anything is
// installed, so it cannot use the semver package; package.json's engines range is kept to the one form it reads.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The minimum of a ">=X.Y.Z" range (Y and Z may be left out) as [X, Y, Z]; throws on any other form. */
export function minimumOf(range) {
  const match = /^>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!match) throw new Error(`engines.node must read ">=X.Y.Z" (scripts/node-version.mjs): got "${range}"`);
  return match.slice(1).map((part) => Number(part ?? 0));
}

/** Whether a version such as "v22.12.0" (process.version) is at least the range's minimum. */
export function satisfies(version, range) {
  const have = version.replace(/^v/, '').split(/[.-]/).slice(0, 3).map(Number);
  const need = minimumOf(range);
  for (let i = 0; i < 3; i++) {
    if (have[i] !== need[i]) return have[i] > need[i];
  }
  return true;
}

/** The message for a Node older than the range, or undefined when it is new enough. */
export function problemWith(version, range) {
  if (satisfies(version, range)) return undefined;
  return (
    `QMS Suite needs Node.js ${range.replace(/^>=\s*/, '')} or newer (package.json "engines": "${range}"); ` +
    `this is Node.js ${version}. Install Node.js 22 LTS or newer and run the command again ` +
    '(.ci/ensure-node installs the version pinned in .node-version from the npm registry).'
  );
}

/** package.json's engines.node. */
export function requiredRange() {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return pkg.engines.node;
}

/** Exits with the message when the running Node is too old. */
export function exitUnlessSupported(version = process.version) {
  const problem = problemWith(version, requiredRange());
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
}

// run as a command (`node scripts/node-version.mjs`): exit 0 when this Node will do, 1 with the message otherwise
if (process.argv[1] === fileURLToPath(import.meta.url)) exitUnlessSupported();
