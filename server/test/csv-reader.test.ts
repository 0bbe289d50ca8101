import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { csvRow, UTF8_BOM } from '../src/http/csv';
import { readCsv } from './csv-reader';

describe('readCsv (the tests’ CSV reader)', () => {
  it('reads what the writer writes and refuses what RFC 4180 forbids', () => {
    const cells = ['a "quoted", text', 'two\nlines', '', "'=1+1"];
    const file = readCsv(UTF8_BOM + csvRow(['h1', 'h2', 'h3', 'h4']) + csvRow(cells), { allQuoted: true });
    assert.equal(file.bom, true);
    assert.deepEqual(file.rows, [['h1', 'h2', 'h3', 'h4'], cells]);
    assert.equal(readCsv('a,b\r\nc,d').rows.length, 2, 'a last row without CRLF still counts');
    assert.throws(() => readCsv('a,b\r\n', { allQuoted: true }), /unquoted cell/);
    assert.throws(() => readCsv('"a\r\n'));
    assert.throws(() => readCsv('"a"b\r\n'));
    assert.throws(() => readCsv('a"b\r\n'));
    assert.throws(() => readCsv('a,b\r\nc\r\n'));
  });
});
