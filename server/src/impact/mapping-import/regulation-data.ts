// Where the tests read the public regulation data (never copied into the repository): REGULATIONS_DATA_DIR, else
// ../shared/data/regulations beside the repository. Suites skip with this message when it is absent.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const regulationDataDir =
  process.env.REGULATIONS_DATA_DIR ??
  path.resolve(import.meta.dirname, '../../../../../shared/data/regulations');
export const WORKBOOK = 'NIST_SP-800-53_rev4-to-rev5_comparison-workbook.json';
export const COLLECTION = 'NIST_SP-800-53_rev5-to-rev4_oscal-mapping-collection.json';
export const REV4 = 'NIST_SP-800-53_rev4_catalog-min.json';
export const REV5 = 'NIST_SP-800-53_rev5.0.1_catalog.json';

export const loadRegulationData = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(regulationDataDir, name), 'utf8'));

/** false when every file is there, else the reason to skip (node:test's `skip` option). */
export const skipWithoutRegulationData = (): false | string =>
  [WORKBOOK, COLLECTION, REV4, REV5].every((f) => existsSync(path.join(regulationDataDir, f)))
    ? false
    : `regulation data not found in ${regulationDataDir} (set REGULATIONS_DATA_DIR)`;
