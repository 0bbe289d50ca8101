// Files of older versions in <data dir>/storage move into the database at start (ADR 0160): verified, idempotent,
// and the disk copy goes only after the database copy committed.
import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../../db/database';
import { withTenant } from '../../db/tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../../test/helpers';
import { fileStorages } from '../schema';
import { databaseContentStore } from './content-store';
import { migrateDiskFiles } from './migrate-disk-files';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('migration of stored files from the data folder', () => {
  let database: Database;
  let acme: TestTenant;
  let dataDir: string;
  const messages: string[] = [];
  const log = (message: string) => void messages.push(message);

  /** A storage row naming `name` and, on disk, a file of that name holding `data` (as older versions wrote it). */
  async function storedOnDisk(data: Buffer, name = sha(data), named = true) {
    const id = randomUUID();
    if (named)
      await withTenant(database.db, acme.tenantId, (tx) =>
        tx.insert(fileStorages).values({
          tenantId: acme.tenantId,
          id,
          artifactType: 'SOP',
          artifactVersionId: randomUUID(),
          fileStorageType: 'SOP_AS_PDF',
          name: 'PDF',
          size: data.length,
          sha256: name,
        }),
      );
    const dir = path.join(dataDir, 'storage', acme.tenantId, id);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, name), data);
    return path.join(dir, name);
  }
  const read = async (hash: string) => {
    const pieces: Buffer[] = [];
    for await (const piece of databaseContentStore(database.db, database.kind).open(acme.tenantId, hash))
      pieces.push(piece);
    return Buffer.concat(pieces);
  };

  before(async () => {
    database = await openTestDatabase();
    acme = await createTenant(database, 'Acme');
    dataDir = mkdtempSync(path.join(tmpdir(), 'qms-disk-files-'));
  });
  after(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies named files in (verified), removes their disk copies, leaves the rest, and does nothing twice', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4 '), Buffer.alloc(600 * 1024, 7)]);
    const first = await storedOnDisk(pdf);
    // a second storage's copy of the same bytes (a new version's own copy): present once the first is in
    const second = await storedOnDisk(pdf);
    const unnamed = await storedOnDisk(Buffer.from('no row names me'), undefined, false);
    const damaged = await storedOnDisk(Buffer.from('bytes that do not match'), sha(Buffer.from('other')));

    const result = await migrateDiskFiles(database.db, dataDir, log, database.kind);
    assert.deepEqual(result, { copied: 1, present: 1, skipped: 2 });
    assert.deepEqual(await read(sha(pdf)), pdf);
    assert.equal(existsSync(first), false);
    assert.equal(existsSync(path.dirname(first)), false);
    assert.equal(existsSync(second), false);
    assert.equal(existsSync(unnamed), true);
    assert.equal(existsSync(damaged), true);
    assert.ok(messages.some((m) => m.includes(damaged) && m.includes('sha256')));
    assert.ok(messages.some((m) => m.includes(unnamed)));

    const again = await migrateDiskFiles(database.db, dataDir, log, database.kind);
    assert.deepEqual(again, { copied: 0, present: 0, skipped: 2 });
    assert.deepEqual(await read(sha(pdf)), pdf);
  });

  it('a data folder without stored files is nothing to do', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'qms-disk-files-empty-'));
    try {
      assert.deepEqual(await migrateDiskFiles(database.db, empty, log, database.kind), {
        copied: 0,
        present: 0,
        skipped: 0,
      });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
