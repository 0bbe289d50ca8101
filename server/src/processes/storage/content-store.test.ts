// The database content store (ADR 0160) on its own: a large file streams in and out chunk by chunk, a rolled-back
// transaction leaves nothing, one content serves every storage naming it and goes with the last, tenants stay apart.
import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf, withTenant } from '../../db/tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../../test/helpers';
import { fileStorages } from '../schema';
import { CONTENT_CHUNK_BYTES, databaseContentStore, type FileContentStore } from './content-store';

const MIB = 1024 * 1024;

/** A file in 64 KiB pieces, each different, made as it is read (the test holds no copy of the whole). */
async function* largeFile(size: number): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < size; offset += 64 * 1024) {
    const piece = Buffer.alloc(Math.min(64 * 1024, size - offset), offset / 1024);
    piece.writeUInt32BE(offset, 0);
    yield piece;
  }
}
async function sha256Of(source: AsyncIterable<Buffer>): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const piece of source) {
    hash.update(piece);
    size += piece.length;
  }
  return { sha256: hash.digest('hex'), size };
}

describe('database content store', () => {
  let database: Database;
  let store: FileContentStore;
  let acme: TestTenant;
  let other: TestTenant;
  const count = async (tenantId: string, table: 'file_contents' | 'file_content_chunks') =>
    rowsOf<{ n: number }>(
      await withTenant(database.db, tenantId, (tx) =>
        tx.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
      ),
    )[0]!.n;
  /** A storage row naming the content (a process version id that need not exist: the row is all that counts). */
  const nameIt = (tenantId: string, sha256: string) =>
    withTenant(database.db, tenantId, async (tx) => {
      const [row] = await tx
        .insert(fileStorages)
        .values({
          tenantId,
          artifactType: 'SOP',
          artifactVersionId: randomUUID(),
          fileStorageType: 'SOP_AS_PDF',
          name: 'PDF',
          sha256,
        })
        .returning({ id: fileStorages.id });
      return row!.id;
    });

  before(async () => {
    database = await openTestDatabase();
    store = databaseContentStore(database.db, database.kind);
    acme = await createTenant(database, 'Acme');
    other = await createTenant(database, 'Other');
  });
  after(() => database.close());

  it('streams a 12 MiB file in and out in chunks, byte for byte', async () => {
    // large enough for many chunks and pages (the bench figure measures 20 MiB; a test keeps to its time budget)
    const size = 12 * MIB;
    const expected = await sha256Of(largeFile(size));
    const put = await withTenant(database.db, acme.tenantId, (tx) =>
      store.put(tx, acme.tenantId, largeFile(size)),
    );
    assert.deepEqual(put, expected);
    assert.equal(await count(acme.tenantId, 'file_content_chunks'), size / CONTENT_CHUNK_BYTES);
    const located = await withTenant(database.db, acme.tenantId, (tx) =>
      store.locate(tx, acme.tenantId, put.sha256),
    );
    assert.deepEqual(located, { size });
    // the stream hands on the chunk rows as read (in flowing mode, as a pipe to the socket reads it), never a page
    // copied into one buffer (ADR 0179)
    const hash = createHash('sha256');
    let largest = 0;
    let read = 0;
    await new Promise((resolve, reject) =>
      store
        .open(acme.tenantId, put.sha256)
        .on('data', (piece: Buffer) => {
          hash.update(piece);
          read += piece.length;
          largest = Math.max(largest, piece.length);
        })
        .on('end', resolve)
        .on('error', reject),
    );
    assert.deepEqual({ sha256: hash.digest('hex'), size: read }, expected);
    assert.equal(largest, CONTENT_CHUNK_BYTES);
    // not named by any storage: released at once
    await withTenant(database.db, acme.tenantId, (tx) => store.release(tx, acme.tenantId, [put.sha256]));
    assert.equal(await count(acme.tenantId, 'file_contents'), 0);
    assert.equal(await count(acme.tenantId, 'file_content_chunks'), 0);
  });

  it('a rolled-back transaction leaves no content', async () => {
    await assert.rejects(
      withTenant(database.db, acme.tenantId, async (tx) => {
        await store.put(tx, acme.tenantId, largeFile(MIB));
        throw new Error('the request failed later');
      }),
      /failed later/,
    );
    assert.equal(await count(acme.tenantId, 'file_contents'), 0);
    assert.equal(await count(acme.tenantId, 'file_content_chunks'), 0);
  });

  it('stores equal bytes once; the content stays while any storage names it; other tenants never see it', async () => {
    const bytes = Buffer.from('%PDF-1.4 the same bytes twice');
    const put = () => withTenant(database.db, acme.tenantId, (tx) => store.put(tx, acme.tenantId, [bytes]));
    const { sha256 } = await put();
    assert.equal((await put()).sha256, sha256);
    assert.equal(await count(acme.tenantId, 'file_contents'), 1);
    const first = await nameIt(acme.tenantId, sha256);
    await nameIt(acme.tenantId, sha256);
    await withTenant(database.db, acme.tenantId, async (tx) => {
      await tx.execute(sql`delete from file_storages where id = ${first}`);
      await store.release(tx, acme.tenantId, [sha256]);
    });
    assert.equal(await count(acme.tenantId, 'file_contents'), 1);
    assert.deepEqual(await sha256Of(store.open(acme.tenantId, sha256)), { sha256, size: bytes.length });
    assert.equal(
      await withTenant(database.db, other.tenantId, (tx) => store.locate(tx, other.tenantId, sha256)),
      undefined,
    );
    await assert.rejects(sha256Of(store.open(other.tenantId, sha256)), /not found/);
    await withTenant(database.db, acme.tenantId, async (tx) => {
      await tx.execute(sql`delete from file_storages where sha256 = ${sha256}`);
      await store.release(tx, acme.tenantId, [sha256]);
    });
    assert.equal(await count(acme.tenantId, 'file_contents'), 0);
  });
});
