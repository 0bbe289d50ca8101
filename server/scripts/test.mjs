// Server tests: always on embedded PGlite, and once more on real PostgreSQL when DATABASE_URL is set
// (the same files; test/helpers.ts picks the database from DATABASE_URL).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// tests sit beside the code (src), and beside the test and bench support they check (test, bench)
const files = ['src', 'test', 'bench']
  .flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => path.join(dir, f)),
  )
  .sort();
const only = process.argv.slice(2);
const selected = only.length ? files.filter((f) => only.some((o) => f.includes(o))) : files;

function run(label, env, list) {
  console.log(`\n# server tests on ${label} (${list.length} files)`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...list], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

const databaseUrl = process.env.DATABASE_URL;
// every answer re-checked against its zod contract (src/http/route.ts, checkResponses): a break fails the test
process.env.QMS_CHECK_RESPONSES = 'true';
// both runs always: a PGlite failure must not hide whether PostgreSQL passes
const statuses = [run('PGlite', { DATABASE_URL: '' }, selected)];
if (databaseUrl) {
  statuses.push(run(`PostgreSQL (${new URL(databaseUrl).host})`, { DATABASE_URL: databaseUrl }, selected));
}
process.exit(statuses.find((status) => status !== 0) ?? 0);
