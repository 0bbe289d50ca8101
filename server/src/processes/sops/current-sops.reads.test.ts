// The processes' current versions (what the template screens link contents to) are read without the obsolete
// history (ADR 0197): each release adds an obsolete version, and none of them is ever current.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { withTenant } from '../../db/tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../../test/helpers';
import { rowsRead } from '../../../test/table-reads';
import { loadCurrentSops } from './sop-reads';

/** Processes released ten times: nine obsolete versions and the released one each. */
const PROCESSES = 1000;
const RELEASES = 10;

describe('current process versions: read without the obsolete history', () => {
  let database: Database;
  let tenant: TestTenant;

  before(async () => {
    database = await openTestDatabase();
    tenant = await createTenant(database, 'Current versions');
    const tenantId = tenant.tenantId;
    await withTenant(database.db, tenantId, async (tx) => {
      await tx.execute(sql`
        with n as (select i, gen_random_uuid() as artifact from generate_series(1, ${PROCESSES}) i),
        a as (insert into sop_artifacts (tenant_id, artifact_id) select ${tenantId}::uuid, artifact from n)
        insert into sop_versions (tenant_id, artifact_id, version, name, release_state)
        select ${tenantId}::uuid, artifact, k, 'Process ' || lpad(i::text, 4, '0') || ' v' || k,
               case when k = ${RELEASES} then 'RELEASED' else 'OBSOLETE' end
          from n, generate_series(1, ${RELEASES}) k`);
    });
    // statistics, as a database in use has them
    await database.db.execute(sql`analyze sop_versions`);
  });
  after(() => database.close());

  it('answers each process once, with its released version, reading no obsolete one', async () => {
    const { result, rows } = await withTenant(database.db, tenant.tenantId, (tx) =>
      rowsRead(tx, ['sop_versions'], () => loadCurrentSops(tx, tenant.tenantId)),
    );
    assert.equal(result.length, PROCESSES);
    assert.ok(result.every((sop) => sop.version === RELEASES && sop.releaseState === 'RELEASED'));
    // the 1,000 current versions (all 10,000 before)
    assert.ok(rows.sop_versions! <= PROCESSES + 10, `read ${rows.sop_versions} versions`);
  });
});
