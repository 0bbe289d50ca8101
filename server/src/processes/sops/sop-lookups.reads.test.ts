// The gap list's CSV names its processes by a probe or two per process (ADR 0198): each release adds an obsolete
// version, and every version of every named process was read (and sorted) to find its preferred one.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf, withTenant } from '../../db/tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../../test/helpers';
import { rowsRead } from '../../../test/table-reads';
import { preferredSopNames, productRequirementBlocks } from './sop-lookups';

/**
 * Processes of VERSIONS versions each, a third of each kind: released in the newest version; a draft above the
 * released one (whose name is preferred); never released (the newest version's name is taken). Each is a PRODUCT
 * process whose every version holds one product requirement named as the version.
 */
const PROCESSES = 900;
const VERSIONS = 10;

describe('preferred process names: a probe per process, not its every version', () => {
  let database: Database;
  let tenant: TestTenant;
  let expected: { id: string; name: string }[];

  before(async () => {
    database = await openTestDatabase();
    tenant = await createTenant(database, 'Process names');
    const tenantId = tenant.tenantId;
    const firsts = await withTenant(database.db, tenantId, async (tx) => {
      await tx.execute(sql`
        with p as (select i, gen_random_uuid() as artifact from generate_series(0, ${PROCESSES - 1}) i),
        a as (insert into sop_artifacts (tenant_id, artifact_id, requirement_type)
              select ${tenantId}::uuid, artifact, 'PRODUCT' from p),
        v as (insert into sop_versions (tenant_id, artifact_id, version, name, release_state)
              select ${tenantId}::uuid, artifact, k, 'Process ' || i || ' v' || k,
                     case when i % 3 = 0 and k = ${VERSIONS} then 'RELEASED'
                          when i % 3 = 1 and k = ${VERSIONS - 1} then 'RELEASED'
                          when i % 3 > 0 and k = ${VERSIONS} then 'DRAFT'
                          else 'OBSOLETE' end
                from p, generate_series(1, ${VERSIONS}) k
              returning version_id, name)
        -- each version's one product requirement (a Section block), named as its version
        insert into sop_blocks (tenant_id, sop_version_id, artifact_id, version, type, name, position)
        select ${tenantId}::uuid, version_id, gen_random_uuid(), 1, 'TIPTAP', name, 1 from v`);
      return rowsOf<{ id: string; name: string }>(
        await tx.execute(
          sql`select artifact_id::text as id, name from sop_versions where version = 1 order by 1`,
        ),
      );
    });
    expected = firsts.map(({ id, name }) => {
      const i = Number(/^Process (\d+) /.exec(name)![1]);
      return { id, name: `Process ${i} v${i % 3 === 1 ? VERSIONS - 1 : VERSIONS}` };
    });
    assert.equal(expected.length, PROCESSES);
    // statistics, as a database in use has them
    await database.db.execute(sql`analyze sop_artifacts, sop_versions, sop_blocks`);
  });
  after(() => database.close());

  it("answers each process's preferred version's name, reading a version or two of it", async () => {
    // an id that is no process, and one that is no id, are left out
    const asked = [...expected.map((p) => p.id), crypto.randomUUID(), 'no id'];
    const { result, rows } = await withTenant(database.db, tenant.tenantId, (tx) =>
      rowsRead(tx, ['sop_versions'], () => preferredSopNames(tx, tenant.tenantId, asked)),
    );
    assert.deepEqual(result, expected);
    // the released version of each process, and the newest of those never released (all 9,000 versions before)
    assert.ok(rows.sop_versions! <= PROCESSES + 10, `read ${rows.sop_versions} versions`);
  });

  it("lists the product requirements of each process's preferred version, reading a version or two of it", async () => {
    const { result, rows } = await withTenant(database.db, tenant.tenantId, (tx) =>
      rowsRead(tx, ['sop_versions', 'sop_blocks'], () => productRequirementBlocks(tx, tenant.tenantId)),
    );
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    assert.deepEqual(
      result.map((r) => ({ id: r.sopArtifactId, name: r.sopName })).sort(byId),
      [...expected].sort(byId),
    );
    assert.ok(result.every((r) => r.sopBlockName === r.sopName));
    // a probe or two and the preferred version's row per process (all 9,000 versions before)
    assert.ok(rows.sop_versions! <= 2 * PROCESSES + 10, `read ${rows.sop_versions} versions`);
    // the preferred version's one block per process (all 9,000 before)
    assert.ok(rows.sop_blocks! <= PROCESSES + 10, `read ${rows.sop_blocks} blocks`);
  });
});
