import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { databaseContentStore, type FileContentStore } from './content-store';

/**
 * The bytes of stored files live in the database (file_contents, ADR 0160), written in the request's transaction:
 * a rolled-back request leaves nothing behind and needs no cleanup after the response. Files of older versions
 * under <data dir>/storage are copied in at start (migrate-disk-files.ts).
 */
let settings: { store: FileContentStore; maxBytes: number } | undefined;

/** Called once by buildApp: where the bytes go and how large a file may be. */
export function configureFileStorage(
  config: Pick<AppConfig, 'storageMaxBytes'>,
  db: Db,
  store: FileContentStore = databaseContentStore(db),
): void {
  settings = { store, maxBytes: config.storageMaxBytes };
}

function current() {
  if (!settings) throw new Error('file storage is not configured (configureFileStorage)');
  return settings;
}
export const storageMaxBytes = (): number => current().maxBytes;
export const contentStore = (): FileContentStore => current().store;
