import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  NOT_RELEASED_MARK,
  PROCESS_CSV_COLUMNS,
  SOP_AS_PDF_NO_BLOCKS,
  type AuditPage,
  type SopDetailResponse,
  type SopListResponse,
  type SopTerm,
} from '@qms/shared-api/contract';
import { withTenant } from '../../db/tenant';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../../test/helpers';
import { api } from '../../../test/api';
import { newProcess, versionUrl } from '../../../test/processes';
import { NO_STORED_PDF } from './exports.messages';

/** The text of a PDF as an auditor's tools read it (poppler's pdftotext). */
const pdfText = (pdf: Buffer): string =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');

const DIAGRAM = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="90" viewBox="0 0 240 90"><rect x="5" y="5" width="150" height="60" fill="#dae8fc" stroke="#6c8ebf"/><switch><foreignObject width="150" height="60"><div xmlns="http://www.w3.org/1999/xhtml">Approve order</div></foreignObject><text x="80" y="40" text-anchor="middle">Approve order</text></switch></svg>`;

describe('process exports (PDF, HTML, CSV) and copy', () => {
  let t: TestContext;
  let acme: TestTenant;
  let other: TestTenant;
  let sop: SopDetailResponse;
  const blockNames = [
    'Scope and goals',
    'Check the supplier',
    'Prüfung der Ware – Żółć Ωμέγα',
    'Flow',
    '=HYPERLINK("http://x")',
  ];
  const termNames = ['Supplier', 'Incoming inspection', 'Прибор'];
  const sql$ = (query: ReturnType<typeof sql>) =>
    withTenant(t.database.db, acme.tenantId, (tx) => tx.execute(query));

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    other = await createTenant(t.database, 'Other');
    sop = await newProcess(t, acme.admin, { name: 'Goods receipt', description: 'Receive goods safely' });
    const role = await api(t, acme.admin, 'POST', '/roles', {
      name: 'Warehouse clerk',
      responsibility: '',
      authority: '',
      requirements: '',
    });
    const roleId = (role.json() as { id: string }).id;
    const blocks = [
      { type: 'HEADER', name: blockNames[0], description: '' },
      {
        type: 'STEP',
        name: blockNames[1],
        description:
          '<p>Check <strong>every</strong> <em>delivery</em>.</p><ul><li>papers</li><li>seals</li></ul><table><tbody><tr><th>Item</th><th>Limit</th></tr><tr><td>Temperature</td><td>8 °C</td></tr></tbody></table>',
        roleId,
        testable: true,
        acceptanceCriterion: 'No damage',
        sampleSize: '5',
      },
      {
        type: 'TIPTAP',
        name: blockNames[2],
        description: '<p>Text with "quotes", commas, and a line</p><p>second paragraph</p>',
      },
      { type: 'DRAWIO', name: blockNames[3], description: DIAGRAM },
      { type: 'TIPTAP', name: blockNames[4], description: '<p>-2+3</p>' },
    ];
    for (const block of blocks) {
      const response = await api(t, acme.admin, 'POST', `${versionUrl(sop)}/blocks`, { block });
      assert.equal(response.statusCode, 201, response.body);
    }
    for (const term of termNames) {
      const response = await api(t, acme.admin, 'POST', `${versionUrl(sop)}/terms`, {
        term,
        abbreviation: '',
        definition: `Definition of ${term}`,
      });
      assert.equal(response.statusCode, 201, response.body);
    }
  });
  after(() => t.close());

  it('the PDF holds every block name, every term, the diagram label, the page header and the NOT RELEASED mark', async () => {
    const response = await api(t, acme.viewer, 'GET', `/sops/v/${sop.sop.versionId}/pdf`);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['content-type'], 'application/pdf');
    assert.match(String(response.headers['content-disposition']), /filename="Goods-receipt_V1-DRAFT\.pdf"/);
    const pdf = response.rawPayload;
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    const text = pdfText(pdf);
    for (const name of [...blockNames, ...termNames])
      assert.ok(text.includes(name), `PDF text lacks '${name}'`);
    for (const expected of [
      '1 Purpose',
      '2 Glossary',
      'Receive goods safely',
      'Approve order',
      'Warehouse clerk',
      'No damage',
      'Temperature',
      'Page 1 of',
      NOT_RELEASED_MARK,
    ])
      assert.ok(text.includes(expected), `PDF text lacks '${expected}'`);
    assert.ok(text.includes('3 Scope and goals'), 'blocks are numbered');
    assert.ok(text.includes('3.1 Check the supplier'), 'blocks are numbered');
  });

  it('a RELEASED version carries no NOT RELEASED mark; an unknown or foreign version is a 404', async () => {
    const released = await newProcess(t, acme.admin, { name: 'Released one' });
    await sql$(
      sql`update sop_versions set release_state = 'RELEASED' where version_id = ${released.sop.versionId}`,
    );
    const response = await api(t, acme.viewer, 'GET', `/sops/v/${released.sop.versionId}/pdf`);
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-disposition']), /Released-one_V1-RELEASED\.pdf/);
    const text = pdfText(response.rawPayload);
    assert.ok(!text.includes(NOT_RELEASED_MARK), 'a released PDF is not marked NOT RELEASED');
    assert.ok(text.includes('Version 1 · RELEASED') && text.includes('Released one'));
    const foreign = await api(t, other.admin, 'GET', `/sops/v/${sop.sop.versionId}/pdf`);
    assert.equal(foreign.statusCode, 404);
  });

  it('the CSV: BOM, the header row, one RFC 4180 row per block, formula cells neutralised; JSON without text/csv', async () => {
    const response = await t.as(acme.viewer, {
      method: 'GET',
      url: `/qms-api/sops/by-version-id/${sop.sop.versionId}`,
      headers: { accept: 'text/csv' },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(String(response.headers['content-disposition']), /Goods-receipt_V1-DRAFT\.csv/);
    const bytes = response.rawPayload;
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    assert.equal(lines[0], PROCESS_CSV_COLUMNS.map((c) => `"${c}"`).join(','));
    assert.equal(lines.length, 1 + blockNames.length);
    assert.ok(lines[2]!.startsWith('"3.1","STEP","Check the supplier","Check every delivery.'), lines[2]);
    assert.ok(lines[2]!.includes('"Warehouse clerk","yes","No damage"'), lines[2]);
    // quotes doubled, the paragraph break kept inside the quoted cell
    assert.ok(
      bytes.toString('utf8').includes('"Text with ""quotes"", commas, and a line\nsecond paragraph"'),
    );
    assert.ok(
      lines.some((l) => l.startsWith(`"3.4","TIPTAP","'=HYPERLINK(""http://x"")","'-2+3"`)),
      'formulas neutralised',
    );
    const json = await api(t, acme.viewer, 'GET', `/sops/by-version-id/${sop.sop.versionId}`);
    assert.equal(json.statusCode, 200);
    assert.equal((json.json() as SopDetailResponse).sop.sopBlocks.length, blockNames.length);
  });

  it('the HTML is sanitised on the way out, printable, and answered with a sandboxing policy', async () => {
    // markup that slipped past the input sanitiser (an older row): the export must not pass it on
    await sql$(
      sql`update sop_blocks set description = '<p onclick="alert(1)">Hi<script>alert(2)</script><img src=x onerror=alert(3)></p>' where sop_version_id = ${sop.sop.versionId} and name = ${blockNames[2]}`,
    );
    const response = await api(t, acme.viewer, 'GET', `/sops/v/${sop.sop.versionId}/html`);
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/html; charset=utf-8/);
    assert.match(String(response.headers['content-security-policy']), /sandbox/);
    const html = response.body;
    assert.ok(!/<script|onerror|onclick/i.test(html), 'no script or handler survives');
    for (const name of [
      'Goods receipt',
      '1 Purpose',
      '2 Glossary',
      ...termNames,
      '3.1 Check the supplier',
      NOT_RELEASED_MARK,
    ])
      assert.ok(html.includes(name), `HTML lacks '${name}'`);
    assert.ok(html.includes('&lt;') === false || html.includes('=HYPERLINK'), 'names are escaped text');
    assert.ok(html.includes('<img class="diagram"'));
  });

  it('a process stored as a PDF: HTML and CSV say there are no blocks; the PDF export is the stored file (404 while none)', async () => {
    const pdfSop = await newProcess(t, acme.admin, { name: 'Scanned SOP' });
    await sql$(sql`update sop_versions set sop_as_pdf = true where version_id = ${pdfSop.sop.versionId}`);
    const html = await api(t, acme.viewer, 'GET', `/sops/v/${pdfSop.sop.versionId}/html`);
    assert.ok(html.body.includes(SOP_AS_PDF_NO_BLOCKS.replace(/;/g, ';')));
    const csv = await t.as(acme.viewer, {
      method: 'GET',
      url: `/qms-api/sops/by-version-id/${pdfSop.sop.versionId}`,
      headers: { accept: 'text/csv' },
    });
    assert.ok(csv.body.includes(SOP_AS_PDF_NO_BLOCKS));
    const pdf = await api(t, acme.viewer, 'GET', `/sops/v/${pdfSop.sop.versionId}/pdf`);
    assert.equal(pdf.statusCode, 404);
    assert.equal((pdf.json() as { errorMessage: string }).errorMessage, NO_STORED_PDF);
  });

  it('copy: a new DRAFT V1 beside the original with blocks and terms under new ids; viewers may not copy', async () => {
    const parent = await newProcess(t, acme.admin, { name: 'Logistics' });
    const child = await newProcess(t, acme.admin, {
      name: 'Shipping',
      parentArtifactId: parent.sopArtifact.artifactId,
    });
    await api(t, acme.admin, 'POST', `${versionUrl(child)}/blocks`, {
      block: { type: 'STEP', name: 'Pack' },
    });
    await api(t, acme.admin, 'POST', `${versionUrl(child)}/terms`, {
      term: 'Parcel',
      abbreviation: 'P',
      definition: 'A box',
    });
    const denied = await api(t, acme.viewer, 'POST', `${versionUrl(child)}/copy`);
    assert.equal(denied.statusCode, 403);
    const response = await api(t, acme.admin, 'POST', `${versionUrl(child)}/copy`);
    assert.equal(response.statusCode, 201, response.body);
    const copy = response.json() as SopDetailResponse;
    assert.equal(copy.sop.name, 'Shipping (Copy)');
    assert.equal(copy.sop.releaseState, 'DRAFT');
    assert.equal(copy.sop.version, 1);
    assert.equal(copy.sopArtifact.parentArtifactId, parent.sopArtifact.artifactId);
    assert.notEqual(copy.sopArtifact.artifactId, child.sopArtifact.artifactId);
    assert.deepEqual(
      copy.sop.sopBlocks.map((b) => [b.name, b.versionState]),
      [['Pack', 'CREATED']],
    );
    const original = (
      await api(t, acme.admin, 'GET', `/sops/sop-artifact-uuid/versions/${child.sop.versionId}`)
    ).json() as SopDetailResponse;
    assert.notEqual(copy.sop.sopBlocks[0]!.artifactId, original.sop.sopBlocks[0]!.artifactId);
    const terms = (await api(t, acme.admin, 'GET', `${versionUrl(copy)}/terms`)).json() as SopTerm[];
    assert.deepEqual(
      terms.map((x) => [x.term, x.abbreviation, x.definition]),
      [['Parcel', 'P', 'A box']],
    );
    const list = (await api(t, acme.viewer, 'GET', '/sops')).json() as SopListResponse;
    const parentRow = list.artifacts.find((a) => a.artifactId === parent.sopArtifact.artifactId)!;
    assert.deepEqual(parentRow.orderedArtifactIds, [
      child.sopArtifact.artifactId,
      copy.sopArtifact.artifactId,
    ]);
    // the copy's rows went through the audit triggers like any other insert
    const audit = (
      await api(t, acme.admin, 'GET', '/audit-trail?table=sop_blocks&action=INSERT&pageSize=200')
    ).json() as AuditPage;
    assert.ok(
      audit.entries.some(
        (e) => e.newValues?.['sop_version_id'] === copy.sop.versionId && e.newValues?.['name'] === 'Pack',
      ),
      'the copied block is in the audit trail',
    );
  });
});
