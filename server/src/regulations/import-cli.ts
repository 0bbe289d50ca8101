// Operator command: imports an OSCAL catalog (JSON) into the standards service.
//   pnpm --filter @qms/server sr:import <catalog.json> [--license VIEW_LICENSED] [--export-license EXPORT_LICENSED]
//                                        [--number "SP 800-53 Rev. 5"] [--by "operator name"]
// Uses the same DATABASE_URL / QMS_DATA_DIR as the server (on PGlite the server must be stopped: one process owns
// the data folder). Exit code 0 with a summary, 1 with the reason (nothing is written then).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { restrictNewFileModes } from '../db/data-dir';
import { openDatabase } from '../db/database';
import { importCatalog, parseCatalogText } from './oscal/oscal.import';
import { InvalidCatalogError } from './oscal/oscal.schema';
import { LicenseTypeExport, LicenseTypeView } from '@qms/shared-api/contract';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      license: { type: 'string' },
      'export-license': { type: 'string' },
      number: { type: 'string' },
      by: { type: 'string' },
    },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error(
      'Usage: sr:import <catalog.json> [--license VIEW_OPEN|VIEW_LICENSED] [--export-license EXPORT_OPEN|EXPORT_LICENSED|EXPORT_NONE] [--number <text>] [--by <operator>]',
    );
    return 1;
  }
  const license = values.license ? LicenseTypeView.safeParse(values.license) : undefined;
  const exportLicense = values['export-license']
    ? LicenseTypeExport.safeParse(values['export-license'])
    : undefined;
  if (license && !license.success)
    return fail(`--license must be one of ${LicenseTypeView.options.join(', ')}`);
  if (exportLicense && !exportLicense.success)
    return fail(`--export-license must be one of ${LicenseTypeExport.options.join(', ')}`);
  // INIT_CWD: pnpm --filter runs the script in server/, the operator's path is relative to where they typed it
  const absolute = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let catalog;
  try {
    catalog = parseCatalogText(readFileSync(absolute, 'utf8'));
  } catch (error) {
    return fail(
      error instanceof InvalidCatalogError
        ? error.message
        : `Cannot read ${absolute}: ${(error as Error).message}`,
    );
  }
  const config = loadConfig();
  // the same private file modes as the server (PGlite files in the data folder)
  restrictNewFileModes();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const started = performance.now();
    const result = await importCatalog(
      database.db,
      { catalog },
      {
        importedBy: values.by ?? os.userInfo().username,
        source: path.basename(absolute),
        licenseTypeView: license?.data,
        licenseTypeExport: exportLicense?.data,
        number: values.number,
      },
    );
    const c = result.counts;
    console.log(
      `${result.created ? 'Imported' : 'Re-imported'} "${result.title}" version ${result.version} as regulation ${result.regulationId} ` +
        `in ${Math.round(performance.now() - started)} ms: ${c.groups} groups, ${c.controls} controls, ${c.enhancements} enhancements ` +
        `(${c.withdrawn} withdrawn), ${c.paragraphs} statement paragraphs; ${c.inserted} requirements new, ${c.updated} updated, ${c.removed} removed.`,
    );
    return 0;
  } catch (error) {
    return fail(
      error instanceof InvalidCatalogError
        ? error.message
        : `Import failed, nothing was written: ${(error as Error).message}`,
    );
  } finally {
    await database.close();
  }
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

process.exitCode = await main();
