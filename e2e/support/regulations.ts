import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './suite';

/** The public regulation data beside the repository (never copied into it); REGULATIONS_DATA_DIR overrides. */
export const regulationsDataDir =
  process.env.REGULATIONS_DATA_DIR ?? path.resolve(repoRoot, '../shared/data/regulations');
export const EXAMPLE_CATALOG = path.join(regulationsDataDir, 'OSCAL_example_basic-catalog.json');
export const REV5_CATALOG = path.join(regulationsDataDir, 'NIST_SP-800-53_rev5.0.1_catalog.json');
export const REV4_CATALOG = path.join(regulationsDataDir, 'NIST_SP-800-53_rev4_catalog-min.json');
/** NIST's Rev. 4 → Rev. 5 comparison, the impact-analysis scenarios' "Import mapping" file */
export const REV4_TO_REV5_WORKBOOK = path.join(
  regulationsDataDir,
  'NIST_SP-800-53_rev4-to-rev5_comparison-workbook.json',
);
/** The standards service's starter reference lists and relations (the relation-proposal scenario's SR relations). */
export const STARTER_REFERENCES = path.join(
  repoRoot,
  'server/src/regulations/references/starter-catalogue.json',
);
/**
 * Throws, naming the folder and REGULATIONS_DATA_DIR, when a file the regulation and impact scenarios need is
 * missing: the suite fails instead of going green with half its scenarios skipped.
 */
export function requireRegulationsData(): void {
  const missing = [EXAMPLE_CATALOG, REV5_CATALOG, REV4_CATALOG, REV4_TO_REV5_WORKBOOK].filter(
    (file) => !existsSync(file),
  );
  if (missing.length) {
    throw new Error(
      `regulation data missing in ${regulationsDataDir}: ${missing.map((f) => path.basename(f)).join(', ')}. ` +
        'Put the public regulation data there or set REGULATIONS_DATA_DIR to its folder.',
    );
  }
}

/**
 * Shell commands (ending in `&& `) that import the example catalog as a LICENSED regulation and SP 800-53 Rev. 5 and
 * Rev. 4 as open ones (the impact-analysis scenarios need both revisions), with the operator command (`sr:import`),
 * then the starter catalogue's SR relations for them (`sr:import-references`), into the e2e server's fresh data
 * folder before it starts.
 * Throws when the data is absent (requireRegulationsData), so the whole run stops before any server starts.
 */
export function importRegulationsCommand(): string {
  requireRegulationsData();
  const run = (file: string, extra = '') =>
    `node --import tsx src/regulations/import-cli.ts "${file}" --by e2e-operator ${extra}&& `;
  return (
    run(EXAMPLE_CATALOG, '--license VIEW_LICENSED ') +
    run(REV5_CATALOG, '--number "SP 800-53 Rev. 5" ') +
    run(REV4_CATALOG, '--number "SP 800-53 Rev. 4" ') +
    `node --import tsx src/regulations/references/import-references-cli.ts "${STARTER_REFERENCES}" && `
  );
}
