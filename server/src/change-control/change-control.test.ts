import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  CHANGE_CONTROL_ERRORS as E,
  SIGNATURE_PASSWORD_WRONG,
  type ChangeControlRelease,
  type DocumentHistory,
  type SessionUser,
  type Signature,
  type SopDetailResponse,
} from '@qms/shared-api/contract';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../test/helpers';
import { tenantFingerprint } from '../../test/snapshot';
import { rowsOf } from '../db/tenant';
import { api } from '../../test/api';
import {
  cc,
  currentOf,
  decide,
  describeChange,
  PASSWORD,
  processWithBlocks,
  recordOf,
  releaseTeam,
  setPassword,
  startRelease,
} from '../../test/change-control';

describe('change control of processes: release workflow with electronic signatures', () => {
  let t: TestContext;
  let acme: TestTenant;
  let other: TestTenant;
  let releaser: SessionUser;
  let approver: SessionUser;

  const start = (user: SessionUser, versionId: string, body: Record<string, unknown>) =>
    api(t, user, 'POST', cc(versionId, '/release'), body);
  const act = (user: SessionUser, versionId: string, action: string, body: Record<string, unknown>) =>
    api(t, user, 'PUT', cc(versionId, `/release/${action}`), body);
  const stateOf = async (versionId: string) =>
    (
      (
        await api(t, acme.viewer, 'GET', `/sops/sop-artifact-uuid/versions/${versionId}`)
      ).json() as SopDetailResponse
    ).sop;
  const approve = (user: SessionUser, versionId: string) =>
    decide(t, user, versionId, 'approve', { comment: 'ok' });
  /** A started release: authors admin + viewer, approver, releaser. */
  const started = async (name = 'Purchasing') => {
    const ids = await processWithBlocks(t, acme.admin, name);
    const release = await startRelease(t, acme.admin, ids.versionId, {
      comment: 'First release',
      expectedDecider: releaser.userId,
      authorUserIds: [acme.admin.userId, acme.viewer.userId],
      approverUserIds: [approver.userId],
    });
    return { ...ids, release };
  };

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    other = await createTenant(t.database, 'Other');
    ({ releaser, approver } = await releaseTeam(t, acme));
    await setPassword(t, other.admin);
  });
  after(() => t.close());

  it('goes DRAFT → IN_RELEASE → RELEASED with signed decisions, then a new version and the history', async () => {
    const { artifactId, versionId, release } = await started();
    assert.equal(release.state, 'RUNNING');
    assert.equal(release.initiatedByDisplayName, 'Acme Admin');
    assert.equal(release.expectedDeciderDisplayName, 'Rita Releaser');
    assert.deepEqual(
      release.authors.map((a) => a.userDisplayName),
      ['Acme Admin', 'Acme Viewer'],
    );
    assert.deepEqual(
      release.approvers.map((a) => a.decision),
      ['OPEN'],
    );
    assert.equal((await stateOf(versionId)).releaseState, 'IN_RELEASE');

    // a viewer author declines with a comment (signed), then reverts
    const declined = await act(acme.viewer, versionId, 'decline', {
      comment: 'Step 2 is unclear',
      dbVersion: recordOf(release, acme.viewer).dbVersion,
      password: PASSWORD,
      email: acme.viewer.email,
    });
    assert.equal(declined.statusCode, 200, declined.body);
    const viewerRecord = recordOf(declined.json() as ChangeControlRelease, acme.viewer);
    assert.equal(viewerRecord.decision, 'DECLINED');
    assert.equal(viewerRecord.signature?.meaning, 'Declined');
    assert.equal(viewerRecord.signature?.printedName, 'Acme Viewer');
    assert.match(viewerRecord.signature!.signedAt, /(Z|[+-]\d\d:\d\d)$/);
    const reverted = await act(acme.viewer, versionId, 'revert', {
      comment: 'Clarified',
      dbVersion: viewerRecord.dbVersion,
    });
    assert.equal(reverted.statusCode, 200, reverted.body);
    assert.equal(recordOf(reverted.json() as ChangeControlRelease, acme.viewer).decision, 'OPEN');

    for (const user of [acme.admin, acme.viewer, approver]) await approve(user, versionId);
    const ready = (await currentOf(t, releaser, versionId))!;
    const done = await act(releaser, versionId, 'complete', {
      dbVersion: ready.dbVersion,
      password: PASSWORD,
      email: releaser.email,
    });
    assert.equal(done.statusCode, 200, done.body);
    const completed = done.json() as ChangeControlRelease;
    assert.equal(completed.state, 'COMPLETED');
    assert.equal(completed.decidedByDisplayName, 'Rita Releaser');
    assert.equal(completed.signature?.meaning, 'Released');
    assert.equal((await stateOf(versionId)).releaseState, 'RELEASED');

    // every signature binds the same content (nothing changed between the decisions and the release)
    const signatures = (
      await api(t, acme.viewer, 'GET', `/sops/v/${versionId}/signatures`)
    ).json() as Signature[];
    assert.deepEqual(
      signatures.map((s) => s.meaning),
      ['Declined', 'Approved', 'Approved', 'Approved', 'Released'],
    );
    assert.equal(new Set(signatures.map((s) => s.contentHash)).size, 1);
    assert.ok(signatures.every((s) => s.recordType === 'SOP' && s.recordVersion === 1));

    // signatures and decisions are in the audit trail (by trigger)
    const trail = await t.database.db.execute(
      sql`select count(*)::int as n from audit_trail where tenant_id = ${acme.tenantId}
           and table_name in ('electronic_signatures', 'change_control_participants')`,
    );
    assert.ok(Number(rowsOf<{ n: number }>(trail)[0]!.n) >= 10);

    // new version: V2 DRAFT, the blocks UNCHANGED
    const created = await api(t, acme.admin, 'POST', `/sops/${artifactId}/versions`);
    assert.equal(created.statusCode, 201, created.body);
    const v2 = created.json() as { versionId: string; version: number; releaseState: string };
    assert.equal(v2.version, 2);
    assert.equal(v2.releaseState, 'DRAFT');
    const v2Detail = await stateOf(v2.versionId);
    assert.deepEqual(
      v2Detail.sopBlocks.map((b) => [b.name, b.versionState]),
      [
        ['Order goods', 'UNCHANGED'],
        ['Check delivery', 'UNCHANGED'],
      ],
    );
    const again = await api(t, acme.admin, 'POST', `/sops/${artifactId}/versions`);
    assert.equal(again.statusCode, 409);
    assert.equal(errorMessageOf(again), E.unreleasedVersionExists);

    const history = (
      await api(t, acme.viewer, 'GET', `/sops/${artifactId}/versions`)
    ).json() as DocumentHistory;
    assert.deepEqual(
      history.released.map((h) => [h.version, h.authorDisplayNames]),
      [[1, ['Acme Admin', 'Acme Viewer']]],
    );
    assert.equal(history.released[0]!.releasedAt, completed.decidedAt);
    assert.deepEqual(history.unreleased && [history.unreleased.version, history.unreleased.releaseState], [
      2,
      'DRAFT',
    ]);

    // releasing V2 makes V1 OBSOLETE
    await describeChange(t, acme.admin, { artifactId, versionId: v2.versionId }, 'Second issue');
    const r2 = await start(acme.admin, v2.versionId, {
      comment: 'Second',
      expectedDecider: releaser.userId,
      authorUserIds: [acme.admin.userId],
    });
    assert.equal(r2.statusCode, 201, r2.body);
    await approve(acme.admin, v2.versionId);
    const ready2 = (await currentOf(t, releaser, v2.versionId))!;
    const done2 = await act(releaser, v2.versionId, 'complete', {
      dbVersion: ready2.dbVersion,
      password: PASSWORD,
      email: releaser.email,
    });
    assert.equal(done2.statusCode, 200, done2.body);
    assert.equal((await stateOf(versionId)).releaseState, 'OBSOLETE');
    assert.equal((await stateOf(v2.versionId)).releaseState, 'RELEASED');
  });

  it('cancel keeps the release as history, returns the version to DRAFT and allows a new release', async () => {
    const { versionId, release } = await started('Cancelled one');
    const cancelled = await act(acme.admin, versionId, 'cancel', {
      comment: 'Wrong scope',
      dbVersion: release.dbVersion,
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal((cancelled.json() as ChangeControlRelease).state, 'CANCELLED');
    assert.equal((await stateOf(versionId)).releaseState, 'DRAFT');
    assert.equal(await currentOf(t, acme.viewer, versionId), null);
    const again = await start(acme.admin, versionId, {
      comment: 'Again',
      expectedDecider: releaser.userId,
      authorUserIds: [acme.viewer.userId],
    });
    assert.equal(again.statusCode, 201, again.body);
    const list = (await api(t, acme.viewer, 'GET', cc(versionId))).json() as ChangeControlRelease[];
    assert.deepEqual(
      list.map((r) => r.state),
      ['RUNNING', 'CANCELLED'],
    );
  });

  it('refuses every transition that is not allowed, with a clear message, and changes nothing', async () => {
    const { artifactId, versionId, release } = await started('Refusals');
    const expect = async (
      response: Promise<{ statusCode: number; body: string }>,
      status: number,
      message: string,
      audited = false,
    ) => {
      // a failed signature is itself recorded in the audit trail (SIGNATURE_FAILED); nothing else may change
      const data = async () => {
        const all = await tenantFingerprint(t.database, acme.tenantId);
        if (audited) for (const key of ['audit_trail', 'audit_chain_heads']) delete all[key];
        return all;
      };
      const before = await data();
      const r = await response;
      assert.equal(r.statusCode, status, r.body);
      assert.equal(errorMessageOf(r as never), message);
      assert.deepEqual(await data(), before);
    };
    const own = (user: SessionUser) => recordOf(release, user).dbVersion;
    // second release
    await expect(
      start(acme.admin, versionId, {
        comment: 'x',
        expectedDecider: releaser.userId,
        authorUserIds: [acme.admin.userId],
      }),
      409,
      E.releaseExists,
    );
    // non-participant (the releaser is no author or approver)
    await expect(
      act(releaser, versionId, 'approve', { dbVersion: 0, password: PASSWORD, email: releaser.email }),
      403,
      E.notParticipant,
    );
    // decline without comment
    await expect(
      act(acme.viewer, versionId, 'decline', {
        dbVersion: own(acme.viewer),
        password: PASSWORD,
        email: acme.viewer.email,
      }),
      400,
      'A comment is required to decline.',
    );
    // wrong signature password: 403 (not 401, which would sign the user out)
    await expect(
      act(acme.viewer, versionId, 'approve', {
        dbVersion: own(acme.viewer),
        password: 'wrong',
        email: acme.viewer.email,
      }),
      403,
      SIGNATURE_PASSWORD_WRONG,
      true,
    );
    // stale participant dbVersion
    await expect(
      act(acme.viewer, versionId, 'approve', {
        dbVersion: own(acme.viewer) + 5,
        password: PASSWORD,
        email: acme.viewer.email,
      }),
      409,
      E.participantChanged,
    );
    // revert with nothing to revert
    await expect(
      act(acme.viewer, versionId, 'revert', { comment: 'Nothing', dbVersion: own(acme.viewer) }),
      409,
      E.nothingToRevert,
    );
    // complete before all approved
    await expect(
      act(releaser, versionId, 'complete', {
        dbVersion: release.dbVersion,
        password: PASSWORD,
        email: releaser.email,
      }),
      409,
      E.notAllApproved,
    );
    // complete by an admin who is not the releaser
    await expect(
      act(acme.admin, versionId, 'complete', {
        dbVersion: release.dbVersion,
        password: PASSWORD,
        email: acme.admin.email,
      }),
      403,
      E.completeNotAllowed,
    );
    // stale release dbVersion
    await expect(
      act(acme.admin, versionId, 'cancel', { comment: 'Stale', dbVersion: release.dbVersion + 1 }),
      409,
      E.releaseChanged,
    );
    // a viewer may not cancel or start
    await expect(
      act(acme.viewer, versionId, 'cancel', { comment: 'Not mine', dbVersion: release.dbVersion }),
      403,
      'This action requires the QMS_ADMIN role.',
    );
    // direct release-state changes the workflow owns
    const sop = await stateOf(versionId);
    await expect(
      api(t, acme.admin, 'PUT', `/sops/${artifactId}/versions/${versionId}/release-state`, {
        releaseState: 'RELEASED',
        dbVersion: sop.dbVersion,
      }),
      409,
      E.releaseStateByWorkflow,
    );
    await expect(
      api(t, acme.admin, 'PUT', `/sops/${artifactId}/versions/${versionId}/release-state`, {
        releaseState: 'OBSOLETE',
        dbVersion: sop.dbVersion,
        password: PASSWORD,
        email: acme.admin.email,
      }),
      409,
      E.onlyReleasedToObsolete,
    );
    // new version while one is in release
    await expect(api(t, acme.admin, 'POST', `/sops/${artifactId}/versions`), 409, E.unreleasedVersionExists);
    // the releaser must be an administrator
    const draft = await processWithBlocks(t, acme.admin, 'Viewer releaser');
    await expect(
      start(acme.admin, draft.versionId, {
        comment: 'x',
        expectedDecider: acme.viewer.userId,
        authorUserIds: [acme.admin.userId],
      }),
      409,
      E.releaserNotAdmin,
    );
    // a user of another tenant as participant
    await expect(
      start(acme.admin, draft.versionId, {
        comment: 'x',
        expectedDecider: releaser.userId,
        authorUserIds: [other.admin.userId],
      }),
      400,
      E.unknownUser,
    );
    // other tenant: the version does not exist there
    await expect(
      act(other.admin, versionId, 'cancel', { comment: 'Not ours', dbVersion: release.dbVersion }),
      404,
      `Process version ${versionId} not found`,
    );
  });

  it('marks a RELEASED version OBSOLETE only with a signature of an admin', async () => {
    const { artifactId, versionId, release } = await started('Obsolete me');
    for (const user of [acme.admin, acme.viewer, approver]) await approve(user, versionId);
    const r = await act(releaser, versionId, 'complete', {
      dbVersion: (await currentOf(t, releaser, versionId))!.dbVersion,
      password: PASSWORD,
      email: releaser.email,
    });
    assert.equal(r.statusCode, 200, r.body);
    assert.ok(release);
    const url = `/sops/${artifactId}/versions/${versionId}/release-state`;
    const sop = await stateOf(versionId);
    const wrong = await api(t, acme.admin, 'PUT', url, {
      releaseState: 'OBSOLETE',
      dbVersion: sop.dbVersion,
      password: 'nope',
      email: acme.admin.email,
    });
    assert.equal(wrong.statusCode, 403);
    assert.equal((await stateOf(versionId)).releaseState, 'RELEASED');
    const stale = await api(t, acme.admin, 'PUT', url, {
      releaseState: 'OBSOLETE',
      dbVersion: sop.dbVersion + 1,
      password: PASSWORD,
      email: acme.admin.email,
    });
    assert.equal(stale.statusCode, 409);
    const ok = await api(t, acme.admin, 'PUT', url, {
      releaseState: 'OBSOLETE',
      dbVersion: sop.dbVersion,
      password: PASSWORD,
      email: acme.admin.email,
    });
    assert.equal(ok.statusCode, 200, ok.body);
    const changed = ok.json() as { releaseState: string; signature: Signature };
    assert.equal(changed.releaseState, 'OBSOLETE');
    assert.equal(changed.signature.meaning, 'Made obsolete');
    assert.equal(changed.signature.printedName, 'Acme Admin');
    const history = (
      await api(t, acme.viewer, 'GET', `/sops/${artifactId}/versions`)
    ).json() as DocumentHistory;
    assert.equal(history.released[0]!.releaseState, 'OBSOLETE');
  });

  it('keeps signatures immutable in the database', async () => {
    await assert.rejects(t.database.db.execute(sql`delete from electronic_signatures`), (error: Error) =>
      /can not be changed or deleted/.test(`${error.message} ${String(error.cause)}`),
    );
    await assert.rejects(
      t.database.db.execute(sql`update electronic_signatures set printed_name = 'Someone else'`),
      (error: Error) => /can not be changed or deleted/.test(`${error.message} ${String(error.cause)}`),
    );
  });
});
