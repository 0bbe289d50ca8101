import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { csvRow, UTF8_BOM } from '../http/csv';
import { readCsv } from './csv-reader';

describe('readCsv (the tests’ CSV reader)', () => {
  it('reads back what the writer wrote: BOM, quotes, commas, line breaks', () => {
    const cells = ['a "quoted", text', 'two\nlines', '', "'=1+1"];
    const file = readCsv(UTF8_BOM + csvRow(['h1', 'h2', 'h3', 'h4']) + csvRow(cells), { allQuoted: true });
    assert.equal(file.bom, true);
    assert.deepEqual(file.rows, [['h1', 'h2', 'h3', 'h4'], cells]);
  });

  it('refuses malformed files', () => {
    assert.equal(readCsv('a,b\r\nc,d').rows.length, 2, 'a last row without CRLF still counts');
    assert.throws(() => readCsv('a,b\r\n', { allQuoted: true }), /unquoted cell/);
    assert.throws(() => readCsv('"a\r\n'), /unterminated/);
    assert.throws(() => readCsv('"a"b\r\n'), /after a closing quote/);
    assert.throws(() => readCsv('a"b\r\n'), /quote inside/);
    assert.throws(() => readCsv('a\nb\r\n'), /bare line break/);
    assert.throws(() => readCsv('a,b\r\nc\r\n'), /1 cells, the header 2/);
  });
});
