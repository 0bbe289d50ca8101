// The one CSV convention of the suite (audit trail, process exports): RFC 4180 for spreadsheet users, CRLF
// line ends, every cell quoted (quotes doubled), a UTF-8 byte-order mark so Excel reads umlauts right, and cells
// that a spreadsheet would run as a formula neutralised with a leading '.
// Small enough that a library (and its lockfile churn) is not worth it; csv.test.ts pins the rules.

/** A cell starting with one of these is a formula in Excel/LibreOffice/Sheets (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export const UTF8_BOM = '\uFEFF';

export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
