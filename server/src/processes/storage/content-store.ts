import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { withTenant, type Tx } from '../../db/tenant';
import { fileContentChunks, fileContents, fileStorages } from '../schema';

/**
 * Where the bytes of stored files live (ADR 0160): behind this interface, so a deployment with an object store can
 * have an adapter (e.g. @aws-sdk/client-s3, keys `<tenant>/<sha256>`) while the embedded default and PostgreSQL need
 * no other service. A content is named per tenant by its sha256; file_storages rows name it, several may name one.
 */
export interface FileContentStore {
  /** Writes a content from a stream inside the request's transaction (a rolled-back request leaves nothing). */
  put(
    tx: Tx,
    tenantId: string,
    source: AsyncIterable<Buffer> | Iterable<Buffer>,
  ): Promise<{ sha256: string; size: number }>;
  /** The content's size, or undefined when the store does not hold it; locks it against release until commit. */
  locate(tx: Tx, tenantId: string, sha256: string): Promise<{ size: number } | undefined>;
  /** The content as a stream, read after the request's transaction (each page in a short transaction of its own). */
  open(tenantId: string, sha256: string): Readable;
  /** Removes the contents no file_storages row names any more (in the request's transaction). */
  release(tx: Tx, tenantId: string, sha256s: readonly (string | null)[]): Promise<void>;
}

/** One chunk row: large enough that a 50 MiB file is 200 rows, small enough that a page of them is little memory. */
export const CONTENT_CHUNK_BYTES = 256 * 1024;
/**
 * Chunks read per transaction on download: 1 MiB on PostgreSQL; 512 KiB on PGlite, whose driver copies each query's
 * whole answer out of WebAssembly memory into a receive buffer of 1 MiB that a page of four base64 chunks outgrows
 * (a larger buffer, then a fresh 1 MiB one for the next query): pages of two lowered the 48 MiB download's peak RSS
 * (ADR 0184), at more server CPU per download (twice the transactions).
 */
const PAGE_CHUNKS = { postgres: 4, pglite: 2 } as const;

export const isSha256 = (value: string): boolean => /^[0-9a-f]{64}$/.test(value);

/** Cuts a stream of buffers of any size into CONTENT_CHUNK_BYTES pieces (the last shorter). */
async function* rechunk(source: AsyncIterable<Buffer> | Iterable<Buffer>): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const piece of source) {
    pending.push(piece);
    length += piece.length;
    while (length >= CONTENT_CHUNK_BYTES) {
      const all = Buffer.concat(pending, length);
      yield all.subarray(0, CONTENT_CHUNK_BYTES);
      pending = [all.subarray(CONTENT_CHUNK_BYTES)];
      length -= CONTENT_CHUNK_BYTES;
    }
  }
  if (length > 0) yield Buffer.concat(pending, length);
}

