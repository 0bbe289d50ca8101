// The impacts mapping a requirement are read by index through impact_requirements, not by reading every impact of
// the tenant (ADR 0205): under row-level security the GIN indexes were never used for `&&`, so the Gap List
// widget's impact menu read all impacts and a save's mapping check all impacts of its analysis. The table is
// derived by a trigger; these tests also hold it to the arrays.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf, withTenant, type Tx } from '../../db/tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../../test/helpers';
import { rowsRead } from '../../../test/table-reads';
import { impacts } from '../schema';
import { mapping } from './by-requirement';
import { impactsBySopArtifact } from './by-sop-artifact';

/** Impacts of the tenant's analysis; impact i maps requirement i % REQUIREMENTS from and 'to-i' to. */
const IMPACTS = 3000;
const REQUIREMENTS = 300;
/** Gap entry k targets process k % PROCESSES. */
const PROCESSES = 30;
/** Impacts mapping one requirement; requirements targeting one process. */
const PER_REQUIREMENT = IMPACTS / REQUIREMENTS;
const PER_PROCESS = REQUIREMENTS / PROCESSES;
const REGULATION = 'impact-by-requirement-reads';
const uuidOf = (kind: string, n: number | SQL) => sql`md5(${kind} || (${n})::text)::uuid`;

describe('impacts by requirement: read by index, not all impacts of the tenant', () => {
  let database: Database;
  let tenant: TestTenant;
  let other: TestTenant;
  let analysisId: string;
  const uuid = async (kind: string, n: number) =>
    rowsOf<{ id: string }>(await database.db.execute(sql`select ${uuidOf(kind, n)}::text as id`))[0]!.id;

  /** The gap entries, an analysis and its impacts, written as a request writes them (the trigger under the policy). */
  const seed = (tx: Tx, tenantId: string, count: number) =>
    tx.execute(sql`
      with e as (insert into qms_requirements (tenant_id, requirement_id, regulation_id, target_sop_artifact_ids)
                 select ${tenantId}::uuid, ${uuidOf('req', sql`k`)}, ${REGULATION},
                        array[${uuidOf('sop', sql`k % ${PROCESSES}`)}::text]
                   from generate_series(0, ${REQUIREMENTS - 1}) k),
           a as (insert into impact_analyses (tenant_id, title, regulation_id_from, regulation_id_to)
                 values (${tenantId}::uuid, 'Old to new', ${REGULATION}, ${REGULATION}) returning id)
      insert into impacts (tenant_id, impact_analysis_id, requirement_ids_from, requirement_ids_to)
      select ${tenantId}::uuid, a.id, array[${uuidOf('req', sql`i % ${REQUIREMENTS}`)}::text], array['to-' || i]
        from a, generate_series(0, ${count - 1}) i
      returning impact_analysis_id::text as id`);

  before(async () => {
    database = await openTestDatabase();
    await database.db.execute(
      sql`insert into sr_regulations (id, number, title) values (${REGULATION}, 'IR-1', 'Impact reads')`,
    );
    tenant = await createTenant(database, 'Impact reads');
    other = await createTenant(database, 'Impact reads other');
    analysisId = await withTenant(
      database.db,
      tenant.tenantId,
      async (tx) => rowsOf<{ id: string }>(await seed(tx, tenant.tenantId, IMPACTS))[0]!.id,
    );
    // another tenant mapping the same requirement ids: never part of the answers
    await withTenant(database.db, other.tenantId, (tx) => seed(tx, other.tenantId, 600));
    await database.db.execute(sql`analyze impacts`);
    await database.db.execute(sql`analyze impact_requirements`);
  });
  after(() => database.close());

  const impactsRead = <T>(work: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, tenant.tenantId, async (tx) => {
      const { result, rows } = await rowsRead(tx, ['impacts'], () => work(tx));
      return { result, read: rows.impacts! };
    });

  it("the Gap List widget's impact menu reads the impacts of the process's requirements", async () => {
    const sop = await uuid('sop', 0);
    const { result, read } = await impactsRead((tx) => impactsBySopArtifact(tx, tenant.tenantId, sop));
    assert.equal(result.impacts.length, PER_PROCESS * PER_REQUIREMENT);
    assert.deepEqual(
      result.impactAnalyses.map((a) => a.id),
      [analysisId],
    );
    assert.ok(read <= PER_PROCESS * PER_REQUIREMENT + 5, `read ${read} of ${IMPACTS} impacts`);
  });

  it("a save's mapping check reads the impacts mapping its requirements, on their side", async () => {
    const requirement = await uuid('req', 5);
    const { result, read } = await impactsRead((tx) =>
      tx
        .select({ id: impacts.id })
        .from(impacts)
        .where(
          and(
            eq(impacts.tenantId, tenant.tenantId),
            eq(impacts.impactAnalysisId, analysisId),
            // requirement 5 on the from side (ten impacts); 'to-7' on the to side (impact 7); 'to-8' only from
            mapping(tenant.tenantId, { from: [requirement, 'to-8'], to: ['to-7'] }),
          ),
        ),
    );
    assert.equal(result.length, PER_REQUIREMENT + 1);
    assert.ok(read <= PER_REQUIREMENT + 6, `read ${read} impacts`);
  });

  it('follows the arrays: a changed mapping, an unrelated change, a deleted impact', async () => {
    const rowsOfImpact = (impactId: string) =>
      withTenant(database.db, tenant.tenantId, async (tx) =>
        rowsOf<{ row: string }>(
          await tx.execute(sql`select side || ' ' || requirement_id || ' ' || xmin::text as row
            from impact_requirements where tenant_id = ${tenant.tenantId} and impact_id = ${impactId}`),
        )
          .map((r) => r.row)
          .sort(),
      );
    const [first, second] = await withTenant(database.db, tenant.tenantId, async (tx) =>
      rowsOf<{ id: string }>(
        await tx.execute(sql`select id::text from impacts where tenant_id = ${tenant.tenantId}
          and impact_analysis_id = ${analysisId} order by id limit 2`),
      ).map((r) => r.id),
    );
    const untouched = await rowsOfImpact(first!);
    assert.equal(untouched.length, 2);
    await withTenant(database.db, tenant.tenantId, (tx) =>
      tx.execute(sql`update impacts set impact_description = 'Reviewed'
        where tenant_id = ${tenant.tenantId} and id = ${first}`),
    );
    assert.deepEqual(await rowsOfImpact(first!), untouched);

    await withTenant(database.db, tenant.tenantId, async (tx) => {
      await tx.execute(sql`update impacts set requirement_ids_to = array['to-a', 'to-b', 'to-a']
        where tenant_id = ${tenant.tenantId} and id = ${first}`);
      await tx.execute(sql`delete from impacts where tenant_id = ${tenant.tenantId} and id = ${second}`);
    });
    const changed = (await rowsOfImpact(first!)).map((row) => row.split(' ').slice(0, 2).join(' '));
    assert.deepEqual(
      changed.filter((row) => row.startsWith('TO')),
      ['TO to-a', 'TO to-b'],
    );
    assert.equal(changed.length, 3);
    assert.deepEqual(await rowsOfImpact(second!), []);
  });
});
