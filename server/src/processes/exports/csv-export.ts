import { PROCESS_CSV_COLUMNS, SOP_AS_PDF_NO_BLOCKS } from '@qms/shared-api/contract';
import { csvRow, UTF8_BOM } from '../../http/csv';
import type { ExportData } from './export-data';
import { plainText } from './rich-text';

/**
 * The process as CSV (the suite's one CSV convention, http/csv.ts): a header row, then one row per block in
 * document order. Rich text becomes plain text (one line per paragraph); a diagram's cell names it a diagram.
 * A process stored as a PDF has no blocks: its one data row says so.
 */
export function renderProcessCsv({ sop, blocks }: ExportData): string {
  const lines = [UTF8_BOM, csvRow(PROCESS_CSV_COLUMNS)];
  if (sop.sopAsPdf) {
    lines.push(csvRow(['', '', sop.name, SOP_AS_PDF_NO_BLOCKS]));
    return lines.join('');
  }
  for (const b of blocks) {
    lines.push(
      csvRow([
        b.number,
        b.type,
        b.name,
        b.type === 'DRAWIO' ? '(diagram)' : plainText(b.description),
        b.roleName,
        b.testable ? 'yes' : 'no',
        b.acceptanceCriterion,
        b.testMethodReference,
        b.statisticalRequirements,
        b.sampleSize,
        b.references,
        b.templateContentIds.join(' '),
        b.productIds.join(' '),
        b.versionState,
        b.artifactId,
        b.versionId,
      ]),
    );
  }
  return lines.join('');
}
