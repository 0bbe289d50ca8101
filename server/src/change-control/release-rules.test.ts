import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  CANCEL_REASON_REQUIRED,
  CHANGE_CONTROL_ERRORS as E,
  RELEASE_RULES_CHANGED,
  RELEASE_RULES_OWN_ROUTE,
  REVERT_COMMENT_REQUIRED,
  SETTING_REASON_REQUIRED,
  type ChangeControlRelease,
  type ReleaseRules,
  type SessionUser,
} from '@qms/shared-api/contract';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../test/helpers';
import { api } from '../../test/api';
import {
  addUser,
  cc,
  currentOf,
  decide,
  describeChange,
  PASSWORD,
  processWithBlocks,
  releaseTeam,
  setPassword,
  startRelease,
} from '../../test/change-control';
import { rowsOf } from '../db/tenant';

// Four-eyes by default and a reason on every decision (issue 27.3, 27.4).

describe('release rules: four-eyes and required reasons', () => {
  let t: TestContext;
  let acme: TestTenant;
  let small: TestTenant;
  let releaser: SessionUser;
  let approver: SessionUser;

  const RULES = '/tenant-settings/release-rules';
  const start = (user: SessionUser, versionId: string, body: Record<string, unknown>) =>
    api(t, user, 'POST', cc(versionId, '/release'), body);
  const act = (user: SessionUser, versionId: string, action: string, body: Record<string, unknown>) =>
    api(t, user, 'PUT', cc(versionId, `/release/${action}`), body);
  const rulesOf = async (user: SessionUser) => (await api(t, user, 'GET', RULES)).json() as ReleaseRules;
  const setRules = (user: SessionUser, body: Record<string, unknown>) => api(t, user, 'PUT', RULES, body);
  /** the reasons the audit trail recorded for a table's changes, oldest first */
  const reasons = async (tenantId: string, table: string, recordId?: string) =>
    rowsOf<{ reason: string | null }>(
      await t.database.db.execute(
        sql`select reason from audit_trail where tenant_id = ${tenantId} and table_name = ${table}
             ${recordId ? sql`and record_id = ${recordId}` : sql``} order by seq`,
      ),
    ).map((r) => r.reason);
  const record = (release: ChangeControlRelease, kind: 'authors' | 'approvers', user: SessionUser) =>
    release[kind].find((p) => p.userId === user.userId)!;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    small = await createTenant(t.database, 'Small');
    ({ releaser, approver } = await releaseTeam(t, acme));
    await setPassword(t, small.admin);
  });
  after(() => t.close());

  it('refuses at start an author who is also an approver, and a releaser who is the only author', async () => {
    const { versionId } = await processWithBlocks(t, acme.admin, 'Four eyes');
    const both = await start(acme.admin, versionId, {
      comment: 'x',
      expectedDecider: releaser.userId,
      authorUserIds: [acme.admin.userId],
      approverUserIds: [acme.admin.userId],
    });
    assert.equal(both.statusCode, 400, both.body);
    assert.equal(errorMessageOf(both), E.authorIsApprover);
    const alone = await start(acme.admin, versionId, {
      comment: 'x',
      expectedDecider: releaser.userId,
      authorUserIds: [releaser.userId],
    });
    assert.equal(alone.statusCode, 400, alone.body);
    assert.equal(errorMessageOf(alone), E.releaserOnlyAuthor);
    assert.equal(await currentOf(t, acme.viewer, versionId), null, 'nothing was started');
    // the releaser may be one of several authors
    const ok = await start(acme.admin, versionId, {
      comment: 'x',
      expectedDecider: releaser.userId,
      authorUserIds: [releaser.userId, acme.viewer.userId],
    });
    assert.equal(ok.statusCode, 201, ok.body);
  });

  it('keeps the setting admin-only, audited with its reason, and never written without one', async () => {
    assert.deepEqual(await rulesOf(acme.viewer), { fourEyes: true, dbVersion: 0 });
    const viewer = await setRules(acme.viewer, { fourEyes: false, reason: 'x', dbVersion: 0 });
    assert.equal(viewer.statusCode, 403);
    const noReason = await setRules(small.admin, { fourEyes: false, reason: '  ', dbVersion: 0 });
    assert.equal(noReason.statusCode, 400);
    assert.equal(errorMessageOf(noReason), SETTING_REASON_REQUIRED);
    // the generic config write would bypass the reason
    const generic = await t.as(small.admin, {
      method: 'PUT',
      url: '/qms-api/qms-config/CHANGE_CONTROL_FOUR_EYES/string-value?dbVersion=0',
      payload: 'RELAXED',
      headers: { 'content-type': 'text/plain' },
    });
    assert.equal(generic.statusCode, 400, generic.body);
    assert.equal(errorMessageOf(generic), RELEASE_RULES_OWN_ROUTE);
    const relaxed = await setRules(small.admin, {
      fourEyes: false,
      reason: 'Two-person company',
      dbVersion: 0,
    });
    assert.equal(relaxed.statusCode, 200, relaxed.body);
    assert.deepEqual(relaxed.json(), { fourEyes: false, dbVersion: 1 });
    assert.deepEqual(await reasons(small.tenantId, 'qms_config', 'CHANGE_CONTROL_FOUR_EYES'), [
      'Two-person company',
    ]);
    const stale = await setRules(small.admin, { fourEyes: true, reason: 'again', dbVersion: 0 });
    assert.equal(stale.statusCode, 409);
    assert.equal(errorMessageOf(stale), RELEASE_RULES_CHANGED);
    // tenant-wide: the other tenant keeps four-eyes
    assert.equal((await rulesOf(acme.admin)).fourEyes, true);

    // relaxed: one admin may be author, approver and releaser
    const { versionId } = await processWithBlocks(t, small.admin, 'Alone');
    const r = await start(small.admin, versionId, {
      comment: 'Only me',
      expectedDecider: small.admin.userId,
      authorUserIds: [small.admin.userId],
      approverUserIds: [small.admin.userId],
    });
    assert.equal(r.statusCode, 201, r.body);
    const release = r.json() as ChangeControlRelease;
    const asAuthor = await act(small.admin, versionId, 'approve', {
      dbVersion: record(release, 'authors', small.admin).dbVersion,
      participantId: record(release, 'authors', small.admin).id,
      password: PASSWORD,
      email: small.admin.email,
    });
    assert.equal(asAuthor.statusCode, 200, asAuthor.body);

    // four-eyes on again while the release runs: the second capacity is refused at signing, and completion too
    const on = await setRules(small.admin, { fourEyes: true, reason: 'Auditor finding', dbVersion: 1 });
    assert.equal(on.statusCode, 200, on.body);
    const now = (await currentOf(t, small.admin, versionId))!;
    const asApprover = await act(small.admin, versionId, 'approve', {
      dbVersion: record(now, 'approvers', small.admin).dbVersion,
      participantId: record(now, 'approvers', small.admin).id,
      password: PASSWORD,
      email: small.admin.email,
    });
    assert.equal(asApprover.statusCode, 409, asApprover.body);
    assert.equal(errorMessageOf(asApprover), E.secondCapacity);
    assert.equal(
      record((await currentOf(t, small.admin, versionId))!, 'approvers', small.admin).decision,
      'OPEN',
    );
  });

  it('refuses a signature in a second capacity: nobody signs as author and as approver', async () => {
    // a release started while relaxed, then four-eyes back on (in its own tenant)
    const tiny = await createTenant(t.database, 'Tiny');
    await setPassword(t, tiny.admin);
    const colleague = await addUser(t, tiny, 'Cora Colleague');
    const rules = await setRules(tiny.admin, { fourEyes: false, reason: 'Trial', dbVersion: 0 });
    assert.equal(rules.statusCode, 200, rules.body);
    const { versionId } = await processWithBlocks(t, tiny.admin, 'Both');
    const r = await start(tiny.admin, versionId, {
      comment: 'x',
      expectedDecider: tiny.admin.userId,
      authorUserIds: [colleague.userId],
      approverUserIds: [colleague.userId],
    });
    assert.equal(r.statusCode, 201, r.body);
    assert.equal(
      (await setRules(tiny.admin, { fourEyes: true, reason: 'Done', dbVersion: 1 })).statusCode,
      200,
    );
    const release = r.json() as ChangeControlRelease;
    const first = await act(colleague, versionId, 'decline', {
      comment: 'Typo',
      dbVersion: record(release, 'authors', colleague).dbVersion,
      participantId: record(release, 'authors', colleague).id,
      password: PASSWORD,
      email: colleague.email,
    });
    assert.equal(first.statusCode, 200, first.body);
    const second = await act(colleague, versionId, 'approve', {
      dbVersion: record(release, 'approvers', colleague).dbVersion,
      participantId: record(release, 'approvers', colleague).id,
      password: PASSWORD,
      email: colleague.email,
    });
    assert.equal(second.statusCode, 409, second.body);
    assert.equal(errorMessageOf(second), E.secondCapacity);
  });

  it('needs a Change Description to complete, a reason to cancel and a comment to revert; each is the audit reason', async () => {
    const { artifactId, versionId } = await processWithBlocks(t, acme.admin, 'Reasons');
    await describeChange(t, acme.admin, { artifactId, versionId }, '');
    await startRelease(t, acme.admin, versionId, {
      comment: 'Please review',
      expectedDecider: releaser.userId,
      authorUserIds: [acme.admin.userId],
      approverUserIds: [approver.userId],
    });

    // revert: comment required
    let release = await decide(t, approver, versionId, 'approve');
    const bare = await act(approver, versionId, 'revert', {
      dbVersion: record(release, 'approvers', approver).dbVersion,
    });
    assert.equal(bare.statusCode, 400);
    assert.equal(errorMessageOf(bare), REVERT_COMMENT_REQUIRED);
    const reverted = await act(approver, versionId, 'revert', {
      comment: 'Approved the wrong version',
      dbVersion: record(release, 'approvers', approver).dbVersion,
    });
    assert.equal(reverted.statusCode, 200, reverted.body);
    release = reverted.json() as ChangeControlRelease;
    const reverter = record(release, 'approvers', approver);
    assert.equal(reverter.comment, 'Approved the wrong version', 'the history shows why');
    assert.equal(
      (await reasons(acme.tenantId, 'change_control_participants', reverter.id)).at(-1),
      'Approved the wrong version',
    );

    // complete: refused while the Change Description is empty, before any password is checked
    for (const user of [acme.admin, approver]) await decide(t, user, versionId, 'approve');
    const ready = (await currentOf(t, releaser, versionId))!;
    const empty = await act(releaser, versionId, 'complete', {
      dbVersion: ready.dbVersion,
      password: 'wrong',
    });
    assert.equal(empty.statusCode, 400, empty.body);
    assert.equal(errorMessageOf(empty), E.changeDescriptionRequired);

    // cancel: reason required; it is the history's decision comment and the audit reason
    const noReason = await act(acme.admin, versionId, 'cancel', { dbVersion: ready.dbVersion });
    assert.equal(noReason.statusCode, 400);
    assert.equal(errorMessageOf(noReason), CANCEL_REASON_REQUIRED);
    const blank = await act(acme.admin, versionId, 'cancel', { comment: '  ', dbVersion: ready.dbVersion });
    assert.equal(blank.statusCode, 400);
    const cancelled = await act(acme.admin, versionId, 'cancel', {
      comment: 'Change Description missing',
      dbVersion: ready.dbVersion,
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal((cancelled.json() as ChangeControlRelease).decidedComment, 'Change Description missing');
    assert.equal(
      (await reasons(acme.tenantId, 'change_control_releases', ready.id)).at(-1),
      'Change Description missing',
    );

    // with a Change Description the release completes; its audit reason is that description
    await describeChange(t, acme.admin, { artifactId, versionId }, 'Step 3 rewritten after audit');
    const rel = await startRelease(t, acme.admin, versionId, {
      comment: 'Second try',
      expectedDecider: releaser.userId,
      authorUserIds: [acme.admin.userId],
    });
    await decide(t, acme.admin, versionId, 'approve');
    await decide(t, releaser, versionId, 'complete');
    assert.equal(
      (await reasons(acme.tenantId, 'change_control_releases', rel.id)).at(-1),
      'Step 3 rewritten after audit',
    );
  });
});
