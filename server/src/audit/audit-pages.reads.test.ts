// A page of the audit trail far from the newest (an auditor paging back through a long trail) joined every entry
// it skipped with its seal before the offset dropped them, and each batch of the CSV export read every seal of the
// tenant (a hash join): the entries are now found first, by the trail alone, and only they are joined (ADR 0201).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf, withTenant } from '../db/tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../test/helpers';
import { rowsRead } from '../../test/table-reads';
import { eachEntry, listEntries, type ReadIn } from './audit.repository';
import { AuditSealer } from './sealer';

const ENTRIES = 20_000;
const PAGE_SIZE = 50;

describe('audit trail pages: the skipped entries are not joined with their seals', () => {
  let database: Database;
  let tenant: TestTenant;

  before(async () => {
    database = await openTestDatabase();
    tenant = await createTenant(database, 'Audit pages');
    await database.db.execute(sql`select qms_audit_append(${tenant.tenantId}::uuid, 'roles',
        'role-' || (n % 100), 'UPDATE', jsonb_build_object('responsibility', 'r' || (n - 1)),
        jsonb_build_object('responsibility', 'r' || n))
      from generate_series(1, ${ENTRIES}::int) n`);
    await new AuditSealer(database.db).sealTenant(tenant.tenantId);
    // statistics, as a database in use has them
    await database.db.execute(sql`analyze audit_trail, audit_seals`);
  });
  after(() => database.close());

  it('reads a deep page, joining the seals of its own entries only', async () => {
    const page = 300;
    const { expected, result, rows } = await withTenant(database.db, tenant.tenantId, async (tx) => {
      const seqs = rowsOf<{ seq: string }>(
        await tx.execute(sql`select seq::text as seq from audit_trail where tenant_id = ${tenant.tenantId}
          and table_name = 'roles' order by audit_trail.seq desc limit ${PAGE_SIZE}
          offset ${(page - 1) * PAGE_SIZE}`),
      ).map((row) => Number(row.seq));
      const counted = await rowsRead(tx, ['audit_seals'], () =>
        listEntries(tx, tenant.tenantId, { table: 'roles' }, page, PAGE_SIZE),
      );
      return { expected: seqs, ...counted };
    });
    assert.deepEqual(
      result.map((e) => e.seq),
      expected,
    );
    assert.ok(
      result.every((e) => e.hash !== null && e.chainPosition !== null),
      'each with its seal',
    );
    // 14,950 entries skipped before the page: each one's seal was read (15,000 rows)
    assert.ok(rows.audit_seals! <= PAGE_SIZE + 10, `read ${rows.audit_seals} seals`);
  });

  it("reads each batch of the export joining the seals of the batch's entries only", async () => {
    const batches: number[] = [];
    let entries = 0;
    const readIn: ReadIn = (work) =>
      withTenant(database.db, tenant.tenantId, async (tx) => {
        const counted = await rowsRead(tx, ['audit_seals'], () => work(tx));
        batches.push(counted.rows.audit_seals!);
        return counted.result;
      });
    for await (const batch of eachEntry(readIn, tenant.tenantId, { table: 'roles' }, 1_000)) {
      assert.ok(batch.every((e) => e.hash !== null));
      entries += batch.length;
    }
    assert.equal(entries, ENTRIES);
    assert.equal(
      batches.length,
      ENTRIES / 1_000 + 1,
      'a batch per 1,000 entries, and the empty one that ends it',
    );
    // every seal of the tenant per batch before (20,000 rows, 21 times)
    assert.ok(Math.max(...batches) <= 1_010, `read ${Math.max(...batches)} seals in a batch`);
  });
});
