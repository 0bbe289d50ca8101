// Issue 30.3: backup and restore, proven. A tenant with processes, a signed release, uploaded files, a gap list
// and an impact analysis is backed up with the documented commands (server/README.md "Backup and restore") and
// restored into an empty database: the restored database equals the original table by table, a real server
// starts on it with the same key-encryption key (kept apart from the backup), answers every read byte for byte
// as before, and the audit trail's chain is intact. Runs on the pass's database: PostgreSQL (DATABASE_URL:
// pg_dump / pg_restore into `<db>_restore`) or PGlite (the embedded export / import command).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openDatabase } from './database';
import { PASSWORD } from '../../test/change-control';
import { migratedArchive, resetTestSchema, startTestApp } from '../../test/helpers';
import { LiveServer } from '../../test/live-server';
import { databaseFingerprint } from '../../test/snapshot';
import { digestOf, readAll, seedBackupTenant, type SeededTenant } from '../../test/backup';

const databaseUrl = process.env.DATABASE_URL || undefined;
const PORT = 17_000 + (process.pid % 1000);
const serverDir = path.resolve(import.meta.dirname, '../..');
/** The key-encryption key of the signing keys: the servers get it from the environment, never from the backup. */
const KEK = randomBytes(32);

/** The restore target beside the pass's database, named after it so parallel runs never collide. */
const restoreUrl = (() => {
  if (!databaseUrl) return undefined;
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname.slice(1)}_restore`;
  return url.toString();
})();

/** Runs a command, answers its stdout; fails with its output when it exits non-zero. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync(command, args, {
    cwd: serverDir,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')}: ${result.status} ${result.stdout}${result.stderr}`);
  return result.stdout;
}

const tsx = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
  run(process.execPath, ['--import', 'tsx', script, ...args], env);

/** The embedded provider's password grant of a seeded user (they all have PASSWORD). */
const passwordGrant = (email: string): string =>
  new URLSearchParams({
    grant_type: 'password',
    client_id: 'qms-web',
    username: email,
    password: PASSWORD,
  }).toString();

