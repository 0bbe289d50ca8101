// Operator command: imports the standards service's reference lists (template contents, roles, processes, process
// contents) and SR relation releases (relationReleases) from a JSON file shaped like starter-catalogue.json.
// Relations name requirements by key, so import the regulations (sr:import) first; a release whose regulation is
// not imported is skipped (and reported). Importing the same file again changes nothing.
//   pnpm --filter @qms/server sr:import-references <catalogue.json>
// Same DATABASE_URL / QMS_DATA_DIR as the server (on PGlite stop the server first). Exit 0 with a summary, 1 with
// the reason (nothing is written then).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';
import { restrictNewFileModes } from '../../db/data-dir';
import { openDatabase } from '../../db/database';
import { importRelations, InvalidRelationCatalogueError, parseRelationCatalogue } from '../relations/index';
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
  let relations;
  try {
    const text = readFileSync(absolute, 'utf8');
    catalog = parseReferenceCatalog(text);
    relations = parseRelationCatalogue(text);
  } catch (error) {
    console.error(
      error instanceof InvalidReferenceCatalogError || error instanceof InvalidRelationCatalogueError
        ? error.message
        : `Cannot read ${absolute}: ${(error as Error).message}`,
    );
    return 1;
  }
  const config = loadConfig();
  restrictNewFileModes();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const [counts, releases] = await database.db.transaction(async (tx) => {
      const references = await importReferences(tx, catalog);
      return [references, await importRelations(tx, relations)] as const;
    });
    for (const c of counts)
      console.log(`${c.kind}: ${c.inserted} new, ${c.updated} updated, ${c.removed} marked removed`);
    for (const r of releases)
      console.log(
        'skipped' in r
          ? `relation release ${r.releaseId}: skipped, ${r.skipped}`
          : `relation release ${r.releaseId}: ${r.created ? 'new' : 'updated'}, ${r.relations} relations`,
      );
    return 0;
  } catch (error) {
    console.error(`Import failed, nothing was written: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
