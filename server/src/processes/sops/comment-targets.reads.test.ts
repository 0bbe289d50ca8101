// Every comment list and every new comment asks what its id is (ADR 0202): a block's process was found by joining
// each row of the block (one per process version it is in) with the versions, and the planner read every version
// of the tenant; now the block's newest row and its version, a row each.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf, withTenant } from '../../db/tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../../test/helpers';
import { rowsRead } from '../../../test/table-reads';
import { processCommentTargets } from './comment-targets';

/** One process of VERSIONS versions, each holding the commented block; OTHERS processes of 10 versions beside. */
const VERSIONS = 60;
const OTHERS = 300;

describe('comment targets: a row or two, not every process version', () => {
  let database: Database;
  let tenant: TestTenant;
  let processId: string;
  let blockId: string;

  before(async () => {
    database = await openTestDatabase();
    tenant = await createTenant(database, 'Comment targets');
    const tenantId = tenant.tenantId;
    [processId, blockId] = await withTenant(database.db, tenantId, async (tx) => {
      const [ids] = rowsOf<{ process: string; block: string }>(
        await tx.execute(sql`select gen_random_uuid()::text as process, gen_random_uuid()::text as block`),
      );
      await tx.execute(sql`
        with p as (select ${ids!.process}::uuid as artifact, 0 as i
                   union all select gen_random_uuid(), i from generate_series(1, ${OTHERS}) i),
        a as (insert into sop_artifacts (tenant_id, artifact_id) select ${tenantId}::uuid, artifact from p),
        v as (insert into sop_versions (tenant_id, artifact_id, version, name, release_state)
              select ${tenantId}::uuid, artifact, k, 'Process ' || i || ' v' || k,
                     case when k = (case when i = 0 then ${VERSIONS} else 10 end) then 'RELEASED' else 'OBSOLETE' end
                from p, generate_series(1, ${VERSIONS}) k where i = 0 or k <= 10
              returning version_id, artifact_id, version)
        insert into sop_blocks (tenant_id, sop_version_id, artifact_id, version, type, name, position)
        select ${tenantId}::uuid, version_id, ${ids!.block}::uuid, version, 'STEP', 'Commented step', 1
          from v where artifact_id = ${ids!.process}::uuid`);
      return [ids!.process, ids!.block];
    });
    // statistics, as a database in use has them
    await database.db.execute(sql`analyze sop_artifacts, sop_versions, sop_blocks`);
  });
  after(() => database.close());

  it("names a block's process reading its newest row and that version", async () => {
    const { result, rows } = await withTenant(database.db, tenant.tenantId, (tx) =>
      rowsRead(tx, ['sop_versions', 'sop_blocks'], () => processCommentTargets(tx, tenant.tenantId, blockId)),
    );
    assert.deepEqual(result, [
      { refType: 'SOP_BLOCK_ARTIFACT', parentRefId: processId, parentRefType: 'SOP_ARTIFACT' },
    ]);
    // 3,060 versions and the block's 60 rows before
    assert.ok(rows.sop_versions! <= 2, `read ${rows.sop_versions} versions`);
    assert.ok(rows.sop_blocks! <= 2, `read ${rows.sop_blocks} block rows`);
  });

  it('names a process as itself, and an id that is neither as nothing', async () => {
    const own = await withTenant(database.db, tenant.tenantId, (tx) =>
      processCommentTargets(tx, tenant.tenantId, processId),
    );
    assert.deepEqual(own, [{ refType: 'SOP_ARTIFACT', parentRefId: null, parentRefType: null }]);
    const none = await withTenant(database.db, tenant.tenantId, (tx) =>
      processCommentTargets(tx, tenant.tenantId, crypto.randomUUID()),
    );
    assert.deepEqual(none, []);
  });
});
