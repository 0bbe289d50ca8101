// The coming versions (the dashboard) are read from the releases that take effect later (ADR 0197): a tenant's
// past releases and released versions are not read to find the few still to come.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { withTenant } from '../../db/tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../../test/helpers';
import { rowsRead } from '../../../test/table-reads';
import { comingSopVersions } from './sops.in-force';

/** Processes released once, in force for a month. */
const PAST = 1000;
const TODAY = '2026-12-01';

describe('coming versions: read from the releases still to take effect', () => {
  let database: Database;
  let tenant: TestTenant;

  before(async () => {
    database = await openTestDatabase();
    tenant = await createTenant(database, 'Coming versions');
    const tenantId = tenant.tenantId;
    await withTenant(database.db, tenantId, async (tx) => {
      // the past processes (version 1 in force), and two whose version 2 takes effect on the 10th and the 20th
      await tx.execute(sql`
        with n as (select i, gen_random_uuid() as artifact from generate_series(1, ${PAST + 2}) i),
        a as (insert into sop_artifacts (tenant_id, artifact_id) select ${tenantId}::uuid, artifact from n),
        v as (select n.i, n.artifact, k.version, gen_random_uuid() as version_id,
                     case when n.i > ${PAST} and k.version = 1 then 'OBSOLETE' else 'RELEASED' end as state,
                     case when k.version = 1 then date '2026-11-01'
                          else date '2026-12-01' + (n.i - ${PAST}) * 10 end as effective
                from n, (values (1), (2)) k(version)
               where k.version = 1 or n.i > ${PAST}),
        s as (insert into sop_versions (tenant_id, version_id, artifact_id, version, name, release_state)
              select ${tenantId}::uuid, version_id, artifact, version, 'Process ' || i || ' v' || version, state
                from v)
        insert into change_control_releases (tenant_id, artifact_type, artifact_id, artifact_version_id,
                initiated_by, initiated_by_display_name, initiated_comment, expected_decider,
                expected_decider_display_name, state, effective_date)
        select ${tenantId}::uuid, 'SOP', artifact, version_id, gen_random_uuid(), 'Releaser', '', gen_random_uuid(),
               'Releaser', 'COMPLETED', effective from v`);
    });
    // statistics, as a database in use has them
    await database.db.execute(sql`analyze sop_versions, change_control_releases`);
  });
  after(() => database.close());

  it('lists the two coming versions, reading those processes and their releases only', async () => {
    const { result, rows } = await withTenant(database.db, tenant.tenantId, (tx) =>
      rowsRead(tx, ['sop_versions', 'change_control_releases'], () =>
        comingSopVersions(tx, tenant.tenantId, TODAY),
      ),
    );
    assert.deepEqual(
      result.map((process) => [
        process.name,
        process.inForce?.version,
        process.coming.map((c) => c.effectiveDate),
      ]),
      [
        [`Process ${PAST + 1} v2`, 1, ['2026-12-11']],
        [`Process ${PAST + 2} v2`, 1, ['2026-12-21']],
      ],
    );
    // their 4 versions and 4 releases, twice at most (1,004 versions and 1,004 releases before)
    assert.ok(rows.sop_versions! <= 8, `read ${rows.sop_versions} versions`);
    assert.ok(rows.change_control_releases! <= 8, `read ${rows.change_control_releases} releases`);
  });
});
