import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PRIVATE_FILE_MODE, preparePrivateDir } from './data-dir';
import { assertRequestRole } from './request-role';
import { registerSettingsTransactions } from './tenant';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Drizzle database over either driver; area code only ever sees this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** a short query that proves the database answers (for /ready) */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's pool (the metrics); undefined on PGlite, which has no pool */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  /** PGlite only: the whole database as one tar archive (an embedded copy; `loadDataDir` opens it again) */
  dumpDataDir?(): Promise<Blob>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface OpenDatabaseOptions {
  /** postgres://… — when set, real PostgreSQL; otherwise embedded PGlite in dataDir */
  databaseUrl?: string;
  /** PGlite data directory; ignored for PostgreSQL. `memory://` for a throw-away in-memory database. */
  dataDir?: string;
  /** run migrations before returning (default true) */
  migrate?: boolean;
  /**
   * One-time setup after the migrations (the demo seed). On PostgreSQL it runs under the same advisory lock,
   * so two servers starting together neither migrate nor seed twice.
   */
  afterMigrate?: (db: Db, kind: Database['kind']) => Promise<void>;
  /** PGlite only: start an in-memory database from an archive of `dumpDataDir` instead of an empty one */
  loadDataDir?: Blob;
}

/** pg_advisory_lock key of migrate + seed: an arbitrary constant, fixed forever (every version must agree). */
export const MIGRATION_LOCK_KEY = '7162413937460131';

/**
 * PGlite cannot tell when a second process opens the same directory, and two writers would corrupt it,
 * so we hold a lock file with our pid. A lock left by a dead process is taken over.
 */
const locksHeldHere = new Set<string>();

function acquireLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, '.qms-server.lock');
  const inUse = (holder: number | string) =>
    new Error(
      `The embedded database in ${dataDir} is in use by process ${holder}. ` +
        'Stop that server first, or set DATABASE_URL to use PostgreSQL.',
    );
  // a second open in this very process would corrupt the directory just the same
  if (locksHeldHere.has(lockPath)) throw inUse(process.pid);
  const tryCreate = (): boolean => {
    try {
      const fd = openSync(lockPath, 'wx', PRIVATE_FILE_MODE);
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  };
  if (!tryCreate()) {
    const holder = Number(readFileSync(lockPath, 'utf8').trim());
    let alive = false;
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid) {
      try {
        process.kill(holder, 0);
        alive = true;
      } catch (error) {
        alive = (error as NodeJS.ErrnoException).code === 'EPERM';
      }
    }
    // our own pid in the file without a lock held here is a leftover (e.g. a container whose pid is always 1)
    if (alive) throw inUse(holder);
    rmSync(lockPath, { force: true });
    if (!tryCreate()) throw new Error(`Could not lock ${dataDir}`);
  }
  locksHeldHere.add(lockPath);
  return () => {
    locksHeldHere.delete(lockPath);
    rmSync(lockPath, { force: true });
  };
}

/** Connections per server process (QMS_SERVER_WORKERS multiplies it; config.ts keeps the total under 100). */
const POOL_MAX = 10;

/**
 * How long an idle connection stays open (pg's default: 10 s). A new PostgreSQL connection costs its backend's
 * start and, on first use, the catalog lookups and plans of the audit trigger and every statement: its first
 * transaction took 33–44 ms on the bench machine, connecting included (ADR 0187). With 10 s, every burst after a
 * short quiet spell paid that per connection; the pool's ten stay within the connection budget that config.ts
 * keeps under 100.
 */
const POOL_IDLE_MS = 5 * 60_000;
/** An in-memory PGlite database's buffer pool (its "disk" is memory too); on disk PGlite keeps the default. */
const IN_MEMORY_SHARED_BUFFERS = '16MB';

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const migrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: POOL_MAX,
      idleTimeoutMillis: POOL_IDLE_MS,
    });
    const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    const { settingsTransactions } = await import('./pg-tenant-transaction');
    registerSettingsTransactions(db, settingsTransactions(db, pool));
    if (migrate || options.afterMigrate) {
      try {
        // one dedicated connection holds the session-level lock for the whole setup
        const client = await pool.connect();
        let broken = false;
        try {
          await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
          try {
            const locked = drizzle(client, { schema, casing: 'snake_case' });
            if (migrate) {
              const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
              await run(locked, { migrationsFolder: MIGRATIONS_DIR });
              await assertRequestRole(locked as unknown as Db);
            }
            await options.afterMigrate?.(locked as unknown as Db, 'postgres');
          } finally {
            await client.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
          }
        } catch (error) {
          broken = true;
          throw error;
        } finally {
          // a failed connection may still hold the lock: destroy it instead of returning it to the pool
          client.release(broken);
        }
      } catch (error) {
        await pool.end();
        throw error;
      }
    }
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: POOL_MAX,
      }),
    };
  }

  const dataDir = options.dataDir ?? 'memory://';
  const inMemory = dataDir.startsWith('memory://');
  let release = (): void => {};
  if (!inMemory) {
    // 0700 folder, 0600 files (umask) — and no start on a folder others can read
    preparePrivateDir(dataDir);
    release = acquireLock(dataDir);
  }
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { hstore } = await import('@electric-sql/pglite/contrib/hstore');
    const { drizzle } = await import('drizzle-orm/pglite');
    // hstore: the audit trigger's diff (migration 0032); an extension is loaded with the database, every time
    const settings = {
      extensions: { hstore },
      // an in-memory database's files are already in memory: 128 MB of shared buffers (the default) would only
      // copy them, and setting up that pool was most of the cost of opening one (the tests open hundreds)
      ...(inMemory
        ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${IN_MEMORY_SHARED_BUFFERS}`] }
        : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    };
    const client = inMemory ? new PGlite(settings) : new PGlite(path.join(dataDir, 'pglite'), settings);
    await client.waitReady;
    const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
    if (migrate) {
      const { migrate: run } = await import('drizzle-orm/pglite/migrator');
      await run(drizzle(client, { schema, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR });
    }
    try {
      if (migrate) await assertRequestRole(db);
      await options.afterMigrate?.(db, 'pglite');
    } catch (error) {
      await client.close();
      throw error;
    }
    return {
      db,
      kind: 'pglite',
      ping: async () => void (await client.query('select 1')),
      close: async () => {
        await client.close();
        release();
      },
      // a checkpoint first: the archive's files then hold every committed change, and a database opened from it
      // starts without replaying the write-ahead log since the last checkpoint (all of the migrations, for the tests)
      dumpDataDir: async () => {
        await client.exec('checkpoint');
        return client.dumpDataDir('none');
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
