// Reads the suite's CSV exports back in tests: a strict RFC 4180 reader written apart from the writer
// (src/http/csv.ts), so a test checks the file a spreadsheet gets, not the writer's own idea of it.

export interface CsvFile {
  /** the file started with the UTF-8 byte-order mark (removed before reading) */
  bom: boolean;
  rows: string[][];
}

/**
 * Parses CRLF-separated rows of comma-separated cells; quoted cells may hold commas, line breaks and doubled
 * quotes. Throws on what RFC 4180 forbids: a quote inside an unquoted cell, text after a closing quote, an open
 * quote at the end, a bare CR or LF between cells, or rows of different lengths. `allQuoted` also refuses an
 * unquoted cell (the suite's writer quotes every cell).
 */
export function readCsv(text: string, { allQuoted = false } = {}): CsvFile {
  const bom = text.startsWith('\uFEFF');
  const body = bom ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const fail = (why: string) => {
    throw new Error(`CSV: ${why} at character ${i} (row ${rows.length + 1}, cell ${row.length + 1})`);
  };
  while (i < body.length) {
    let cell = '';
    if (body[i] === '"') {
      i++;
      for (;;) {
        if (i >= body.length) fail('unterminated quoted cell');
        if (body[i] === '"') {
          if (body[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        cell += body[i++];
      }
    } else {
      if (allQuoted) fail('unquoted cell');
      while (i < body.length && body[i] !== ',' && body[i] !== '\r' && body[i] !== '\n') {
        if (body[i] === '"') fail('quote inside an unquoted cell');
        cell += body[i++];
      }
    }
    row.push(cell);
    if (body[i] === ',') {
      i++;
      if (i === body.length) fail('missing last cell');
    } else if (body.startsWith('\r\n', i) || i === body.length) {
      i += 2;
      if (rows.length > 0 && rows[0]!.length !== row.length)
        fail(`row has ${row.length} cells, the header ${rows[0]!.length}`);
      rows.push(row);
      row = [];
    } else fail('text after a closing quote or a bare line break');
  }
  return { bom, rows };
}
