import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { csvCell, csvRow } from './csv';

describe('CSV convention (audit trail, process exports)', () => {
  it('quotes every cell and doubles quotes (RFC 4180), keeping commas and line breaks inside the cell', () => {
    assert.equal(csvCell('a "b", c\nd'), '"a ""b"", c\nd"');
    assert.equal(csvRow(['x', null, 3]), '"x","","3"\r\n');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const evil of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '＝1']) {
      assert.ok(csvCell(evil).startsWith(`"'`), `${JSON.stringify(evil)} is not neutralised`);
    }
    assert.equal(csvCell('Quality Manager'), '"Quality Manager"');
  });

  it('writes objects as JSON', () => {
    assert.equal(csvCell({ name: 'A' }), '"{""name"":""A""}"');
  });
});
