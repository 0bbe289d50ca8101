import type { ReleaseState } from '../common/release-state';
import type { BlockType } from './blocks.contract';
import { SopVersionParams } from './sops.contract';

/**
 * Exports and copy of a process (spec 1 §2.6 "Users can view a process, export it (PDF, simplified HTML, CSV) and
 * copy it", §7 the pdf / html / by-version-id paths). Layout decisions: docs/adr/0058-process-exports.md.
 */

/** spec 1 §7: the process name with spaces replaced by dashes, then _V{version}-{releaseState}.pdf. */
export function processExportFileName(
  sop: { name: string; version: number; releaseState: ReleaseState },
  extension: 'pdf' | 'html' | 'csv' = 'pdf',
): string {
  // path separators and control characters would make an unusable (or dangerous) file name
  // eslint-disable-next-line no-control-regex
  const base = sop.name.replace(/ /g, '-').replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_');
  return `${base}_V${sop.version}-${sop.releaseState}.${extension}`;
}

/** The header row of the process CSV (one row per non-deleted block, in document order). */
export const PROCESS_CSV_COLUMNS = [
  'No.',
  'Type',
  'Name',
  'Text',
  'Role',
  'Testable',
  'Acceptance criterion',
  'Test method reference',
  'Statistical requirements',
  'Sample size',
  'References',
  'Template contents',
  'Products',
  'Version state',
  'Block id',
  'Block version id',
] as const;

/** Marks every page of a DRAFT or IN_RELEASE export. */
export const NOT_RELEASED_MARK = 'NOT RELEASED';
/** What the HTML and CSV say for a process stored as a PDF (sopAsPdf): it has no blocks to export. */
export const SOP_AS_PDF_NO_BLOCKS =
  'This process is stored as a PDF document and has no blocks; download the PDF to read it.';
/** Appended to the name of a copy. */
export const COPY_NAME_SUFFIX = ' (Copy)';

/** POST /sops/{artifactId}/versions/{versionId}/copy: answers the new process (SopDetailResponse). */
export const SopCopyParams = SopVersionParams;

/** The delay after which the PDF download's object URL is revoked (spec 1 §7). */
export const DOWNLOAD_URL_REVOKE_MS = 60;

/**
 * Document numbers after '1 Purpose' and '2 Glossary': a title starts chapter 3, 4, …; the blocks below a title
 * are numbered inside it (3.1, 3.2); blocks before the first title count as chapters of their own. Shared by the
 * block list and the exports so the printed numbers are the screen's.
 */
export function blockNumbers(blocks: readonly { type: BlockType }[]): string[] {
  let chapter = 2;
  let inChapter: number | null = null;
  return blocks.map((b) => {
    if (b.type === 'HEADER' || inChapter === null) {
      chapter += 1;
      inChapter = b.type === 'HEADER' ? 0 : null;
      return String(chapter);
    }
    inChapter += 1;
    return `${chapter}.${inChapter}`;
  });
}