/** The content store in the database itself: PostgreSQL or PGlite, row-level security per tenant like every table. */
export function databaseContentStore(db: Db, kind: 'pglite' | 'postgres' = 'pglite'): FileContentStore {
  // PGlite's driver converts bytea to and from hex byte by byte in JavaScript (about 1 MiB/s on a busy machine), so
  // there the chunks travel as base64 text, which Node encodes natively; node-postgres handles bytea natively itself
  // (binary parameters, hex results decoded by Buffer), where base64 strings only add garbage (ADR 0160)
  const text = kind === 'pglite';
  const pageChunks = PAGE_CHUNKS[kind];
  const store: FileContentStore = {
    async put(tx, tenantId, source) {
      const id = randomUUID();
      const hash = createHash('sha256');
      let size = 0;
      let seq = 0;
      for await (const chunk of rechunk(source)) {
        hash.update(chunk);
        size += chunk.length;
        const data = text ? sql`decode(${chunk.toString('base64')}, 'base64')` : chunk;
        await tx.insert(fileContentChunks).values({ tenantId, contentId: id, seq, data });
        seq++;
      }
      const sha256 = hash.digest('hex');
      // the same bytes stored already (another storage, or a parallel upload that committed first): keep that copy
      const inserted = await tx
        .insert(fileContents)
        .values({ tenantId, id, sha256, size })
        .onConflictDoNothing()
        .returning({ id: fileContents.id });
      if (inserted.length === 0) {
        await tx
          .delete(fileContentChunks)
          .where(and(eq(fileContentChunks.tenantId, tenantId), eq(fileContentChunks.contentId, id)));
        if (!(await store.locate(tx, tenantId, sha256)))
          throw new Error('stored content vanished during an upload; retry');
      }
      return { sha256, size };
    },

    async locate(tx, tenantId, sha256) {
      // FOR KEY SHARE: a concurrent release of the same content waits for this transaction (and then sees the row
      // that names it), so a file_storages row never names a content deleted under it
      const [row] = await tx
        .select({ size: fileContents.size })
        .from(fileContents)
        .where(and(eq(fileContents.tenantId, tenantId), eq(fileContents.sha256, sha256)))
        .for('key share');
      return row;
    },

    open(tenantId, sha256) {
      let contentId: string | undefined;
      let next = 0;
      let done = false;
      // the chunks of the page read last, not yet pushed: pushed one per read() as they are (no copy into one
      // page-sized buffer), so the next page is read only once the stream took the last chunk of this one
      const fetched: Buffer[] = [];
      return new Readable({
        // one chunk in the stream's buffer, at most a page held: a slow client holds no connection and little memory
        highWaterMark: CONTENT_CHUNK_BYTES,
        read() {
          const chunk = fetched.shift();
          if (chunk) return void this.push(chunk);
          if (done) return void this.push(null);
          withTenant(db, tenantId, async (tx) => {
            if (!contentId) {
              const [row] = await tx
                .select({ id: fileContents.id })
                .from(fileContents)
                .where(and(eq(fileContents.tenantId, tenantId), eq(fileContents.sha256, sha256)));
              if (!row) throw new Error(`stored content ${sha256} not found`);
              contentId = row.id;
            }
            return tx
              .select({
                seq: fileContentChunks.seq,
                data: text
                  ? sql<Buffer>`encode(${fileContentChunks.data}, 'base64')`.mapWith((value: string) =>
                      Buffer.from(value, 'base64'),
                    )
                  : fileContentChunks.data,
              })
              .from(fileContentChunks)
              .where(
                and(
                  eq(fileContentChunks.tenantId, tenantId),
                  eq(fileContentChunks.contentId, contentId),
                  gte(fileContentChunks.seq, next),
                ),
              )
              .orderBy(asc(fileContentChunks.seq))
              .limit(pageChunks);
          })
            .then((rows) => {
              rows.forEach((row, i) => {
                if (row.seq !== next + i)
                  throw new Error(`stored content ${sha256}: chunk ${next + i} missing`);
              });
              next += rows.length;
              done = rows.length < pageChunks;
              fetched.push(...rows.map((row) => row.data));
              // one push per read: the next read takes the next fetched chunk, or reads the next page
              this.push(fetched.shift() ?? null);
            })
            .catch((error: unknown) => this.destroy(error as Error));
        },
      });
    },

    async release(tx, tenantId, sha256s) {
      const names = [...new Set(sha256s.filter((s): s is string => !!s))];
      if (names.length === 0) return;
      // lock first, then look for rows naming them in a statement of its own (a fresh snapshot in READ COMMITTED):
      // an upload or copy that locked the same content (locate) has committed its row by then
      const locked = await tx
        .select({ id: fileContents.id, sha256: fileContents.sha256 })
        .from(fileContents)
        .where(and(eq(fileContents.tenantId, tenantId), inArray(fileContents.sha256, names)))
        .for('update');
      if (locked.length === 0) return;
      const named = await tx
        .selectDistinct({ sha256: fileStorages.sha256 })
        .from(fileStorages)
        .where(
          and(
            eq(fileStorages.tenantId, tenantId),
            inArray(
              fileStorages.sha256,
              locked.map((l) => l.sha256),
            ),
          ),
        );
      const keep = new Set(named.map((n) => n.sha256));
      const unused = locked.filter((l) => !keep.has(l.sha256)).map((l) => l.id);
      if (unused.length === 0) return;
      // the chunks go with their content (on delete cascade)
      await tx
        .delete(fileContents)
        .where(and(eq(fileContents.tenantId, tenantId), inArray(fileContents.id, unused)));
    },
  };
  return store;
}