/** Drops and creates the restore database (system work on the pass's database server). */
async function recreateRestoreDatabase(): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const name = new URL(restoreUrl!).pathname.slice(1).replace(/"/g, '""');
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

describe('backup and restore: a restored database serves every record and file as before, its audit chain intact', () => {
  let work: string;
  let original: string;
  let restored: string;
  let backup: string;
  let seeded: SeededTenant;
  let answersBefore: Record<string, string>;
  let fingerprint: Record<string, string>;
  let tokenBefore: string;
  let server: LiveServer | undefined;
  before(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'qms-backup-'));
    original = path.join(work, 'original');
    restored = path.join(work, 'restored');
    mkdirSync(restored, { mode: 0o700 });
    process.env.QMS_KEY_ENCRYPTION_KEY = KEK.toString('base64');
    if (databaseUrl) await resetTestSchema(databaseUrl);
    const database = databaseUrl
      ? await openDatabase({ databaseUrl })
      : await openDatabase({ dataDir: original, loadDataDir: await migratedArchive() });
    // the token issued here is read again by the restored server: an hour's lifetime, not the default 300 s, so a
    // slow pass (seeding, backup and restore on a loaded machine took 450 s) does not see it expire
    const t = await startTestApp({ dataDir: original, accessTokenTtlSeconds: 3600 }, database);
    try {
      seeded = await seedBackupTenant(t);
      const admin = seeded.tenant.admin;
      // a sign-in at the embedded provider: a signing key (encrypted with the KEK) and a session in the backup
      const grant = await t.app.inject({
        method: 'POST',
        url: '/realms/qms/protocol/openid-connect/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: passwordGrant(admin.email),
      });
      assert.equal(grant.statusCode, 200, grant.body);
      tokenBefore = (grant.json() as { access_token: string }).access_token;
      answersBefore = await readAll(seeded.reads, async (url) => {
        const answer = await t.as(admin, { method: 'GET', url });
        return { status: answer.statusCode, body: answer.rawPayload };
      });
      for (const [url, answer] of Object.entries(answersBefore))
        assert.ok(answer.startsWith('200: '), `${url} answers before the backup: ${answer}`);
      fingerprint = await databaseFingerprint(t.database);
    } finally {
      await t.close();
    }

    // the backup, as server/README.md gives it
    if (databaseUrl) {
      backup = path.join(work, 'qms.dump');
      run('pg_dump', ['--format=custom', `--file=${backup}`, databaseUrl]);
    } else {
      backup = path.join(work, 'qms-embedded.tar');
      tsx('src/db/embedded-backup-cli.ts', ['export', backup], { QMS_DATA_DIR: original, DATABASE_URL: '' });
    }
    // the uploaded files are in the database (ADR 0160): the data folder holds none, the backup carries them
    assert.equal(existsSync(path.join(original, 'storage')), false, 'no file storage beside the database');

    // the restore into an empty database
    if (restoreUrl) {
      await recreateRestoreDatabase();
      run('pg_restore', ['--exit-on-error', `--dbname=${restoreUrl}`, backup]);
    } else {
      tsx('src/db/embedded-backup-cli.ts', ['import', backup], { QMS_DATA_DIR: restored, DATABASE_URL: '' });
    }
  });

  after(async () => {
    await server?.stop('SIGKILL');
    if (restoreUrl) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop database if exists "${new URL(restoreUrl).pathname.slice(1)}" with (force)`);
      await client.end();
    }
    if (work) rmSync(work, { recursive: true, force: true });
    delete process.env.QMS_KEY_ENCRYPTION_KEY;
  });

  it('keeps the key-encryption key out of the backup', () => {
    // pg_dump's custom format is compressed: read it back as the SQL it restores
    const contents = databaseUrl
      ? Buffer.from(run('pg_restore', ['--file=-', backup]))
      : readFileSync(backup);
    assert.ok(contents.includes('Covered by Purchasing (1)'), 'the backup holds the records');
    for (const form of [KEK, KEK.toString('base64'), KEK.toString('hex')])
      assert.equal(contents.includes(form), false, 'the key-encryption key is not in the backup');
  });

  it('restores every table row for row; without its key-encryption key no server starts on it', async () => {
    const database = restoreUrl
      ? await openDatabase({ databaseUrl: restoreUrl, migrate: false })
      : await openDatabase({ dataDir: restored, migrate: false });
    try {
      assert.deepEqual(await databaseFingerprint(database), fingerprint);
      // the database alone is not enough: its signing keys open only with the KEK kept apart
      process.env.QMS_KEY_ENCRYPTION_KEY = randomBytes(32).toString('base64');
      await assert.rejects(
        startTestApp({ dataDir: restored }, database),
        /key-encryption key that is not configured/,
      );
    } finally {
      process.env.QMS_KEY_ENCRYPTION_KEY = KEK.toString('base64');
      await database.close();
    }
  });

  it('the embedded command refuses to import over a database, and to run on PostgreSQL', () => {
    const embedded = (env: NodeJS.ProcessEnv) => () =>
      tsx('src/db/embedded-backup-cli.ts', ['import', backup], { QMS_DATA_DIR: restored, ...env });
    if (restoreUrl)
      assert.throws(
        embedded({ DATABASE_URL: restoreUrl }),
        /DATABASE_URL is set: back up PostgreSQL with pg_dump/,
      );
    else
      assert.throws(
        embedded({ DATABASE_URL: '' }),
        /already holds a database; restore into an empty data folder/,
      );
  });

  it('starts a server on the restored database that answers every read and file byte for byte as before', async () => {
    server = new LiveServer(PORT, {
      QMS_DATA_DIR: restored,
      DATABASE_URL: restoreUrl ?? '',
      QMS_SEED_DEMO: 'false',
      QMS_KEY_ENCRYPTION_KEY: KEK.toString('base64'),
      // the issuer of the tokens issued before the backup (testConfig's PUBLIC_URL)
      PUBLIC_URL: 'http://qms.test',
    });
    await server.start();
    // the reads with a token the original server issued: the signing keys came back
    const answersAfter = await readAll(seeded.reads, async (url) => {
      const answer = await fetch(`${server!.base}${url}`, {
        headers: { authorization: `Bearer ${tokenBefore}` },
      });
      return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()) };
    });
    assert.deepEqual(answersAfter, answersBefore);
    for (const [url, bytes] of seeded.files) {
      assert.equal(answersAfter[url], `200: ${digestOf(bytes)}`, `${url}: the uploaded file, byte for byte`);
    }
    const verify = await server.call(tokenBefore, 'GET', '/qms-api/audit-trail/verify');
    assert.equal(verify.json<{ valid: boolean }>().valid, true, 'the verify route finds the chain intact');
    // a new sign-in signs with the restored private key, which only the KEK kept apart opens (and the password
    // hashes came back); it writes a session, so it comes after the reads
    const grant = await server.request(
      'POST',
      '/realms/qms/protocol/openid-connect/token',
      { 'content-type': 'application/x-www-form-urlencoded' },
      passwordGrant(seeded.tenant.admin.email),
    );
    assert.equal(grant.status, 200, grant.body);
    const token = grant.json<{ access_token: string }>().access_token;
    assert.equal((await server.call(token, 'GET', '/qms-api/users')).status, 200);
  });
});
