// Operator command: imports the standards service's reference lists (template contents, roles, processes, process
// contents) from a JSON file shaped like starter-catalogue.json.
//   pnpm --filter @qms/server sr:import-references <catalogue.json>
// Same DATABASE_URL / QMS_DATA_DIR as the server (on PGlite stop the server first). Exit 0 with a summary, 1 with
// the reason (nothing is written then).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';
import { restrictNewFileModes } from '../../db/data-dir';
import { openDatabase } from '../../db/database';
import {
  importReferences,
  InvalidReferenceCatalogError,
  parseReferenceCatalog,
} from './references.repository';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length !== 1) {
    console.error('Usage: sr:import-references <catalogue.json>');
    return 1;
  }
  const absolute = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]!);
  let catalog;
  try {
    catalog = parseReferenceCatalog(readFileSync(absolute, 'utf8'));
  } catch (error) {
    console.error(
      error instanceof InvalidReferenceCatalogError
        ? error.message
        : `Cannot read ${absolute}: ${(error as Error).message}`,
    );
    return 1;
  }
  const config = loadConfig();
  restrictNewFileModes();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const counts = await importReferences(database.db, catalog);
    for (const c of counts)
      console.log(`${c.kind}: ${c.inserted} new, ${c.updated} updated, ${c.removed} marked removed`);
    return 0;
  } catch (error) {
    console.error(`Import failed, nothing was written: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
