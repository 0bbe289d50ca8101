// Reads on every signature and on every dashboard that grew with the tenant's history (ADR 0197): the check whether
// the signer signed since their session began, and My approvals' open decisions, find their rows by index, not by
// reading every signature, release and participant record the tenant ever had.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { withTenant } from '../db/tenant';
import { hasSignedSince } from '../signatures/signatures.repository';
import { createTenant, openTestDatabase, type TestTenant } from '../../test/helpers';
import { rowsRead, tableReads } from '../../test/table-reads';
import { openDecisionsOf } from './my-approvals.repository';

/** Completed and cancelled releases of the past, each with a signature and two participant records. */
const HISTORY = 2000;

describe('history does not slow signing or My approvals', () => {
  let database: Database;
  let tenant: TestTenant;
  const user = '00000000-0000-4000-8000-000000000001';
  const other = '00000000-0000-4000-8000-000000000002';

  before(async () => {
    database = await openTestDatabase();
    tenant = await createTenant(database, 'History reads');
    const tenantId = tenant.tenantId;
    await withTenant(database.db, tenantId, async (tx) => {
      // the past: every release decided, the user approving half of them and left OPEN in the cancelled ones (a
      // cancelled release keeps its records as they were); each decision signed, a month ago
      await tx.execute(sql`
        with n as (select i, gen_random_uuid() as release, gen_random_uuid() as artifact from generate_series(1, ${HISTORY}) i),
        r as (insert into change_control_releases (tenant_id, id, artifact_type, artifact_id, artifact_version_id,
                initiated_by, initiated_by_display_name, initiated_at, initiated_comment, expected_decider,
                expected_decider_display_name, state)
              select ${tenantId}::uuid, release, 'SOP', artifact, gen_random_uuid(), ${other}::uuid, 'Other',
                     now() - interval '40 days' + i * interval '1 minute', '', ${other}::uuid, 'Other',
                     case when i % 2 = 0 then 'COMPLETED' else 'CANCELLED' end
                from n),
        p as (insert into change_control_participants (tenant_id, release_id, kind, position, user_id,
                user_display_name, decision)
              select ${tenantId}::uuid, release, kind, 0, who, 'Someone',
                     case when i % 2 = 0 then 'APPROVED' else 'OPEN' end
                from n, (values ('APPROVER', ${user}::uuid), ('AUTHOR', ${other}::uuid)) k(kind, who))
        insert into electronic_signatures (tenant_id, signer_user_id, printed_name, meaning, signed_at, record_type,
                record_id, record_version, content_hash, release_id)
        select ${tenantId}::uuid, case when i % 2 = 0 then ${user}::uuid else ${other}::uuid end, 'Someone',
               'Approved', now() - interval '30 days', 'SOP', artifact, 1, 'hash', release
          from n`);
      // today: three running releases waiting for the user
      await tx.execute(sql`
        with n as (select i, gen_random_uuid() as release from generate_series(1, 3) i),
        r as (insert into change_control_releases (tenant_id, id, artifact_type, artifact_id, artifact_version_id,
                initiated_by, initiated_by_display_name, initiated_at, initiated_comment, expected_decider,
                expected_decider_display_name)
              select ${tenantId}::uuid, release, 'SOP', gen_random_uuid(), gen_random_uuid(), ${other}::uuid,
                     'Other', now() - i * interval '1 hour', '', ${other}::uuid, 'Other' from n)
        insert into change_control_participants (tenant_id, release_id, kind, position, user_id, user_display_name)
        select ${tenantId}::uuid, release, 'APPROVER', 0, ${user}::uuid, 'Someone' from n`);
    });
    // statistics, as a database in use has them
    await database.db.execute(
      sql`analyze electronic_signatures, change_control_releases, change_control_participants`,
    );
  });
  after(() => database.close());

  it("asks whether the signer signed since their session began by the signer's own signatures", async () => {
    const check = (since: Date) =>
      withTenant(database.db, tenant.tenantId, (tx) =>
        tableReads(tx, 'electronic_signatures', () => hasSignedSince(tx, tenant.tenantId, user, since)),
      );
    const session = await check(new Date(Date.now() - 3600_000));
    assert.equal(session.result, false);
    assert.equal(session.seqRows, 0);
    assert.ok(session.indexRows <= 2, `read ${session.indexRows} signatures`);
    const month = await check(new Date(Date.now() - 60 * 86400_000));
    assert.equal(month.result, true);
    // half the tenant's signatures are the user's: the planner may rightly scan until the first one
    const read = month.indexRows + month.seqRows;
    assert.ok(read <= 5, `read ${read} signatures`);
  });

  it("lists the user's open decisions from the running releases, not from every release", async () => {
    const { result, rows } = await withTenant(database.db, tenant.tenantId, (tx) =>
      rowsRead(tx, ['change_control_releases', 'change_control_participants'], () =>
        openDecisionsOf(tx, tenant.tenantId, user),
      ),
    );
    assert.equal(result.length, 3);
    // the three running releases and their records (the past's 2,000 releases and 4,000 records before)
    const releases = rows.change_control_releases!;
    const records = rows.change_control_participants!;
    assert.ok(releases <= 10, `read ${releases} releases`);
    assert.ok(records <= 10, `read ${records} participant records`);
  });
});
