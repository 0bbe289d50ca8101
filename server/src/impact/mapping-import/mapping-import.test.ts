// POST /qms-api/impact-analyses/{id}/import-mapping on two tiny editions (always) and on NIST's real files (when
// ../shared/data/regulations is there): creation, idempotence, user edits kept, §5 conflicts, refusals, audit.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { MAPPING_IMPORT_MAX_BYTES, type MappingImportReport } from '@qms/shared-api/contract';
import { impacts } from '../schema';
import { rowsOf, withTenant } from '../../db/tenant';
import { importCatalog } from '../../regulations/index';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../../test/helpers';
import { createImpactAnalysis } from '../analyses/analyses.repository';
import {
  COLLECTION,
  loadRegulationData,
  REV4,
  REV5,
  requireRegulationData,
  WORKBOOK,
} from '../../../test/regulation-data';
import { importTestEditions, TEST_COLLECTION } from '../../../test/impact-catalogs';

interface Stored {
  id: string;
  change_type: string;
  import_key: string | null;
  requirement_ids_from: string[];
  requirement_ids_to: string[];
}

describe('mapping import API', () => {
  let t: TestContext;
  let acme: TestTenant;
  let editions: Awaited<ReturnType<typeof importTestEditions>>;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    editions = await importTestEditions(t.database);
  });
  after(() => t.close());

  const newAnalysis = () =>
    withTenant(t.database.db, acme.tenantId, (tx) =>
      createImpactAnalysis(tx, acme.tenantId, {
        title: 'Old → New',
        regulationIdFrom: editions.from,
        regulationIdTo: editions.to,
      }),
    );
  const post = (id: string, payload: unknown, user = acme.admin, query = '') =>
    t.as(user, {
      method: 'POST',
      url: `/qms-api/impact-analyses/${id}/import-mapping${query}`,
      payload: payload as object,
    });
  const stored = (analysisId: string) =>
    withTenant(t.database.db, acme.tenantId, async (tx) =>
      rowsOf<Stored>(
        await tx.execute(sql`select id::text as id, change_type, import_key, requirement_ids_from, requirement_ids_to
          from impacts where impact_analysis_id = ${analysisId}::uuid order by import_key`),
      ),
    );

  it('creates one impact per map and gap, in the analysis direction, then re-imports without duplicates', async () => {
    const analysis = await newAnalysis();
    const first = await post(analysis.id, TEST_COLLECTION);
    assert.equal(first.statusCode, 200, first.body);
    const report = first.json() as MappingImportReport;
    assert.deepEqual(
      { ...report, unmapped: report.unmapped.length },
      {
        format: 'oscal-mapping-collection',
        orientation: 'source-is-from',
        created: 4,
        updated: 0,
        unchanged: 0,
        skippedEdited: 0,
        unmapped: 0,
      },
    );
    const rows = await stored(analysis.id);
    const byKey = new Map(rows.map((r) => [r.import_key, r]));
    assert.deepEqual(byKey.get('oscal:x-1>x-1')?.requirement_ids_from, [editions.fromIds.get('x-1')]);
    assert.deepEqual(byKey.get('oscal:x-1>x-1')?.requirement_ids_to, [editions.toIds.get('x-1')]);
    assert.equal(byKey.get('oscal:x-2>x-2')?.change_type, 'CHANGE');
    assert.equal(byKey.get('oscal-deleted:x-3')?.change_type, 'DELETED_REQUIREMENT');
    assert.deepEqual(byKey.get('oscal-new:x-4')?.requirement_ids_from, []);

    const again = (await post(analysis.id, TEST_COLLECTION)).json() as MappingImportReport;
    assert.equal(again.created, 0);
    assert.equal(again.unchanged, 4);
    assert.equal((await stored(analysis.id)).length, 4);
  });

  it('never overwrites an impact a user edited, and updates the others', async () => {
    const analysis = await newAnalysis();
    await post(analysis.id, TEST_COLLECTION);
    await withTenant(t.database.db, acme.tenantId, (tx) =>
      tx.execute(sql`update impacts set change_type = 'SIMILAR', edited_by_user = true
        where impact_analysis_id = ${analysis.id}::uuid and import_key = 'oscal:x-2>x-2'`),
    );
    await withTenant(t.database.db, acme.tenantId, (tx) =>
      tx.execute(sql`update impacts set change_description = 'stale'
        where impact_analysis_id = ${analysis.id}::uuid and import_key = 'oscal:x-1>x-1'`),
    );
    const report = (await post(analysis.id, TEST_COLLECTION)).json() as MappingImportReport;
    assert.equal(report.skippedEdited, 1);
    assert.equal(report.updated, 1);
    assert.equal(report.unchanged, 2);
    const rows = await stored(analysis.id);
    assert.equal(rows.find((r) => r.import_key === 'oscal:x-2>x-2')?.change_type, 'SIMILAR');
  });

  it('reports a requirement another impact maps as a conflict, and a control the regulation lacks', async () => {
    const analysis = await newAnalysis();
    await withTenant(t.database.db, acme.tenantId, (tx) =>
      tx.insert(impacts).values({
        tenantId: acme.tenantId,
        impactAnalysisId: analysis.id,
        requirementIdsFrom: [],
        requirementIdsTo: [editions.toIds.get('x-4')!],
      }),
    );
    const withUnknown = structuredClone(TEST_COLLECTION);
    withUnknown['mapping-collection'].mappings[0]!.maps.push({
      relationship: 'equal-to',
      sources: [{ type: 'control', 'id-ref': 'zz-9' }],
      targets: [{ type: 'control', 'id-ref': 'zz-9' }],
    });
    const report = (await post(analysis.id, withUnknown)).json() as MappingImportReport;
    assert.equal(report.created, 3);
    assert.deepEqual(report.unmapped.map((u) => [u.reason, u.side, u.requirement]).sort(), [
      ['CONFLICT', 'TO', editions.toIds.get('x-4')],
      ['UNKNOWN_REQUIREMENT', 'FROM', 'zz-9'],
      ['UNKNOWN_REQUIREMENT', 'TO', 'zz-9'],
    ]);
  });

  it('records the import in the audit trail with its counts', async () => {
    const analysis = await newAnalysis();
    await post(analysis.id, TEST_COLLECTION);
    const entries = rowsOf<{ table_name: string; reason: string }>(
      await t.database.db.execute(sql`select table_name, reason from audit_trail
        where tenant_id = ${acme.tenantId}::uuid and reason like 'Mapping import%' and record_id like ${`%${analysis.id}%`}`),
    );
    assert.ok(
      entries.some((e) => e.table_name === 'impact_analyses' && /4 created/.test(e.reason)),
      JSON.stringify(entries),
    );
  });

  it('refuses viewers, unknown analyses, other files and a direction that is not one', async () => {
    const analysis = await newAnalysis();
    assert.equal((await post(analysis.id, TEST_COLLECTION, acme.viewer)).statusCode, 403);
    assert.equal((await post('00000000-0000-4000-8000-000000000999', TEST_COLLECTION)).statusCode, 404);
    const bad = await post(analysis.id, { catalog: {} });
    assert.equal(bad.statusCode, 400);
    assert.equal(
      errorMessageOf(bad),
      'The file is neither a comparison workbook nor an OSCAL mapping collection.',
    );
    assert.equal(
      (await post(analysis.id, TEST_COLLECTION, acme.admin, '?direction=sideways')).statusCode,
      400,
    );
    const forced = (
      await post(analysis.id, TEST_COLLECTION, acme.admin, '?direction=source-is-to')
    ).json() as MappingImportReport;
    assert.equal(forced.orientation, 'source-is-to');
    // a file over the limit: the route's own words, those the Import mapping dialog shows before sending
    const big = await post(analysis.id, {
      ...TEST_COLLECTION,
      padding: 'x'.repeat(MAPPING_IMPORT_MAX_BYTES),
    });
    assert.equal(big.statusCode, 413);
    assert.equal(errorMessageOf(big), 'The file is too large. The maximum size is 8 MB.');
  });
});

