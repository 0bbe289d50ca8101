// My approvals and Due for review name each document by its version: one statement per artifact type for the
// whole list, not one per row (a user with 30 open decisions made 30 round trips on every dashboard).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { withTenant } from '../db/tenant';
import { sopChangeControlHost } from '../processes/index';
import { templateChangeControlHost } from '../templates/index';
import { createTenant, openTestDatabase, type TestTenant } from '../../test/helpers';
import { tableReads } from '../../test/table-reads';
import { myApprovals } from './my-approvals.routes';
import { dueForReview } from './review.service';

/** Processes, each with version 1 RELEASED two years ago (due for review) and version 2 in a running release. */
const DOCUMENTS = 30;
const hosts = [sopChangeControlHost, templateChangeControlHost];

describe('the dashboard lists name their documents in one statement', () => {
  let database: Database;
  let tenant: TestTenant;
  const user = '00000000-0000-4000-8000-000000000001';

  before(async () => {
    database = await openTestDatabase();
    tenant = await createTenant(database, 'Version reads');
    const tenantId = tenant.tenantId;
    await withTenant(database.db, tenantId, (tx) =>
      tx.execute(sql`
        with n as (select i, gen_random_uuid() as artifact from generate_series(1, ${DOCUMENTS}) i),
        a as (insert into sop_artifacts (tenant_id, artifact_id) select ${tenantId}::uuid, artifact from n),
        v as (insert into sop_versions (tenant_id, artifact_id, version, name, release_state)
              select ${tenantId}::uuid, artifact, k, 'Process ' || i,
                     case when k = 1 then 'RELEASED' else 'IN_RELEASE' end
                from n, generate_series(1, 2) k
              returning version_id, artifact_id, version),
        c as (insert into change_control_releases (tenant_id, artifact_type, artifact_id, artifact_version_id,
                initiated_by, initiated_by_display_name, initiated_at, initiated_comment, expected_decider,
                expected_decider_display_name, state, decided_at)
              select ${tenantId}::uuid, 'SOP', artifact_id, version_id, ${user}::uuid, 'Someone',
                     now() - interval '2 years', '', ${user}::uuid, 'Someone', 'COMPLETED',
                     now() - interval '2 years' from v where version = 1),
        r as (insert into change_control_releases (tenant_id, id, artifact_type, artifact_id, artifact_version_id,
                initiated_by, initiated_by_display_name, initiated_at, initiated_comment, expected_decider,
                expected_decider_display_name)
              select ${tenantId}::uuid, gen_random_uuid(), 'SOP', artifact_id, version_id, ${user}::uuid, 'Someone',
                     now() - interval '1 hour', '', ${user}::uuid, 'Someone' from v where version = 2
              returning id)
        insert into change_control_participants (tenant_id, release_id, kind, position, user_id, user_display_name)
        select ${tenantId}::uuid, id, 'APPROVER', 0, ${user}::uuid, 'Someone' from r`),
    );
  });
  after(() => database.close());

  it('My approvals: every open decision with its document, one look-up of the versions', async () => {
    const { result, indexScans } = await withTenant(database.db, tenant.tenantId, (tx) =>
      tableReads(tx, 'sop_versions', () => myApprovals(tx, tenant.tenantId, user, hosts)),
    );
    assert.equal(result.length, DOCUMENTS);
    assert.deepEqual(
      result.map((a) => a.documentName).sort(),
      Array.from({ length: DOCUMENTS }, (_, i) => `Process ${i + 1}`).sort(),
    );
    assert.ok(result.every((a) => a.version === 2));
    // one per decision before
    assert.ok(indexScans <= 2, `${indexScans} look-ups of process versions`);
  });

  it('Due for review: every document due, one look-up of the versions', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { result, indexScans } = await withTenant(database.db, tenant.tenantId, (tx) =>
      tableReads(tx, 'sop_versions', () => dueForReview(tx, tenant.tenantId, hosts, today)),
    );
    assert.equal(result.length, DOCUMENTS);
    assert.ok(result.every((d) => d.name.startsWith('Process ') && d.version === 1));
    assert.ok(indexScans <= 2, `${indexScans} look-ups of process versions`);
  });
});
