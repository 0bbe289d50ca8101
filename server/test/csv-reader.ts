// Reads the suite's CSV exports back in tests with csv-parse (strict RFC 4180), a parser written apart from our
// writer (src/http/csv.ts), so a test checks the file a spreadsheet gets, not the writer's own idea of it.
import { parse } from 'csv-parse/sync';

export interface CsvFile {
  /** the file started with the UTF-8 byte-order mark (removed before reading) */
  bom: boolean;
  rows: string[][];
}

/**
 * CRLF-separated rows; throws on what RFC 4180 forbids (a quote inside an unquoted cell, text after a closing
 * quote, an open quote at the end, rows of different lengths). `allQuoted` also refuses an unquoted cell (the
 * suite's writer quotes every cell).
 */
export function readCsv(text: string, { allQuoted = false } = {}): CsvFile {
  const bom = text.startsWith('\uFEFF');
  const rows = parse(bom ? text.slice(1) : text, {
    record_delimiter: '\r\n',
    cast: (value, context) => {
      if (allQuoted && !context.quoting)
        throw new Error(`CSV: unquoted cell in row ${context.lines}, column ${Number(context.column) + 1}`);
      return value;
    },
  }) as string[][];
  return { bom, rows };
}
