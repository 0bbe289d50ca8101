// GET /templates?scope=current (ADR 0200): the gap list's and the process detail's template choosers read the
// templates without the obsolete history, which every release adds to; the answer is the whole list's versions that
// are not OBSOLETE, plus the newest version of a template that has only obsolete ones, in the list's order.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { withTenant } from '../../db/tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../../test/helpers';
import { rowsRead } from '../../../test/table-reads';
import { listTemplates } from './templates.repository';

/**
 * Templates of VERSIONS versions each, a quarter of each kind: released in the newest version; a draft above the
 * released one; never released (a draft above obsolete ones); made obsolete in every version.
 */
const TEMPLATES = 200;
const VERSIONS = 40;

describe('the template list without the obsolete history (scope current)', () => {
  let database: Database;
  let tenant: TestTenant;

  before(async () => {
    database = await openTestDatabase();
    tenant = await createTenant(database, 'Template list scope');
    const tenantId = tenant.tenantId;
    await withTenant(database.db, tenantId, async (tx) => {
      await tx.execute(sql`
        insert into templates (tenant_id, artifact_id, version, name, release_state)
        select ${tenantId}::uuid, artifact, k, 'Template ' || i || ' v' || k,
               case when i % 4 = 0 and k = ${VERSIONS} then 'RELEASED'
                    when i % 4 = 1 and k = ${VERSIONS - 1} then 'RELEASED'
                    when i % 4 in (1, 2) and k = ${VERSIONS} then 'DRAFT'
                    else 'OBSOLETE' end
          from (select i, gen_random_uuid() as artifact from generate_series(0, ${TEMPLATES - 1}) i) t,
               generate_series(1, ${VERSIONS}) k`);
    });
    // statistics, as a database in use has them
    await database.db.execute(sql`analyze templates`);
  });
  after(() => database.close());

  it('answers the versions that are not obsolete and the newest of a retired template, reading a few per template', async () => {
    const { all, current, rows } = await withTenant(database.db, tenant.tenantId, async (tx) => {
      const everything = await listTemplates(tx, tenant.tenantId);
      const counted = await rowsRead(tx, ['templates'], () => listTemplates(tx, tenant.tenantId, 'current'));
      return { all: everything, current: counted.result, rows: counted.rows };
    });
    assert.equal(all.length, TEMPLATES * VERSIONS);
    const live = new Set(all.filter((v) => v.releaseState !== 'OBSOLETE').map((v) => v.artifactId));
    const newest = new Map<string, number>();
    for (const v of all) newest.set(v.artifactId, Math.max(newest.get(v.artifactId) ?? 0, v.version));
    const expected = all.filter(
      (v) =>
        v.releaseState !== 'OBSOLETE' || (!live.has(v.artifactId) && v.version === newest.get(v.artifactId)),
    );
    assert.deepEqual(current, expected, 'the same versions, in the same order');
    assert.equal(current.length, (5 * TEMPLATES) / 4);
    // the 250 versions answered; per template a step of the walk and a probe; a retired one's newest by a probe
    // (8,000 versions before)
    const bound = current.length + 2 * TEMPLATES + TEMPLATES / 4 + 10;
    assert.ok(rows.templates! <= bound, `read ${rows.templates} versions`);
  });

  it('answers the versions that are not obsolete alone when no template is retired', async () => {
    const own = await createTenant(database, 'Template list scope, none retired');
    const { current, rows } = await withTenant(database.db, own.tenantId, async (tx) => {
      await tx.execute(sql`insert into templates (tenant_id, artifact_id, version, name, release_state)
        values (${own.tenantId}::uuid, gen_random_uuid(), 1, 'Only', 'DRAFT')`);
      const counted = await rowsRead(tx, ['templates'], () => listTemplates(tx, own.tenantId, 'current'));
      return { current: counted.result, rows: counted.rows };
    });
    assert.deepEqual(
      current.map((t) => [t.name, t.releaseState]),
      [['Only', 'DRAFT']],
    );
    assert.ok(rows.templates! <= 5, `read ${rows.templates} versions`);
  });
});
