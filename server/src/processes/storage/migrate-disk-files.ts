import { createReadStream } from 'node:fs';
import { readdir, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { withTenant } from '../../db/tenant';
import { fileStorages } from '../schema';
import { databaseContentStore, isSha256 } from './content-store';

const SAFE_ID = /^[0-9a-f-]{36}$/;

export interface DiskMigration {
  /** files copied into the database (their disk copy then removed) */
  copied: number;
  /** disk files whose content the database held already (removed) */
  present: number;
  /** files no storage row names, or whose bytes do not match their name: left where they are */
  skipped: number;
}

const folders = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory() && SAFE_ID.test(entry.name))
    .map((entry) => entry.name);

/**
 * Files of versions before ADR 0160 lie under <data dir>/storage/<tenant>/<storage id>/<sha256>. At start each one a
 * storage row still names is copied into the database (its sha256 verified while it streams in), one transaction per
 * file; only after that transaction committed is the disk copy removed, so no step loses a file. A second start
 * finds nothing left to do. Files no row names and files whose bytes do not match their name stay on disk (logged).
 * Runs as system work (no actor) under the migration lock of openDatabase's afterMigrate.
 */
export async function migrateDiskFiles(
  db: Db,
  dataDir: string,
  log: (message: string) => void = console.warn,
): Promise<DiskMigration> {
  const root = path.join(dataDir, 'storage');
  const store = databaseContentStore(db);
  const result: DiskMigration = { copied: 0, present: 0, skipped: 0 };
  for (const tenantId of await folders(root)) {
    for (const storageId of await folders(path.join(root, tenantId))) {
      const dir = path.join(root, tenantId, storageId);
      for (const name of await readdir(dir)) {
        const file = path.join(dir, name);
        if (!isSha256(name)) continue;
        const outcome = await withTenant(db, tenantId, async (tx) => {
          const [named] = await tx
            .select({ id: fileStorages.id })
            .from(fileStorages)
            .where(
              and(
                eq(fileStorages.tenantId, tenantId),
                eq(fileStorages.id, storageId),
                eq(fileStorages.sha256, name),
              ),
            );
          if (!named) return 'skipped' as const;
          if (await store.locate(tx, tenantId, name)) return 'present' as const;
          const { sha256 } = await store.put(tx, tenantId, createReadStream(file));
          // the transaction rolls back: nothing of a damaged file enters the database
          if (sha256 !== name) throw new Error(`${file}: its content has the sha256 ${sha256}`);
          return 'copied' as const;
        }).catch((error: unknown) => {
          log(`stored file not migrated, left on disk: ${(error as Error).message}`);
          return 'failed' as const;
        });
        if (outcome === 'skipped') log(`stored file not named by its storage, left on disk: ${file}`);
        if (outcome === 'failed' || outcome === 'skipped') result.skipped++;
        else {
          result[outcome]++;
          await rm(file);
        }
      }
      // only empty folders go (rmdir refuses others)
      await rmdir(dir).catch(() => undefined);
    }
    await rmdir(path.join(root, tenantId)).catch(() => undefined);
  }
  if (result.copied + result.present + result.skipped > 0)
    log(
      `stored files moved into the database: ${result.copied} copied, ${result.present} present already, ` +
        `${result.skipped} left on disk`,
    );
  return result;
}
