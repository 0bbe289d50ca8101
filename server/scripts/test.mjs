// Server tests: always on embedded PGlite, and once more on real PostgreSQL when DATABASE_URL is set
// (the same files; test/helpers.ts picks the database from DATABASE_URL).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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
/**
 * The longest files start first (their minutes measured in a full run, ADR 0158): each pass runs two files at a
 * time, and one long file started last would run alone at the end while the other slot stays empty.
 */
const LONGEST_FIRST = [
  'src/route-table.test.ts',
  'src/db/database.postgres.test.ts',
  'src/crash-safety.test.ts',
  'src/db/backup-restore.test.ts',
  'src/two-servers.postgres.test.ts',
  'src/route-table.licensing.test.ts',
  'src/identity/throttle.test.ts',
  'src/workers.postgres.test.ts',
];
const rank = (f) => (LONGEST_FIRST.includes(f) ? LONGEST_FIRST.indexOf(f) : LONGEST_FIRST.length);
files.sort((a, b) => rank(a) - rank(b));

/**
 * Most files share a test process with others (ADR 0188): a process costs seconds of CPU before its first test
 * (the app's import through tsx, ~4 s on a 2-core CI machine), paid once per batch instead of once per file.
 * Every file still opens its own databases (test/helpers.ts: a fresh PGlite, or a fresh copy of the template).
 * A file keeps a process of its own when it is long (LONGEST_FIRST: its process cost is small beside it, and
 * it starts first), when it says so (`// test: own process`), or when it touches what a process shares: it sets
 * or deletes environment variables, reads DATABASE_URL itself, starts server processes.
 */
const FILES_PER_BATCH = 8;
const OWN_PROCESS =
  /\/\/ test: own process|process\.env\.[A-Z_]+ =[^=]|delete process\.env|process\.env\.DATABASE_URL|live-server|child_process/;
const ownProcess = (f) =>
  LONGEST_FIRST.includes(f) || OWN_PROCESS.test(readFileSync(path.join(root, f), 'utf8'));
/** QMS_TEST_ISOLATE=true gives every file a process of its own again (to rule out one file disturbing another). */
const isolate = process.env.QMS_TEST_ISOLATE === 'true';
const batchDir = mkdtempSync(path.join(os.tmpdir(), 'qms-server-test-batches-'));
process.on('exit', () => rmSync(batchDir, { recursive: true, force: true }));

/**
 * The units a pass runs, in order: the own-process files (longest first), then the others in batches. A batch is
 * a generated file that imports its files in turn; node:test then runs their suites one after the other in that
 * one process, and reports each test with its own file's location.
 */
function units(label, list) {
  const own = list.filter((f) => isolate || ownProcess(f));
  const shared = list.filter((f) => !own.includes(f));
  const batches = [];
  for (let i = 0; i < shared.length; i += FILES_PER_BATCH) {
    const batch = shared.slice(i, i + FILES_PER_BATCH);
    const file = path.join(batchDir, `${label}-${String(batches.length + 1).padStart(2, '0')}.test.mjs`);
    const imports = batch.map(
      (f) => `await import(${JSON.stringify(pathToFileURL(path.join(root, f)).href)});`,
    );
    writeFileSync(file, `// ${batch.join(', ')}\n${imports.join('\n')}\n`);
    batches.push(file);
  }
  return [...own, ...batches];
}
const only = process.argv.slice(2);
const selected = only.length ? files.filter((f) => only.some((o) => f.includes(o))) : files;
// *.postgres.test.ts need a real PostgreSQL server (several server processes on one database, pg_dump): they run
// in the PostgreSQL pass only, and without DATABASE_URL the run says loudly that they did not run
const postgresOnly = (f) => f.endsWith('.postgres.test.ts');
// *.pglite.test.ts test the embedded database itself (its data folder, its lock, its file modes), or break the
// embedded cluster's own roles (on PostgreSQL one role serves every database of the server, so the same check
// there would disturb the other files): they run in the PGlite pass only, where they say something
const pgliteOnly = (f) => f.endsWith('.pglite.test.ts');

/**
 * One pass over the files, its output held until it ends: the PGlite and PostgreSQL passes run side by side (the
 * second spends most of its time in the database server's process, so on two cores the phase takes about as long
 * as the slower pass, not the sum), and each prints as one block.
 */
function run(label, name, env, list, concurrency, preload = []) {
  return new Promise((resolve) => {
    const started = Date.now();
    const imports = ['tsx', ...preload].flatMap((module) => ['--import', module]);
    // a process per unit (a file, or a batch of files: units()), in the order given (scripts/run-in-order.mjs)
    const processes = units(label, list);
    const args = [...imports, 'scripts/run-in-order.mjs', String(concurrency), ...processes];
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(
        `\n# server tests on ${name} (${list.length} files in ${processes.length} processes, ${seconds} s)\n`,
      );
      // resolved once written: stdout is a pipe in CI, and exiting before a large block is flushed cut the
      // PGlite pass's report short (its last tests and its '# pass' line missing from the log)
      process.stdout.write(Buffer.concat(chunks), () => resolve(code ?? 1));
    });
  });
}

const databaseUrl = process.env.DATABASE_URL;
// every answer re-checked against its zod contract (src/http/route.ts, checkResponses): a break fails the test
process.env.QMS_CHECK_RESPONSES = 'true';

/** The PostgreSQL pass's migrated template database (test/postgres-template.ts): made before, dropped after. */
function postgresTemplate(command, name) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'test/postgres-template.ts', command, name],
    { cwd: root, stdio: 'inherit', env: process.env },
  );
  if (result.status !== 0) throw new Error(`test/postgres-template.ts ${command} ${name} failed`);
}

// both runs always: a PGlite failure must not hide whether PostgreSQL passes
// Each pass runs two processes at a time: every PGlite test database is its own in-memory one, every PostgreSQL
// one its own copy of a migrated template database (test/helpers.ts, test/postgres-per-file.ts), so no two files
// share a table
const embedded = selected.filter((f) => !postgresOnly(f));
const passes = embedded.length ? [run('pglite', 'PGlite', { DATABASE_URL: '' }, embedded, 2)] : [];
let template;
if (databaseUrl) {
  template = `${decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'postgres'}_tmpl`;
  postgresTemplate('prepare', template);
  const env = { DATABASE_URL: databaseUrl, QMS_TEST_DATABASE_TEMPLATE: template };
  const label = `PostgreSQL (${new URL(databaseUrl).host})`;
  const list = selected.filter((f) => !pgliteOnly(f));
  passes.push(run('postgres', label, env, list, 2, ['./test/postgres-per-file.ts']));
}
const statuses = await Promise.all(passes);
if (template) postgresTemplate('cleanup', template);
const notRun = databaseUrl ? [] : selected.filter(postgresOnly);
if (notRun.length) {
  process.stdout.write(
    `\n# NOT RUN: ${notRun.length} test files need PostgreSQL (set DATABASE_URL): ${notRun.join(', ')}\n`,
  );
}
// exitCode, not exit(): the process ends once stdout has taken everything
process.exitCode = statuses.find((status) => status !== 0) ?? 0;