describe("mapping import of NIST's real files", () => {
  before(requireRegulationData);
  let t: TestContext;
  let acme: TestTenant;
  let rev4: string;
  let rev5: string;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    const options = { importedBy: 'test', source: 'test' };
    rev4 = (
      await importCatalog(t.database.db, loadRegulationData(REV4), { ...options, number: 'SP 800-53 Rev. 4' })
    ).regulationId;
    rev5 = (
      await importCatalog(t.database.db, loadRegulationData(REV5), { ...options, number: 'SP 800-53 Rev. 5' })
    ).regulationId;
  });
  after(() => t.close());

  const analysis = () =>
    withTenant(t.database.db, acme.tenantId, (tx) =>
      createImpactAnalysis(tx, acme.tenantId, {
        title: 'Rev. 4 → Rev. 5',
        regulationIdFrom: rev4,
        regulationIdTo: rev5,
      }),
    );
  const counts = async (id: string) =>
    Object.fromEntries(
      rowsOf<{ change_type: string; n: string }>(
        await t.database.db.execute(sql`select change_type, count(*) as n from impacts
          where impact_analysis_id = ${id}::uuid group by change_type`),
      ).map((r) => [r.change_type, Number(r.n)]),
    );

  it('imports the comparison workbook with the README counts, every control resolved', async () => {
    const { id } = await analysis();
    const response = await t.as(acme.admin, {
      method: 'POST',
      url: `/qms-api/impact-analyses/${id}/import-mapping`,
      payload: loadRegulationData(WORKBOOK) as object,
    });
    assert.equal(response.statusCode, 200, response.body.slice(0, 500));
    const report = response.json() as MappingImportReport;
    assert.equal(report.created, 1189);
    assert.deepEqual(report.unmapped, []);
    const c = await counts(id);
    assert.equal(c.NEW_REQUIREMENT, 268);
    assert.equal(c.DELETED_REQUIREMENT, 90);
    assert.equal(c.CHANGE, 340);
    assert.equal((c.NO_CHANGE ?? 0) + (c.SIMILAR ?? 0), 491);
  });

  it('imports the rev5 → rev4 OSCAL collection reversed into the same direction', async () => {
    const { id } = await analysis();
    const response = await t.as(acme.admin, {
      method: 'POST',
      url: `/qms-api/impact-analyses/${id}/import-mapping`,
      payload: loadRegulationData(COLLECTION) as object,
    });
    const report = response.json() as MappingImportReport;
    assert.equal(report.orientation, 'source-is-to');
    assert.equal(report.created, 740 + 268);
    assert.deepEqual(report.unmapped, []);
    assert.equal((await counts(id)).NEW_REQUIREMENT, 268);
  });
});
