import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * An upload read into a temporary file before the request's transaction opens (ADR 0190): the client sends at its
 * own pace while no database connection, row lock or transaction id is held for it, and the transaction then
 * copies the file in at disk speed. Never whole in memory: only the first `headBytes` are kept, for the type check.
 */
export interface SpooledFile {
  size: number;
  /** the first bytes (or the whole file if shorter), for a check by content */
  head: Buffer;
  /** the bytes, read from the temporary file */
  open(): Readable;
  /** deletes the temporary file; safe to call more than once */
  remove(): Promise<void>;
}

export async function spoolUpload(source: Readable, headBytes: number): Promise<SpooledFile> {
  // the system's temporary folder (TMPDIR), one file per upload in progress
  const path = join(tmpdir(), `qms-upload-${randomUUID()}`);
  let removed: Promise<void> | undefined;
  const remove = () => (removed ??= rm(path, { force: true }));
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (headLength < headBytes) {
        head.push(chunk.subarray(0, headBytes - headLength));
        headLength += head[head.length - 1]!.length;
      }
      done(null, chunk);
    },
  });
  try {
    // readable by this process's user only, and never an existing file ('wx')
    await pipeline(source, measure, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await remove();
    throw error;
  }
  return { size, head: Buffer.concat(head, headLength), open: () => createReadStream(path), remove };
}
