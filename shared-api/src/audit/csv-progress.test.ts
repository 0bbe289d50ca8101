import { setApiBaseUrl } from '../client/http';
import { exportAuditTrailCsvWithProgress } from './audit.queries';
import { CsvEntryCounter } from './csv-progress';

// The audit trail export's progress (issue 30): entries counted as the CSV arrives, as the server writes it
// (server/src/http/csv.ts: a BOM, every cell quoted, quotes doubled, CRLF line ends).

const csvRow = (cells: string[]) => `${cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')}\r\n`;
const CSV =
  '\uFEFF' +
  csvRow(['Seq', 'Change', 'Reason']) +
  csvRow(['3', 'name: Auditor → Lead Auditor', 'renamed\r\nafter the "audit"']) +
  csvRow(['2', 'description: "a,\nb"', '']) +
  csvRow(['1', 'created', 'line one\nline two\n\nline four']);
const bytes = new TextEncoder().encode(CSV);

/** The bytes cut at the given offsets. */
const cut = (at: number[]) =>
  [0, ...at, bytes.length].slice(1).map((end, i, ends) => bytes.slice(i ? ends[i - 1] : 0, end));

describe('CsvEntryCounter', () => {
  it('counts entries, not lines: line breaks in quoted cells do not end one, the header is not one', () => {
    const counter = new CsvEntryCounter();
    expect(counter.push(bytes)).toBe(3);
    expect(counter.end()).toBe(3);
  });

  it('counts right whatever the chunk boundaries: inside a quoted cell, a doubled quote, a CRLF, a character', () => {
    const text = new TextDecoder().decode(bytes);
    const offsetOf = (s: string) => new TextEncoder().encode(text.slice(0, text.indexOf(s))).length;
    const arrow = offsetOf('→');
    const boundaries = [
      [offsetOf('renamed') + 4], // inside a quoted cell, before its line break
      [offsetOf('renamed\r\n') + 8], // between the CR and the LF inside the cell
      [offsetOf('""audit') + 1], // between the two quotes of a doubled quote
      [offsetOf('line two') - 1], // just before a line feed inside a cell
      [arrow + 1, arrow + 2], // inside the three bytes of '→'
    ];
    for (const at of boundaries) {
      const counter = new CsvEntryCounter();
      const seen = cut(at).map((chunk) => counter.push(chunk));
      expect(counter.end()).toBe(3);
      expect(seen.at(-1)).toBe(3);
    }
    // one byte at a time: every boundary there is
    const counter = new CsvEntryCounter();
    const seen = Array.from(bytes, (byte) => counter.push(Uint8Array.of(byte)));
    expect(counter.end()).toBe(3);
    // never more than the entries complete so far, never going back
    expect(seen.every((n, i) => i === 0 || n >= (seen[i - 1] ?? 0))).toBe(true);
    expect(seen[bytes.length - 2]).toBe(2);
  });

  it('a header alone is no entry; a last entry without its line end counts at the end', () => {
    const header = new CsvEntryCounter();
    expect(header.push(new TextEncoder().encode(csvRow(['Seq'])))).toBe(0);
    expect(header.end()).toBe(0);
    const unterminated = new CsvEntryCounter();
    expect(unterminated.push(new TextEncoder().encode(`${csvRow(['Seq'])}"1"`))).toBe(0);
    expect(unterminated.end()).toBe(1);
  });
});

describe('exportAuditTrailCsvWithProgress', () => {
  beforeAll(() => setApiBaseUrl('http://localhost'));
  afterEach(() => jest.restoreAllMocks());

  it('reads the streamed CSV, reports the entries as they arrive and returns the whole file', async () => {
    const chunks = cut([10, 70, 120]);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(body, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } }),
      );
    const seen: number[] = [];
    const blob = await exportAuditTrailCsvWithProgress({ table: 'roles' }, (n) => seen.push(n));
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      'http://localhost/qms-api/audit-trail/export.csv?table=roles',
    );
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(blob.type).toBe('text/csv; charset=utf-8');
    // the first chunk at once, then throttled; the total always at the end
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(3);
    expect(seen.length).toBeLessThanOrEqual(chunks.length + 1);
  });
});
