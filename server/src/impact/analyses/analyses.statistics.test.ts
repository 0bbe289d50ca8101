// An analysis's statistics read the requirements it maps by id, not every requirement of every regulation: the
// list of analyses computes them for each analysis, and the standards service holds all imported regulations.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf, withTenant } from '../../db/tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../../test/helpers';
import { importTestRegulation } from '../../../test/impact';
import { tableReads } from '../../../test/table-reads';
import { analysisWithStatistics } from './analyses.repository';

/**
 * Clauses of each analysed regulation; the standards service holds a larger one beside them and, as it does, more
 * regulations (the planner reads a regulation by index when it is one of many, whole when one of three).
 */
const CLAUSES = 500;
const OTHER_CLAUSES = 5000;

describe('impact analysis statistics', () => {
  let database: Database;
  let tenant: TestTenant;
  let analysisId: string;
  let from: Awaited<ReturnType<typeof importTestRegulation>>;

  before(async () => {
    database = await openTestDatabase();
    tenant = await createTenant(database, 'Impact statistics');
    const texts = Array.from({ length: CLAUSES }, (_, i) => `Clause text ${i}.`);
    from = await importTestRegulation({ database }, [{ prose: 'With items.', items: ['a', 'b'] }, ...texts]);
    const to = await importTestRegulation({ database }, texts);
    const other = Array.from({ length: OTHER_CLAUSES }, (_, i) => `Other clause ${i}.`);
    await importTestRegulation({ database }, other);
    for (let i = 0; i < 10; i++) await importTestRegulation({ database }, ['A small regulation.']);
    await database.db.execute(sql`analyze sr_requirements`);
    analysisId = await withTenant(database.db, tenant.tenantId, async (tx) => {
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(sql`insert into impact_analyses (tenant_id, title, regulation_id_from, regulation_id_to)
          values (${tenant.tenantId}, 'Old to new', ${from.regulationId}, ${to.regulationId}) returning id::text`),
      );
      // the clause with items mapped whole and through its item (counts once), two more, one id that is no uuid
      const fromIds = [from.clauseIds[0]!, from.paragraphIds[0]!, from.clauseIds[5]!, from.clauseIds[9]!];
      const fromList = `{${fromIds.join(',')}}`;
      const toList = `{${to.clauseIds[3]}}`;
      await tx.execute(sql`insert into impacts (tenant_id, impact_analysis_id, requirement_ids_from, requirement_ids_to)
        values (${tenant.tenantId}, ${row!.id}::uuid, ${fromList}::text[], ${toList}::text[]),
               (${tenant.tenantId}, ${row!.id}::uuid, '{}'::text[], '{not-a-uuid}'::text[])`);
      return row!.id;
    });
  });
  after(() => database.close());

  it('counts the mapped clauses by reading them, and each side whole only for its total', async () => {
    const reads = await withTenant(database.db, tenant.tenantId, (tx) =>
      tableReads(tx, 'sr_requirements', () => analysisWithStatistics(tx, tenant.tenantId, analysisId)),
    );
    const { statistics } = reads.result;
    assert.equal(statistics.numberOfMappedFromRequirements, 3);
    assert.equal(statistics.numberOfMappedToRequirements, 1);
    assert.equal(statistics.totalNumberOfFromRequirements, CLAUSES + 1);
    assert.equal(statistics.totalNumberOfToRequirements, CLAUSES);
    // the totals count each side's clauses (its rows); the mapped counts add a few rows, not another regulation
    const sides = 2 * CLAUSES + 1 + from.paragraphIds.length + from.headingIds.length + 1;
    const read = reads.seqRows + reads.indexRows;
    assert.ok(read <= sides + 20, `${read} requirement rows read for ${sides} on the analysed sides`);
  });
});
