import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SessionUser, SignedRecord } from '@qms/shared-api/contract';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../test/helpers';
import { api } from '../../test/api';
import {
  decide,
  PASSWORD,
  processWithBlocks,
  releaseTeam,
  startRelease,
  type ReleaseAction,
} from '../../test/change-control';

// Issue 27.1, 27.2: which signatures are in force on a version, in what capacity, and the withdrawn ones apart.

describe('signatures in force: capacity, revert and cancel withdraw a signature', () => {
  let t: TestContext;
  let acme: TestTenant;
  let releaser: SessionUser;
  let approver: SessionUser;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    ({ releaser, approver } = await releaseTeam(t, acme));
  });
  after(() => t.close());

  // the comment names who decided, so the signatures' comments can be told apart
  const act = (user: SessionUser, versionId: string, action: ReleaseAction, extra = {}) =>
    decide(t, user, versionId, action, { comment: `${action} by ${user.userName}`, ...extra });
  const start = (versionId: string) =>
    startRelease(t, acme.admin, versionId, {
      comment: 'Release it',
      expectedDecider: releaser.userId,
      authorUserIds: [acme.admin.userId],
      approverUserIds: [approver.userId],
    });
  const signedRecordOf = async (versionId: string) => {
    const r = await api(t, acme.viewer, 'GET', `/sops/v/${versionId}/signatures/in-force`);
    assert.equal(r.statusCode, 200, r.body);
    return r.json() as SignedRecord;
  };

  it('approve → revert → approve: one Approved in force per participant, the reverted one withdrawn', async () => {
    const { versionId } = await processWithBlocks(t, acme.admin, 'Purchasing');
    await start(versionId);
    await act(acme.admin, versionId, 'approve');
    await act(approver, versionId, 'approve');
    await act(approver, versionId, 'revert');
    await act(approver, versionId, 'approve');
    await act(releaser, versionId, 'complete');

    const record = await signedRecordOf(versionId);
    assert.deepEqual(
      record.inForce.map((s) => [s.printedName, s.meaning, s.capacity, s.comment]),
      [
        ['Acme Admin', 'Approved', 'Author', 'approve by Acme Admin'],
        ['Arno Approver', 'Approved', 'Approver', 'approve by Arno Approver'],
        ['Rita Releaser', 'Released', 'Releaser', 'complete by Rita Releaser'],
      ],
    );
    assert.equal(record.withdrawn.length, 1);
    const [withdrawn] = record.withdrawn;
    assert.deepEqual(
      [withdrawn!.printedName, withdrawn!.meaning, withdrawn!.capacity, withdrawn!.cause],
      ['Arno Approver', 'Approved', 'Approver', 'Reverted'],
    );
    assert.equal(withdrawn!.withdrawnByDisplayName, 'Arno Approver');
    assert.ok(withdrawn!.withdrawnAt! >= withdrawn!.signedAt, 'withdrawn after it was signed');
    // the raw record keeps every signature given (§11.70): nothing is deleted, only taken out of force
    const all = (await api(t, acme.viewer, 'GET', `/sops/v/${versionId}/signatures`)).json() as unknown[];
    assert.equal(all.length, 4);
  });

  it("a cancelled release's approvals are withdrawn (by whom, when); the next release's are in force", async () => {
    const { artifactId, versionId } = await processWithBlocks(t, acme.admin, 'Receiving');
    await start(versionId);
    await act(acme.admin, versionId, 'approve');
    await act(approver, versionId, 'decline', { comment: 'Not yet' });
    await act(acme.admin, versionId, 'cancel');
    await start(versionId);
    await act(approver, versionId, 'approve');

    const record = await signedRecordOf(versionId);
    assert.deepEqual(
      record.inForce.map((s) => [s.printedName, s.meaning, s.capacity]),
      [['Arno Approver', 'Approved', 'Approver']],
    );
    assert.deepEqual(
      record.withdrawn.map((s) => [s.printedName, s.meaning, s.capacity, s.cause, s.withdrawnByDisplayName]),
      [
        ['Acme Admin', 'Approved', 'Author', 'Release cancelled', 'Acme Admin'],
        ['Arno Approver', 'Declined', 'Approver', 'Release cancelled', 'Acme Admin'],
      ],
    );
    assert.ok(record.withdrawn.every((s) => s.withdrawnAt !== null));

    // released, then made obsolete: the obsoletion is in force in its own capacity
    await act(acme.admin, versionId, 'approve');
    await act(releaser, versionId, 'complete');
    const version = (
      await api(t, acme.admin, 'GET', `/sops/sop-artifact-uuid/versions/${versionId}`)
    ).json() as { sop: { dbVersion: number } };
    const obsolete = await api(
      t,
      acme.admin,
      'PUT',
      `/sops/${artifactId}/versions/${versionId}/release-state`,
      {
        releaseState: 'OBSOLETE',
        dbVersion: version.sop.dbVersion,
        password: PASSWORD,
        email: acme.admin.email,
      },
    );
    assert.equal(obsolete.statusCode, 200, obsolete.body);
    const after = await signedRecordOf(versionId);
    assert.deepEqual(
      after.inForce.map((s) => [s.meaning, s.capacity]),
      [
        ['Approved', 'Approver'],
        ['Approved', 'Author'],
        ['Released', 'Releaser'],
        ['Made obsolete', 'Made obsolete'],
      ],
    );
    assert.equal(after.withdrawn.length, 2);
  });

  it("is read only within the tenant: another tenant's version is not found", async () => {
    const { versionId } = await processWithBlocks(t, acme.admin, 'Storing');
    const other = await createTenant(t.database, 'Other');
    const r = await api(t, other.viewer, 'GET', `/sops/v/${versionId}/signatures/in-force`);
    assert.equal(r.statusCode, 404, r.body);
  });
});
