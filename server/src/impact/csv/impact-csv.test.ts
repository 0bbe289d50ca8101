// The impact-analysis CSV read back: §9 column layout, inherited paragraphs merged into their control's row, impact
// data only on an impact's first row, the file name, BOM and formula neutralising, and the licence refusal.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { impacts } from '../schema';
import { withTenant } from '../../db/tenant';
import { readCsv } from '../../../test/csv-reader';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../../test/helpers';
import { createImpactAnalysis } from '../analyses/analyses.repository';
import { importTestEditions } from '../../../test/impact-catalogs';
import { IMPACT_CSV_HEADER, impactRows, splitTitle, type SideRequirement } from './impact-csv.layout';

const requirement = (id: string, inherited: string[] = []): SideRequirement => ({
  id,
  title: `T ${id}`,
  text: `text ${id}`,
  inherited: inherited.map((i) => ({ id: i, text: `text ${i}` })),
  applicability: 'Applicable',
  reason: '',
  note: '',
  reference: `R ${id}`,
  link: `L ${id}`,
  processes: '',
  templateContents: '',
  templates: '',
  processEvidences: '',
});

describe('impact CSV layout', () => {
  const impact = {
    changeType: 'CHANGE',
    changeDescription: 'c',
    impactType: 'NO_IMPACT',
    impactDescription: 'i',
    link: 'l',
  };

  it('has 13 columns per side and the 5 impact columns, in the spec order', () => {
    assert.equal(IMPACT_CSV_HEADER.length, 13 + 13 + 5);
    assert.deepEqual(IMPACT_CSV_HEADER.slice(0, 9), [
      'Id',
      'Title',
      'Text',
      'Inherited',
      'Applicability',
      'Reason',
      'Note',
      'S&R Reference',
      'Requirement Link',
    ]);
    assert.deepEqual(IMPACT_CSV_HEADER.slice(9, 13), [
      'Process',
      'Template Content',
      'Template',
      'Process Evidences',
    ]);
    assert.deepEqual(IMPACT_CSV_HEADER.slice(26), [
      'Change',
      'Change Text',
      'Impact',
      'Impact Text',
      'Impact Link',
    ]);
  });

  it('puts the sides side by side and the impact only on the first row', () => {
    const rows = impactRows(
      impact,
      [requirement('A-1', ['a.', 'b.'])],
      [requirement('B-1'), requirement('B-2')],
    );
    assert.equal(rows.length, 2);
    assert.equal(rows[0]![2], 'text A-1\na. text a.\nb. text b.');
    assert.equal(rows[0]![3], 'a.\nb.');
    assert.deepEqual(rows[0]!.slice(26), ['CHANGE', 'c', 'NO_IMPACT', 'i', 'l']);
    assert.deepEqual(rows[1]!.slice(0, 13), Array(13).fill(''));
    assert.equal(rows[1]![13], 'B-2');
    assert.deepEqual(rows[1]!.slice(26), ['', '', '', '', '']);
    assert.equal(impactRows(impact, [], []).length, 1, 'an impact without requirements still has its row');
  });

  it("splits the catalog importer's bold title off the text", () => {
    assert.deepEqual(splitTitle('<p><strong>Keep</strong></p><p>Body</p>'), {
      title: 'Keep',
      body: '<p>Body</p>',
    });
    assert.deepEqual(splitTitle('<p>Body</p>'), { title: '', body: '<p>Body</p>' });
  });
});

