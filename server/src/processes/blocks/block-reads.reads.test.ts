// The gap list names its linked blocks by one probe per block (ADR 0198): sop_blocks holds a row per block per
// process version, and every one of them was read (and sorted) to find each block's newest name.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf, withTenant } from '../../db/tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../../test/helpers';
import { rowsRead } from '../../../test/table-reads';
import { existingBlockArtifactIds, newestBlocks } from './block-reads';

/** Processes of BLOCKS blocks each, in VERSIONS process versions; a block is updated every second version. */
const PROCESSES = 100;
const BLOCKS = 20;
const VERSIONS = 10;
/** The blocks named, as a gap list links them. */
const NAMED = 200;

describe('newest blocks: one probe per block, not its every version', () => {
  let database: Database;
  let tenant: TestTenant;
  let expected: { blockArtifactId: string; sopArtifactId: string; name: string }[];

  before(async () => {
    database = await openTestDatabase();
    tenant = await createTenant(database, 'Block names');
    const tenantId = tenant.tenantId;
    expected = await withTenant(database.db, tenantId, async (tx) => {
      await tx.execute(sql`
        with p as (select i, gen_random_uuid() as artifact from generate_series(1, ${PROCESSES}) i),
        a as (insert into sop_artifacts (tenant_id, artifact_id) select ${tenantId}::uuid, artifact from p),
        v as (insert into sop_versions (tenant_id, artifact_id, version, name, release_state)
          select ${tenantId}::uuid, artifact, k, 'Process ' || i || ' v' || k,
                 case when k = ${VERSIONS} then 'RELEASED' else 'OBSOLETE' end
            from p, generate_series(1, ${VERSIONS}) k
          returning version_id, artifact_id, version),
        b as (select p.artifact as process, j, gen_random_uuid() as artifact from p, generate_series(1, ${BLOCKS}) j)
        -- the block's version (and name) changes every second process version: equal newest rows tie
        insert into sop_blocks (tenant_id, sop_version_id, artifact_id, version, type, name, position)
        select ${tenantId}::uuid, v.version_id, b.artifact, (v.version + 1) / 2, 'STEP',
               'Block ' || b.j || ' v' || (v.version + 1) / 2, b.j
          from b join v on v.artifact_id = b.process`);
      return rowsOf<{ blockArtifactId: string; sopArtifactId: string; name: string }>(
        await tx.execute(sql`select b.artifact_id::text as "blockArtifactId",
            v.artifact_id::text as "sopArtifactId", 'Block ' || b.position || ' v' || max(b.version) as name
          from sop_blocks b join sop_versions v on v.tenant_id = b.tenant_id and v.version_id = b.sop_version_id
          group by b.artifact_id, v.artifact_id, b.position order by b.artifact_id limit ${NAMED}`),
      );
    });
    assert.equal(expected.length, NAMED);
    // statistics, as a database in use has them
    await database.db.execute(sql`analyze sop_blocks`);
    await database.db.execute(sql`analyze sop_versions`);
  });
  after(() => database.close());

  it("answers each block's newest name and its process, reading one row of the block", async () => {
    const ids = expected.map((b) => b.blockArtifactId);
    // an id that is no block, and one that is no id, are left out
    const asked = [...ids, crypto.randomUUID(), 'no id'];
    const { result, rows } = await withTenant(database.db, tenant.tenantId, (tx) =>
      rowsRead(tx, ['sop_blocks', 'sop_versions'], () => newestBlocks(tx, tenant.tenantId, asked)),
    );
    assert.deepEqual(result, expected);
    assert.ok(result.every((b) => b.name.endsWith(` v${VERSIONS / 2}`)));
    // one row per block and its process version (all 10 of each block before: 2,000 rows, or every block row)
    assert.ok(rows.sop_blocks! <= NAMED + 10, `read ${rows.sop_blocks} block rows`);
    assert.ok(rows.sop_versions! <= NAMED + 10, `read ${rows.sop_versions} process versions`);
  });

  it('tells which ids are blocks by one probe each (a gap entry save checks its targets)', async () => {
    const ids = expected.map((b) => b.blockArtifactId);
    const { result, rows } = await withTenant(database.db, tenant.tenantId, (tx) =>
      rowsRead(tx, ['sop_blocks'], () =>
        existingBlockArtifactIds(tx, tenant.tenantId, [...ids, crypto.randomUUID(), 'no id']),
      ),
    );
    assert.deepEqual([...result].sort(), [...ids].sort());
    // one row per block (its 10 rows, 2,000 in all, before)
    assert.ok(rows.sop_blocks! <= NAMED + 10, `read ${rows.sop_blocks} block rows`);
  });
});
