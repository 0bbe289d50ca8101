import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
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

/** `qms-upload-<pid>-<uuid>`: the process id tells a later start whether the upload's server is gone. */
const PREFIX = 'qms-upload-';
const SPOOL_NAME = new RegExp(
  `^${PREFIX}(\\d+)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`,
);

export async function spoolUpload(source: Readable, headBytes: number): Promise<SpooledFile> {
  // the system's temporary folder (TMPDIR), one file per upload in progress
  const path = join(tmpdir(), `${PREFIX}${process.pid}-${randomUUID()}`);
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

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user has that id, so it runs
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Deletes the temporary files of uploads whose server process no longer runs (killed mid-upload: the file was never
 * acknowledged, nothing in it is kept anywhere). Called at start; returns how many it deleted.
 */
export async function removeOrphanedSpools(folder = tmpdir()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(folder)) {
    const pid = SPOOL_NAME.exec(name)?.[1];
    if (!pid || running(Number(pid))) continue;
    await rm(join(folder, name), { force: true });
    removed++;
  }
  return removed;
}