describe('GET /qms-api/impact-analyses/{id}/csv-export', () => {
  let t: TestContext;
  let acme: TestTenant;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
  });
  after(() => t.close());

  async function analysisOf(licensed: boolean) {
    const e = await importTestEditions(t.database, licensed);
    const analysis = await withTenant(t.database.db, acme.tenantId, async (tx) => {
      const a = await createImpactAnalysis(tx, acme.tenantId, {
        title: 'CSV',
        regulationIdFrom: e.from,
        regulationIdTo: e.to,
      });
      await tx.insert(impacts).values([
        {
          tenantId: acme.tenantId,
          impactAnalysisId: a.id,
          changeType: 'SIMILAR',
          changeDescription: '=HYPERLINK("x")',
          impactType: 'MINOR_IMPACT',
          impactDescription: 'Impact to Process',
          requirementIdsFrom: [e.fromIds.get('x-2')!],
          requirementIdsTo: [e.toIds.get('x-4')!, e.toIds.get('x-2')!],
        },
        {
          tenantId: acme.tenantId,
          impactAnalysisId: a.id,
          changeType: 'NO_CHANGE',
          requirementIdsFrom: [e.fromIds.get('x-1')!],
          requirementIdsTo: [e.toIds.get('x-1')!],
        },
      ]);
      return a;
    });
    return { ...e, analysis };
  }

  it('answers the §9 file, read back row by row', async () => {
    const { analysis, from, to } = await analysisOf(false);
    const response = await t.as(acme.viewer, {
      method: 'GET',
      url: `/qms-api/impact-analyses/${analysis.id}/csv-export`,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(response.headers['content-type'] as string, /^text\/csv/);
    assert.equal(
      response.headers['content-disposition'],
      `attachment; filename="ImpactAnalysis_${from}--to--${to}.csv"`,
    );
    assert.ok(response.body.startsWith('\uFEFF'));
    const [header, ...rows] = readCsv(response.body).rows;
    assert.deepEqual(header, IMPACT_CSV_HEADER);
    assert.equal(rows.length, 3, 'x-1 (one row, paragraphs merged) then x-2 → x-2 + x-4 (two rows)');
    const [keep, change, added] = rows as [string[], string[], string[]];
    // ordered by the first to-requirement in document order: x-1 before x-2
    assert.deepEqual([keep[0], keep[1], keep[13]], ['X-1', 'Keep', 'X-1']);
    assert.equal(keep[2], 'Keep statement.\na. First =item.\nb. Second item.');
    assert.equal(keep[3], 'a.\nb.');
    assert.equal(keep[4], 'Not defined');
    assert.equal(keep[7], 'X Old X-1');
    assert.equal(keep[8], `${t.config.publicUrl}/sr-list/${encodeURIComponent(from)}#x-1`);
    assert.equal(keep[26], 'NO_CHANGE');
    assert.deepEqual([change[0], change[13], added[0], added[13]], ['X-2', 'X-2', '', 'X-4']);
    assert.deepEqual(change.slice(26, 30), [
      'SIMILAR',
      `'=HYPERLINK("x")`,
      'MINOR_IMPACT',
      'Impact to Process',
    ]);
    assert.match(change[30]!, new RegExp(`/impact-analysis/${analysis.id}#impact=[0-9a-f-]{36}$`));
    assert.deepEqual(added.slice(26), ['', '', '', '', '']);
  });

  it('refuses the export without the licence of both regulations, and an unknown analysis', async () => {
    const { analysis } = await analysisOf(true);
    const refused = await t.as(acme.viewer, {
      method: 'GET',
      url: `/qms-api/impact-analyses/${analysis.id}/csv-export`,
    });
    assert.equal(refused.statusCode, 403);
    assert.doesNotMatch(refused.body, /Keep statement/);
    const missing = await t.as(acme.viewer, {
      method: 'GET',
      url: '/qms-api/impact-analyses/00000000-0000-4000-8000-000000000999/csv-export',
    });
    assert.equal(missing.statusCode, 404);
  });

  it('streams a large analysis in batches (more impacts than one cursor fetch)', async () => {
    const { analysis, toIds } = await analysisOf(false);
    await withTenant(t.database.db, acme.tenantId, async (tx) => {
      await tx.execute(sql`delete from impacts where impact_analysis_id = ${analysis.id}::uuid`);
      await tx.insert(impacts).values(
        Array.from({ length: 250 }, () => ({
          tenantId: acme.tenantId,
          impactAnalysisId: analysis.id,
          requirementIdsFrom: [],
          requirementIdsTo: [toIds.get('x-4')!],
        })),
      );
    });
    const response = await t.as(acme.viewer, {
      method: 'GET',
      url: `/qms-api/impact-analyses/${analysis.id}/csv-export`,
    });
    assert.equal(readCsv(response.body).rows.length, 251);
  });
});
