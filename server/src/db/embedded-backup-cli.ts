// Operator command: backs up or restores the embedded database (PGlite in QMS_DATA_DIR) as one archive.
//   cd server && node --import tsx src/db/embedded-backup-cli.ts export <archive.tar>   (pnpm db:export)
//   cd server && node --import tsx src/db/embedded-backup-cli.ts import <archive.tar>   (pnpm db:import)
// The server must be stopped (PGlite has one writer; the data folder's lock refuses a second opener). The archive
// holds the database only: never the key-encryption key (kept apart, server/README.md "Backup and restore").
// On PostgreSQL use pg_dump / pg_restore instead.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from './database';
import { PRIVATE_FILE_MODE } from './data-dir';

const USAGE = 'usage: embedded-backup-cli.ts export|import <archive.tar>';

async function exportTo(dataDir: string, file: string): Promise<void> {
  if (!existsSync(path.join(dataDir, 'pglite')))
    throw new Error(`There is no embedded database in ${dataDir}.`);
  // as it is on disk: no migration, so the archive is the database the stopped server left
  const database = await openDatabase({ dataDir, migrate: false });
  try {
    const archive = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
    // 'wx': never overwrite an earlier backup; 0600: the archive holds everything the database holds
    writeFileSync(file, archive, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    console.log(`Exported the embedded database of ${dataDir} to ${file} (${archive.length} bytes).`);
  } finally {
    await database.close();
  }
}

async function importFrom(dataDir: string, file: string): Promise<void> {
  const target = path.join(dataDir, 'pglite');
  // a restore never merges into or replaces a database: the operator moves the old one away first
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} already holds a database; restore into an empty data folder.`);
  }
  const database = await openDatabase({
    dataDir,
    migrate: false,
    loadDataDir: new Blob([readFileSync(file)]),
  });
  await database.close();
  console.log(`Restored ${file} into ${dataDir}; start the server with the same key-encryption key.`);
}

async function main(): Promise<number> {
  const [command, file] = process.argv.slice(2);
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump / pg_restore (server/README.md).');
    return 2;
  }
  if (!file || (command !== 'export' && command !== 'import')) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'export') await exportTo(config.dataDir, path.resolve(file));
  else await importFrom(config.dataDir, path.resolve(file));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
