import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AuditPage, SessionUser } from '@qms/shared-api/contract';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../test/helpers';
import {
  addUser,
  decide,
  processWithBlocks,
  setPassword,
  startRelease,
  type ReleaseAction,
} from '../../test/change-control';

// Issue 27.10: the audit trail filtered by a document version answers "who signed this version?" in one step.

describe('the audit trail of a version includes its release, participants and signatures', () => {
  let t: TestContext;
  let acme: TestTenant;
  let approver: SessionUser;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    await setPassword(t, acme.admin);
    await setPassword(t, acme.viewer);
    approver = await addUser(t, acme, 'Arno Approver');
  });
  after(() => t.close());

  const act = (user: SessionUser, versionId: string, action: ReleaseAction) =>
    decide(t, user, versionId, action, { comment: `${action}: checked` });
  const released = async (name: string) => {
    const { versionId } = await processWithBlocks(t, acme.admin, name);
    await startRelease(t, acme.admin, versionId, {
      comment: 'Release it',
      expectedDecider: acme.admin.userId,
      // four-eyes: the releaser is not the only author
      authorUserIds: [acme.admin.userId, acme.viewer.userId],
      approverUserIds: [approver.userId],
    });
    await act(acme.viewer, versionId, 'approve');
    await act(approver, versionId, 'approve');
    await act(approver, versionId, 'revert');
    await act(approver, versionId, 'approve');
    await act(acme.admin, versionId, 'approve');
    return { versionId, release: await act(acme.admin, versionId, 'complete') };
  };

  it('filtered by the version id: its own entries and those of its release, decisions and signatures', async () => {
    const { versionId, release } = await released('Purchasing');
    const other = await released('Receiving');
    const r = await t.as(acme.admin, {
      method: 'GET',
      url: `/qms-api/audit-trail?recordId=${versionId}&pageSize=200`,
    });
    assert.equal(r.statusCode, 200, r.body);
    const { entries } = r.json() as AuditPage;
    const tables = new Set(entries.map((e) => e.tableName));
    for (const table of [
      'sop_versions',
      'change_control_releases',
      'change_control_participants',
      'electronic_signatures',
      'change_control_withdrawals',
    ])
      assert.ok(tables.has(table), `no ${table} entry among ${[...tables].join(', ')}`);
    const recordIds = new Set(entries.map((e) => e.recordId));
    assert.ok(recordIds.has(release.id), 'the release');
    for (const p of [...release.authors, ...release.approvers]) {
      assert.ok(recordIds.has(p.id), `participant ${p.userDisplayName}`);
      assert.ok(recordIds.has(p.signature!.id), `signature of ${p.userDisplayName}`);
    }
    assert.ok(recordIds.has(release.signature!.id), 'the Released signature');
    // 2 approvals of the approver, 1 of each of the two authors, the release
    assert.equal(entries.filter((e) => e.tableName === 'electronic_signatures').length, 5);
    // nothing of the other version
    assert.ok(!recordIds.has(other.versionId) && !recordIds.has(other.release.id), 'only this version');
    assert.ok(
      entries.every((e) => e.newValues?.record_id === undefined || e.newValues.record_id === versionId),
      'no signature of another version',
    );
  });
});
