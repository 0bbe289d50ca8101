// Due for review (the dashboard's tile, on every visit, and its page) takes each document's newest completed release
// and newest review (ADR 0202): every completed release and every review of the tenant were read, and each release
// and review adds one more. Now a walk of the documents, a row each.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf, withTenant } from '../db/tenant';
import { createTenant, openTestDatabase, type TestTenant } from '../../test/helpers';
import { rowsRead } from '../../test/table-reads';
import { lastReviewDays, newestCompletedReleases } from './reviews.repository';

/** Documents of both types, each released RELEASES times (a cancelled release beside), half of them reviewed. */
const DOCUMENTS = 300;
const RELEASES = 15;
const REVIEWS = 6;

describe('Due for review: a row per document, not the history of releases and reviews', () => {
  let database: Database;
  let tenant: TestTenant;
  const user = '00000000-0000-4000-8000-000000000001';

  before(async () => {
    database = await openTestDatabase();
    tenant = await createTenant(database, 'Review due reads');
    const tenantId = tenant.tenantId;
    await withTenant(database.db, tenantId, (tx) =>
      tx.execute(sql`
        with d as (select i, gen_random_uuid() as artifact,
                          case when i % 2 = 0 then 'SOP' else 'TEMPLATE' end as type
                     from generate_series(1, ${DOCUMENTS}) i),
        c as (insert into change_control_releases (tenant_id, artifact_type, artifact_id, artifact_version_id,
                initiated_by, initiated_by_display_name, initiated_at, initiated_comment, expected_decider,
                expected_decider_display_name, state, decided_at)
              select ${tenantId}::uuid, type, artifact, gen_random_uuid(), ${user}::uuid, 'Someone',
                     timestamptz '2020-01-01' + (i * 7 + k * 30) * interval '1 day', '', ${user}::uuid, 'Someone',
                     case when k = 0 then 'CANCELLED' else 'COMPLETED' end,
                     timestamptz '2020-01-01 12:00Z' + (i * 7 + k * 30) * interval '1 day'
                from d, generate_series(0, ${RELEASES}) k),
        s as (insert into electronic_signatures (tenant_id, id, signer_user_id, printed_name, meaning, record_type,
                record_id, record_version, content_hash)
              select ${tenantId}::uuid, gen_random_uuid(), ${user}::uuid, 'Someone', 'Reviewed, no change needed',
                     type, artifact, 1, 'h'
                from d, generate_series(1, ${REVIEWS}) k where i % 2 = 0
              returning id, record_type, record_id)
        insert into change_control_reviews (tenant_id, artifact_type, artifact_id, artifact_version_id, version,
          reviewed_at, reviewed_by, reviewed_by_display_name, next_due_date, signature_id)
        select ${tenantId}::uuid, record_type, record_id, gen_random_uuid(), 1,
               timestamptz '2024-01-01 23:30Z' + (row_number() over ()) * interval '1 day', ${user}::uuid,
               'Someone', date '2026-01-01', id
          from s`),
    );
    // statistics, as a database in use has them
    await database.db.execute(sql`analyze change_control_releases, change_control_reviews`);
  });
  after(() => database.close());

  it("reads each document's newest completed release, one row each", async () => {
    const { expected, result, rows } = await withTenant(database.db, tenant.tenantId, async (tx) => {
      const all = rowsOf<{ artifactType: string; artifactId: string; versionId: string; releaseDay: string }>(
        await tx.execute(sql`select distinct on (artifact_type, artifact_id) artifact_type as "artifactType",
            artifact_id::text as "artifactId", artifact_version_id::text as "versionId",
            to_char(decided_at at time zone 'UTC', 'YYYY-MM-DD') as "releaseDay"
          from change_control_releases where state = 'COMPLETED'
          order by artifact_type, artifact_id, decided_at desc`),
      );
      const counted = await rowsRead(tx, ['change_control_releases'], () =>
        newestCompletedReleases(tx, tenant.tenantId),
      );
      return { expected: all, ...counted };
    });
    assert.equal(result.length, DOCUMENTS);
    assert.deepEqual(result, expected);
    // 4,800 releases before (4,500 of them completed)
    assert.ok(
      rows.change_control_releases! <= DOCUMENTS + 10,
      `read ${rows.change_control_releases} releases`,
    );
  });

  it("reads each reviewed document's newest review, one row each", async () => {
    const { expected, result, rows } = await withTenant(database.db, tenant.tenantId, async (tx) => {
      const all = rowsOf<{ key: string; day: string }>(
        await tx.execute(sql`select distinct on (artifact_type, artifact_id)
            artifact_type || ':' || artifact_id as key, to_char(reviewed_at at time zone 'UTC', 'YYYY-MM-DD') as day
          from change_control_reviews order by artifact_type, artifact_id, reviewed_at desc`),
      );
      const counted = await rowsRead(tx, ['change_control_reviews'], () =>
        lastReviewDays(tx, tenant.tenantId),
      );
      return { expected: all, ...counted };
    });
    assert.equal(result.size, DOCUMENTS / 2);
    assert.deepEqual(
      [...result],
      expected.map((row) => [row.key, row.day]),
    );
    // 900 reviews before
    assert.ok(
      rows.change_control_reviews! <= DOCUMENTS / 2 + 10,
      `read ${rows.change_control_reviews} reviews`,
    );
  });
});
