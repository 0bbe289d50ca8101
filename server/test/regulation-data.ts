// Where the tests read the public regulation data (never copied into the repository): REGULATIONS_DATA_DIR, else
// ../shared/data/regulations beside the repository. A suite that needs it FAILS when it is absent: a skip would turn
// the regulations and impact half green untested on a machine without the data.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const regulationDataDir =
  process.env.REGULATIONS_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../shared/data/regulations');
export const WORKBOOK = 'NIST_SP-800-53_rev4-to-rev5_comparison-workbook.json';
export const COLLECTION = 'NIST_SP-800-53_rev5-to-rev4_oscal-mapping-collection.json';
export const REV4 = 'NIST_SP-800-53_rev4_catalog-min.json';
export const REV5 = 'NIST_SP-800-53_rev5.0.1_catalog.json';

/** Throws, naming the folder and REGULATIONS_DATA_DIR, when a file the suites read is missing. */
export function requireRegulationData(): void {
  const missing = [WORKBOOK, COLLECTION, REV4, REV5].filter(
    (f) => !existsSync(path.join(regulationDataDir, f)),
  );
  if (missing.length) {
    throw new Error(
      `regulation data missing in ${regulationDataDir}: ${missing.join(', ')}. ` +
        'Put the public regulation data there or set REGULATIONS_DATA_DIR to its folder.',
    );
  }
}

export const loadRegulationData = (name: string): unknown => {
  requireRegulationData();
  return JSON.parse(readFileSync(path.join(regulationDataDir, name), 'utf8'));
};
