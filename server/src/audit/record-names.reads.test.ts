// The audit trail's record names are read from the entries that can carry them (ADR 0196): a record saved a
// thousand times without a rename costs a page of the trail its few carrying entries, not its thousand.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf, withTenant, type Tx } from '../db/tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../test/helpers';
import { tableReads } from '../../test/table-reads';
import { RecordNames } from './record-names';

/** Saves of the role after its creation, none of which renames it but the one at RENAMED_AT. */
const SAVES = 1000;
const RENAMED_AT = 600;

interface Entry {
  seq: number;
  name: string;
}

describe('audit trail: record names from the carrying entries', () => {
  let database: Database;
  let tenant: TestTenant;
  let roleId: string;
  let entries: Entry[];

  before(async () => {
    database = await openTestDatabase();
    tenant = await createTenant(database, 'Names read');
    const tenantId = tenant.tenantId;
    roleId = await withTenant(database.db, tenantId, async (tx) => {
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(
          sql`insert into roles (tenant_id, name) values (${tenantId}, 'Reviewer') returning id`,
        ),
      );
      // each UPDATE is an entry of its own (the trigger is per row); only one of them changes the name
      await tx.execute(
        sql.raw(`do $$ begin for i in 1 .. ${SAVES} loop
          update roles set responsibility = 'Reviews, round ' || i,
                           name = case when i = ${RENAMED_AT} then 'Senior reviewer' else name end
           where id = '${row!.id}';
        end loop; end $$`),
      );
      return row!.id;
    });
    // the role's entries in order, each with the name the role had when it was written
    entries = await withTenant(database.db, tenantId, async (tx) =>
      rowsOf<{ seq: string }>(
        await tx.execute(sql`select seq::text as seq from audit_trail
          where tenant_id = ${tenantId} and table_name = 'roles' and record_id = ${roleId} order by audit_trail.seq`),
      ).map(({ seq }, i) => ({ seq: Number(seq), name: i < RENAMED_AT ? 'Reviewer' : 'Senior reviewer' })),
    );
    assert.equal(entries.length, SAVES + 1);
    // statistics, as a database in use has them: without, the planner may leave the record id to a filter over the
    // tenant's few carrying entries (the right plan for a table it believes empty)
    await database.db.execute(sql`analyze audit_trail`);
  });
  after(() => database.close());

  /** Names the entries in one tenant transaction, counting the trail's rows read and keeping the SQL sent. */
  const nameEntries = (named: Entry[]) =>
    withTenant(database.db, tenant.tenantId, async (tx) => {
      const sent: SQL[] = [];
      const recording = {
        execute: (query: SQL) => {
          sent.push(query);
          return tx.execute(query);
        },
      } as unknown as Tx;
      const reads = await tableReads(tx, 'audit_trail', () =>
        new RecordNames(tenant.tenantId).resolve(
          recording,
          named.map(({ seq }) => ({ seq, tableName: 'roles', recordId: roleId })),
        ),
      );
      const plans = [];
      for (const query of sent)
        plans.push(
          rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${query}`))
            .map((row) => row['QUERY PLAN'])
            .join('\n'),
        );
      return { ...reads, plans };
    });

  it("names each entry as its record was named then, reading only the record's carrying entries", async () => {
    const sample = [entries[0]!, entries[RENAMED_AT - 1]!, entries[RENAMED_AT]!, entries.at(-1)!];
    const { result, indexRows, seqRows } = await nameEntries(sample);
    assert.deepEqual(
      result.map((r) => r.recordName),
      sample.map((e) => e.name),
    );
    // the INSERT and the rename; before the index, all 1,001 entries of the role
    assert.equal(seqRows, 0);
    assert.ok(indexRows <= 4, `read ${indexRows} entries of the trail`);
  });

  it('finds them through the partial index, whose predicate the query repeats (migration 0034)', async () => {
    const { plans } = await nameEntries([entries.at(-1)!]);
    assert.equal(plans.length, 1);
    assert.match(plans[0]!, /audit_trail_carried_idx/, plans[0]);
  });
});
