// The CSV exports (processes, gap list, impact analysis) as a scenario reads them back: csv-parse, strict
// RFC 4180 (quoted cells, doubled quotes, CRLF rows), so a malformed file fails the scenario.
import { parse } from 'csv-parse/sync';

export function readCsv(text: string): string[][] {
  return parse(text, { record_delimiter: '\r\n' }) as string[][];
}
