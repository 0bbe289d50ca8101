import { createHash, randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config';

/**
 * The bytes of stored files live under <data dir>/storage/<tenant>/<storage id>/<sha256> (docs/architecture.md):
 * the database row names the sha256 of the current content. Files are written before the row is updated, and
 * old or deleted files are removed only once the transaction committed (the response went out with 2xx), so a
 * rolled-back request never leaves a row without its file; an upload whose transaction fails leaves at most an
 * unreferenced file in the storage's own folder, which the next upload or the deletion removes.
 */
const SAFE_ID = /^[0-9a-f-]{36}$/;
let settings: { root: string; maxBytes: number } | undefined;

/** Called once by buildApp: where files go and how large they may be. */
export function configureFileStorage(config: Pick<AppConfig, 'dataDir' | 'storageMaxBytes'>): void {
  settings = { root: path.join(config.dataDir, 'storage'), maxBytes: config.storageMaxBytes };
}

function current() {
  if (!settings) throw new Error('file storage is not configured (configureFileStorage)');
  return settings;
}
export const storageMaxBytes = (): number => current().maxBytes;

function storageDir(tenantId: string, id: string): string {
  // both are UUIDs from the database; refuse anything else rather than build a path from it
  if (!SAFE_ID.test(tenantId) || !SAFE_ID.test(id)) throw new Error('invalid storage path');
  return path.join(current().root, tenantId, id);
}

export const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

/** Writes the content (atomically: temp file and rename) and returns its sha256. */
export async function writeStorageFile(tenantId: string, id: string, data: Buffer): Promise<string> {
  const dir = storageDir(tenantId, id);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const hash = sha256(data);
  const temp = path.join(dir, `.${randomUUID()}.tmp`);
  await writeFile(temp, data, { mode: 0o600 });
  await rename(temp, path.join(dir, hash));
  return hash;
}

/**
 * Copies one stored content into another storage's folder (a new version's own copy: deleting either storage
 * never touches the other's file). A copy-on-write clone where the file system offers one, else a plain copy.
 */
export async function copyStorageFile(
  tenantId: string,
  fromId: string,
  toId: string,
  hash: string,
): Promise<void> {
  if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error('invalid content hash');
  const dir = storageDir(tenantId, toId);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const temp = path.join(dir, `.${randomUUID()}.tmp`);
  await copyFile(path.join(storageDir(tenantId, fromId), hash), temp, constants.COPYFILE_FICLONE);
  await rename(temp, path.join(dir, hash));
}

/** Removes storages' folders now (files copied for rows that will not be written). */
export async function removeStorageFolders(tenantId: string, ids: readonly string[]): Promise<void> {
  for (const id of ids) await rm(storageDir(tenantId, id), { recursive: true, force: true });
}

export async function readStorageFile(tenantId: string, id: string, hash: string): Promise<Buffer> {
  if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error('invalid content hash');
  return readFile(path.join(storageDir(tenantId, id), hash));
}

/** After a successful response: removes every file of the storage except `keep` (the current content). */
export function pruneStorageFilesAfterCommit(
  reply: FastifyReply,
  tenantId: string,
  id: string,
  keep: string,
): void {
  const dir = storageDir(tenantId, id);
  afterSuccess(reply, async () => {
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      if (name !== keep) await rm(path.join(dir, name), { force: true });
    }
  });
}

/** After a successful response: removes the storages' folders (their rows are gone with the transaction). */
export function removeStorageFilesAfterCommit(
  reply: FastifyReply,
  tenantId: string,
  ids: readonly string[],
): void {
  if (ids.length === 0) return;
  afterSuccess(reply, async () => {
    for (const id of ids) await rm(storageDir(tenantId, id), { recursive: true, force: true });
  });
}

/** The handler runs inside the tenant transaction; the response is sent only after it committed. */
function afterSuccess(reply: FastifyReply, work: () => Promise<void>): void {
  reply.raw.once('finish', () => {
    if (reply.statusCode >= 300) return;
    work().catch((error: unknown) => reply.log.warn({ err: error }, 'stored file cleanup failed'));
  });
}
