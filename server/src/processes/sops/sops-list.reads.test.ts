// GET /sops?scope=current (ADR 0200): the choosers and names of the gap list and the impact analysis read the
// processes without the obsolete history, which every release adds to; the answer is the whole list's versions
// that are not OBSOLETE, plus the newest version of a process that has only obsolete ones.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { SopListResponse } from '@qms/shared-api/contract';
import type { Database } from '../../db/database';
import { withTenant } from '../../db/tenant';
import { createTenant, openTestDatabase, startTestApp, type TestTenant } from '../../../test/helpers';
import { rowsRead } from '../../../test/table-reads';
import { listSops } from './sops.repository';

/**
 * Processes of VERSIONS versions each, a quarter of each kind: released in the newest version; a draft above the
 * released one; never released (drafts above obsolete ones); made obsolete in every version.
 */
const PROCESSES = 400;
const VERSIONS = 20;

describe('the process list without the obsolete history (scope current)', () => {
  let database: Database;
  let tenant: TestTenant;

  before(async () => {
    database = await openTestDatabase();
    tenant = await createTenant(database, 'Process list scope');
    const tenantId = tenant.tenantId;
    await withTenant(database.db, tenantId, async (tx) => {
      await tx.execute(sql`
        with p as (select i, gen_random_uuid() as artifact from generate_series(0, ${PROCESSES - 1}) i),
        a as (insert into sop_artifacts (tenant_id, artifact_id) select ${tenantId}::uuid, artifact from p)
        insert into sop_versions (tenant_id, artifact_id, version, name, release_state, sr_process_ids)
        select ${tenantId}::uuid, artifact, k, 'Process ' || i || ' v' || k,
               case when i % 4 = 0 and k = ${VERSIONS} then 'RELEASED'
                    when i % 4 = 1 and k = ${VERSIONS - 1} then 'RELEASED'
                    when i % 4 in (1, 2) and k = ${VERSIONS} then 'DRAFT'
                    else 'OBSOLETE' end,
               array['sr-' || i || '-' || k]
          from p, generate_series(1, ${VERSIONS}) k`);
    });
    // statistics, as a database in use has them
    await database.db.execute(sql`analyze sop_artifacts, sop_versions`);
  });
  after(() => database.close());

  it('answers the versions that are not obsolete and the newest of a retired process, reading only those', async () => {
    const { all, current, rows } = await withTenant(database.db, tenant.tenantId, async (tx) => {
      const everything = await listSops(tx, tenant.tenantId);
      const counted = await rowsRead(tx, ['sop_versions'], () => listSops(tx, tenant.tenantId, 'current'));
      return { all: everything, current: counted.result, rows: counted.rows };
    });
    assert.equal(all.sops.length, PROCESSES * VERSIONS);
    const newest = new Map<string, number>();
    for (const v of all.sops) newest.set(v.artifactId, Math.max(newest.get(v.artifactId) ?? 0, v.version));
    const live = new Set(all.sops.filter((v) => v.releaseState !== 'OBSOLETE').map((v) => v.artifactId));
    const expected = all.sops.filter(
      (v) =>
        v.releaseState !== 'OBSOLETE' || (!live.has(v.artifactId) && v.version === newest.get(v.artifactId)),
    );
    assert.deepEqual(current.sops, expected, 'the same versions, in the same order');
    assert.equal(current.sops.length, PROCESSES / 4 + 2 * (PROCESSES / 4) + PROCESSES / 4 + PROCESSES / 4);
    assert.deepEqual(current.artifacts, all.artifacts);
    assert.deepEqual(current.rootOrderedArtifactIds, all.rootOrderedArtifactIds);
    assert.deepEqual(
      current.allLinkedSrProcessIds,
      [...new Set(expected.flatMap((v) => v.srProcessIds))].sort(),
      'the SR processes the answered versions link',
    );
    // the 400 live versions, and a retired process's newest by a probe and a fetch (8,000 versions before)
    assert.ok(
      rows.sop_versions! <= current.sops.length + PROCESSES / 4 + 10,
      `read ${rows.sop_versions} versions`,
    );
  });

  it('takes the scope from the query, and refuses one it does not know', async () => {
    const t = await startTestApp();
    try {
      const own = await createTenant(t.database, 'Process list scope HTTP');
      const current = await t.as(own.admin, { method: 'GET', url: '/qms-api/sops?scope=current' });
      assert.equal(current.statusCode, 200, current.body);
      assert.deepEqual((current.json() as SopListResponse).sops, []);
      const unknown = await t.as(own.admin, { method: 'GET', url: '/qms-api/sops?scope=latest' });
      assert.equal(unknown.statusCode, 400);
      assert.match((unknown.json() as { errorMessage: string }).errorMessage, /scope/);
    } finally {
      await t.close();
    }
  });
});
