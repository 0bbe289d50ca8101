import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { openDatabase } from './database';
import { migratedArchive } from '../../test/helpers';
import { tenants } from './schema/index';

describe('embedded database (PGlite directory)', () => {
  it('refuses a second opener of the same directory with a clear message, and keeps data across restarts', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'qms-db-')), 'data');
    // from the migrated archive: the lock and the persistence are under test here, not initdb (the modes test
    // below creates a folder the server's own way)
    const first = await openDatabase({ dataDir, loadDataDir: await migratedArchive() });
    try {
      await first.db.insert(tenants).values({ name: 'Persisted GmbH' });
      await assert.rejects(openDatabase({ dataDir }), (error: Error) => {
        assert.match(error.message, /is in use by process \d+/);
        assert.match(error.message, /Stop that server first, or set DATABASE_URL/);
        return true;
      });
    } finally {
      await first.close();
    }
    const second = await openDatabase({ dataDir });
    try {
      const rows = await second.db.select({ name: tenants.name }).from(tenants);
      assert.deepEqual(rows, [{ name: 'Persisted GmbH' }]);
    } finally {
      await second.close();
    }
  });
});

/** Every folder and file under `dir` with its permission bits, e.g. ['pglite/base 700', …]. */
function modesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .map((entry) => `${entry} ${(statSync(path.join(dir, entry)).mode & 0o777).toString(8)}`);
}

describe('embedded database: file permissions', () => {
  it('creates the data folder 0700 and every folder 0700 / file 0600 in it (PGlite files, lock file)', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'qms-db-modes-')), 'data');
    const previous = process.umask(0o022); // the usual umask, which made 0755/0644 before
    try {
      const database = await openDatabase({ dataDir });
      try {
        await database.db.insert(tenants).values({ name: 'Private GmbH' });
        assert.equal((statSync(dataDir).mode & 0o777).toString(8), '700');
        const entries = modesUnder(dataDir);
        assert.ok(
          entries.some((e) => e.startsWith('.qms-server.lock ')),
          'the lock file is checked too',
        );
        assert.ok(entries.length > 10, 'PGlite files are checked too');
        const open = entries.filter((e) => !/ (700|600)$/.test(e));
        assert.deepEqual(open, [], 'only 0700 folders and 0600 files');
      } finally {
        await database.close();
      }
    } finally {
      process.umask(previous);
    }
  });

  it('refuses to start on a data folder others can read, saying how to fix it', async (t) => {
    if (process.platform === 'win32') return t.skip('POSIX modes');
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'qms-db-open-')), 'data');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    await assert.rejects(openDatabase({ dataDir }), (error: Error) => {
      assert.match(error.message, /accessible to other users of this host \(mode 755\)/);
      assert.match(error.message, /chmod 700/);
      return true;
    });
    assert.deepEqual(readdirSync(dataDir), [], 'nothing was created in it');
    chmodSync(dataDir, 0o700);
    const database = await openDatabase({ dataDir, loadDataDir: await migratedArchive() });
    await database.close();
  });
});
