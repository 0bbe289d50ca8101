import type { ReleaseRecord } from './release-record';
import { printedDateTime } from './print-format';

// The signature tables of the controlled copy, once for the PDF and the HTML export (issue 27.1, 27.2): the
// signatures in force, the withdrawn ones apart (§11.70: a withdrawn approval must not read as a valid one), and
// the signers' comments of the release.

export interface PrintedTable {
  header: string[];
  rows: string[][];
}

export { NO_SIGNATURES } from './exports.messages';

/** Name, date and time (UTC), meaning, capacity: one row per signature in force. */
export function signaturesTable({ signatures }: ReleaseRecord): PrintedTable {
  return {
    header: ['Name', 'Date and time (UTC)', 'Meaning', 'Capacity'],
    rows: signatures.map((s) => [s.printedName, printedDateTime(s.signedAt), s.meaning, s.capacity]),
  };
}

/** The withdrawn signatures with when, why and by whom; null when there are none (the section is left out). */
export function withdrawnTable({ withdrawn }: ReleaseRecord): PrintedTable | null {
  if (withdrawn.length === 0) return null;
  return {
    header: ['Name', 'Signed (UTC)', 'Meaning', 'Capacity', 'Withdrawn (UTC)', 'Withdrawn by'],
    rows: withdrawn.map((s) => [
      s.printedName,
      printedDateTime(s.signedAt),
      s.meaning,
      s.capacity,
      // a revert made before withdrawals were recorded has no time
      `${s.cause}${s.withdrawnAt ? `, ${printedDateTime(s.withdrawnAt)}` : ' (time not recorded)'}`,
      s.withdrawnByDisplayName ?? 'not recorded',
    ]),
  };
}

/** The comments the signers in force gave with their decisions; null when none did. */
export function commentsTable({ signatures }: ReleaseRecord): PrintedTable | null {
  const rows = signatures.filter((s) => s.comment.trim()).map((s) => [s.printedName, s.capacity, s.comment]);
  return rows.length ? { header: ['Name', 'Capacity', 'Comment'], rows } : null;
}
