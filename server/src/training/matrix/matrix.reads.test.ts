// A filtered training matrix and one training record read what they show (issue 30's scan): the trainings of one
// user or one process by their indexes, the one process's versions and releases, the one user's name; not every
// training, version and release of the tenant.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf, withTenant, type Tx } from '../../db/tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../../test/helpers';
import { rowsRead } from '../../../test/table-reads';
import { trainingMatrix } from './matrix.service';
import { trainingRecord } from './training-record';

/** Users of the tenant; the first TRAINED_USERS and the disabled USERS - 1 have trainings, the disabled last none. */
const USERS = 1000;
const TRAINED_USERS = 49;
const PROCESSES = 400;
/** Each trained user is trained on the first TRAINED processes. */
const TRAINED = 40;
const TODAY = '2026-12-01';

describe('training matrix and records: what a filter shows is what is read', () => {
  let database: Database;
  let tenant: TestTenant;
  let userId: string;
  let artifactId: string;
  let disabledTrained: string;
  let disabledUntrained: string;

  before(async () => {
    database = await openTestDatabase();
    tenant = await createTenant(database, 'Matrix reads');
    const tenantId = tenant.tenantId;
    // users are the platform's to write (the request role may not): written as the database owner
    await database.db.execute(sql`
      with n as (select i from generate_series(1, ${USERS}) i)
      insert into users (tenant_id, id, email, display_name, initials, disabled_at)
      select ${tenantId}::uuid, gen_random_uuid(), 'reader' || i || '@matrix.example',
             'Reader ' || lpad(i::text, 4, '0'), 'R' || i, case when i >= ${USERS - 1} then now() end
        from n`);
    await withTenant(database.db, tenantId, async (tx) => {
      // every process released once, effective a month ago
      await tx.execute(sql`
        with n as (select i, gen_random_uuid() as artifact, gen_random_uuid() as version, gen_random_uuid() as release
                     from generate_series(1, ${PROCESSES}) i),
        a as (insert into sop_artifacts (tenant_id, artifact_id) select ${tenantId}::uuid, artifact from n),
        v as (insert into sop_versions (tenant_id, version_id, artifact_id, name, release_state)
              select ${tenantId}::uuid, version, artifact, 'Process ' || lpad(i::text, 3, '0'), 'RELEASED' from n)
        insert into change_control_releases (tenant_id, id, artifact_type, artifact_id, artifact_version_id,
                initiated_by, initiated_by_display_name, initiated_comment, expected_decider,
                expected_decider_display_name, state, effective_date)
        select ${tenantId}::uuid, release, 'SOP', artifact, version, gen_random_uuid(), 'Releaser', '',
               gen_random_uuid(), 'Releaser', 'COMPLETED', '2026-11-01' from n`);
      // the trained users on the first TRAINED processes; the other users, the last (disabled) one too, on none
      await tx.execute(sql`
        with u as (select id, display_name, substring(email from 'reader([0-9]+)@')::int as i from users
                    where tenant_id = ${tenantId}::uuid and email like '%@matrix.example'),
        p as (select r.id as release, r.artifact_id, r.artifact_version_id, v.name,
                     row_number() over (order by v.name) as i
                from change_control_releases r join sop_versions v
                  on v.tenant_id = r.tenant_id and v.version_id = r.artifact_version_id
               where r.tenant_id = ${tenantId}::uuid)
        insert into training_assignments (tenant_id, user_id, user_display_name, artifact_id, artifact_version_id,
                version, document_name, release_id, reason, due_date)
        select ${tenantId}::uuid, u.id, u.display_name, p.artifact_id, p.artifact_version_id, 1, p.name, p.release,
               'EXTRA', '2026-11-01'
          from u, p where (u.i <= ${TRAINED_USERS} or u.i = ${USERS - 1}) and p.i <= ${TRAINED}`);
      const idOf = async (i: number) =>
        rowsOf<{ id: string }>(
          await tx.execute(sql`select id from users
            where tenant_id = ${tenantId}::uuid and email = ${`reader${i}@matrix.example`}`),
        )[0]!.id;
      userId = await idOf(1);
      disabledTrained = await idOf(USERS - 1);
      disabledUntrained = await idOf(USERS);
      const [process] = rowsOf<{ artifact_id: string }>(
        await tx.execute(sql`select artifact_id from sop_versions
          where tenant_id = ${tenantId}::uuid and name = 'Process 001'`),
      );
      artifactId = process!.artifact_id;
    });
    // statistics, as a database in use has them
    await database.db.execute(
      sql`analyze users, sop_versions, change_control_releases, training_assignments`,
    );
  });
  after(() => database.close());

  /** Rows `work` read of each table, in a tenant transaction. */
  const reads = <T>(tables: string[], work: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, tenant.tenantId, async (tx) => {
      const { result, rows } = await rowsRead(tx, tables, () => work(tx));
      return { result, counts: rows };
    });

  it("reads one user's trainings for the matrix filtered by that user", async () => {
    const { result, counts } = await reads(['training_assignments'], (tx) =>
      trainingMatrix(tx, tenant.tenantId, { userId, today: TODAY }),
    );
    assert.equal(result.rows.length, 1);
    assert.equal(result.rows[0]!.cells.filter((cell) => cell.status === 'OPEN').length, TRAINED);
    // the user's 40, and one of each disabled user (all 2,000 before)
    assert.ok(counts.training_assignments! <= TRAINED + 5, `read ${counts.training_assignments} trainings`);
  });

  it("reads one process's trainings for the matrix filtered by that process", async () => {
    const { result, counts } = await reads(['training_assignments'], (tx) =>
      trainingMatrix(tx, tenant.tenantId, { artifactId, today: TODAY }),
    );
    assert.equal(result.processes.length, 1);
    assert.equal(result.rows.filter((row) => row.cells[0]!.status === 'OPEN').length, TRAINED_USERS + 1);
    const read = counts.training_assignments!;
    assert.ok(read <= TRAINED_USERS + 5, `read ${read} trainings`);
  });

  it('lists a disabled user who has a training record, and not one who has none', async () => {
    const { result } = await reads([], (tx) => trainingMatrix(tx, tenant.tenantId, { userId, today: TODAY }));
    const listed = new Set(result.userOptions.map((option) => option.id));
    assert.ok(listed.has(disabledTrained));
    assert.ok(!listed.has(disabledUntrained));
  });

  it("reads one process's versions and releases for its training record", async () => {
    const { result, counts } = await reads(
      ['sop_versions', 'change_control_releases', 'training_assignments'],
      (tx) => trainingRecord(tx, tenant.tenantId, { artifactId }, TODAY),
    );
    assert.equal(result.name, 'Process 001');
    assert.equal(result.open.length, TRAINED_USERS + 1);
    // 400 versions and 400 releases before
    assert.ok(counts.sop_versions! <= 5, `read ${counts.sop_versions} versions`);
    assert.ok(counts.change_control_releases! <= 5, `read ${counts.change_control_releases} releases`);
  });

  it("reads one user's name for their training record", async () => {
    const { result, counts } = await reads(['users'], (tx) =>
      trainingRecord(tx, tenant.tenantId, { userId }, TODAY),
    );
    assert.equal(result.name, 'Reader 0001');
    assert.equal(result.open.length, TRAINED);
    // 1,000 before
    assert.ok(counts.users! <= 2, `read ${counts.users} users`);
  });
});
