import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  addMonths,
  PASSWORD_REQUIRED,
  REVIEW_ERRORS,
  type DueReview,
  type ReviewSchedule,
  type SessionUser,
  addDays,
} from '@qms/shared-api/contract';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../test/helpers';
import { api, expectStatus } from '../../test/api';
import {
  decide,
  describeChange,
  PASSWORD,
  processWithBlocks,
  releaseTeam,
  setPassword,
  startRelease,
} from '../../test/change-control';
import { isWithinReviewWindow, nextReviewDue } from './review-due';

describe('periodic review: when a review is due (issue 29.6)', () => {
  it('adds calendar months, a missing day becoming the last of the month', () => {
    assert.equal(addMonths('2026-11-29', 24), '2028-11-29');
    assert.equal(addMonths('2027-01-31', 1), '2027-02-28');
    assert.equal(addMonths('2028-01-31', 1), '2028-02-29');
    assert.equal(addMonths('2026-12-15', 1), '2027-01-15');
  });

  it('counts from the later of the last review and the release, unless a due date was set directly', () => {
    const base = { releaseDay: '2026-03-10', intervalMonths: 24, directDueDate: null };
    assert.equal(nextReviewDue({ ...base, lastReviewDay: null }), '2028-03-10');
    assert.equal(nextReviewDue({ ...base, lastReviewDay: '2027-05-02' }), '2029-05-02');
    // a review of an older version counts no more once a new version was released
    assert.equal(nextReviewDue({ ...base, lastReviewDay: '2025-01-01' }), '2028-03-10');
    assert.equal(
      nextReviewDue({ ...base, lastReviewDay: '2027-05-02', directDueDate: '2026-12-01' }),
      '2026-12-01',
    );
  });

  it('lists what is due on or before the injected today + 30 days', () => {
    assert.ok(isWithinReviewWindow('2026-01-01', '2026-11-29', 30));
    assert.ok(isWithinReviewWindow('2026-11-29', '2026-11-29', 30));
    assert.ok(isWithinReviewWindow('2026-12-29', '2026-11-29', 30));
    assert.ok(!isWithinReviewWindow('2026-12-30', '2026-11-29', 30));
  });
});

describe('periodic review through the API (issue 29.6)', () => {
  let t: TestContext;
  let acme: TestTenant;
  let other: TestTenant;
  let releaser: SessionUser;
  let approver: SessionUser;
  const today = new Date().toISOString().slice(0, 10);

  const scheduleUrl = (artifactId: string) => `/sops/${artifactId}/review-schedule`;
  const scheduleOf = async (user: SessionUser, artifactId: string) =>
    expectStatus<ReviewSchedule>(await api(t, user, 'GET', scheduleUrl(artifactId)), 200);
  const dueList = async (user: SessionUser, day: string) =>
    expectStatus<DueReview[]>(await api(t, user, 'GET', `/due-for-review?today=${day}`), 200);
  const review = (user: SessionUser, versionId: string, body: Record<string, unknown>) =>
    api(t, user, 'POST', `/sops/v/${versionId}/reviews`, {
      password: PASSWORD,
      email: user.email,
      ...body,
    });

  /** Releases a DRAFT process version through the workflow (today). */
  const release = async (ids: { artifactId: string; versionId: string }) => {
    await startRelease(t, acme.admin, ids.versionId, {
      comment: 'Please approve',
      expectedDecider: releaser.userId,
      authorUserIds: [acme.viewer.userId],
      approverUserIds: [approver.userId],
    });
    await decide(t, acme.viewer, ids.versionId, 'approve');
    await decide(t, approver, ids.versionId, 'approve');
    await decide(t, releaser, ids.versionId, 'complete');
    return ids;
  };
  /** A process released through the workflow (released today). */
  const released = async (name: string) => release(await processWithBlocks(t, acme.admin, name));

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    other = await createTenant(t.database, 'Other');
    ({ releaser, approver } = await releaseTeam(t, acme));
    await setPassword(t, other.admin);
  });
  after(() => t.close());

  it('is due the tenant interval after the release, listed only within 30 days of the given today', async () => {
    const { artifactId, versionId } = await released('Purchasing');
    const schedule = await scheduleOf(acme.viewer, artifactId);
    assert.equal(schedule.versionId, versionId);
    assert.equal(schedule.version, 1);
    assert.equal(schedule.intervalMonths, 24);
    assert.equal(schedule.intervalOverride, null);
    assert.equal(schedule.nextDueDate, addMonths(today, 24));
    assert.equal(schedule.dueDateSetDirectly, false);
    assert.deepEqual(schedule.reviews, []);

    assert.deepEqual(await dueList(acme.viewer, today), []);
    assert.deepEqual(await dueList(acme.viewer, addDays(addMonths(today, 24), -31)), []);
    const soon = await dueList(acme.viewer, addDays(addMonths(today, 24), -30));
    assert.deepEqual(
      soon.map((d) => [d.name, d.version, d.nextDueDate, d.artifactType]),
      [['Purchasing', 1, addMonths(today, 24), 'SOP']],
    );
    assert.equal(soon[0]!.link, `/processes/${versionId}?tab=releaseWorkflow`);
    assert.equal(
      errorMessageOf(await api(t, acme.viewer, 'GET', '/due-for-review?today=tomorrow')),
      REVIEW_ERRORS.todayInvalid,
    );
  });

  it('takes a per-document interval and a due date set directly; a stale dbVersion is refused', async () => {
    const { artifactId } = await released('Receiving');
    const put = (user: SessionUser, body: Record<string, unknown>) =>
      api(t, user, 'PUT', scheduleUrl(artifactId), body);
    assert.equal(
      (await put(acme.viewer, { intervalMonths: 6, nextDueDate: null, dbVersion: 0 })).statusCode,
      403,
    );
    const invalid = await put(acme.admin, { intervalMonths: 121, nextDueDate: null, dbVersion: 0 });
    assert.equal(invalid.statusCode, 400);
    assert.equal(errorMessageOf(invalid), REVIEW_ERRORS.intervalRange);

    const six = expectStatus<ReviewSchedule>(
      await put(acme.admin, { intervalMonths: 6, nextDueDate: null, dbVersion: 0 }),
      200,
    );
    assert.equal(six.intervalMonths, 6);
    assert.equal(six.intervalOverride, 6);
    assert.equal(six.nextDueDate, addMonths(today, 6));
    const stale = await put(acme.admin, { intervalMonths: 12, nextDueDate: null, dbVersion: 0 });
    assert.equal(stale.statusCode, 409);
    assert.equal(errorMessageOf(stale), REVIEW_ERRORS.scheduleChanged);

    const direct = expectStatus<ReviewSchedule>(
      await put(acme.admin, { intervalMonths: 6, nextDueDate: today, dbVersion: six.dbVersion }),
      200,
    );
    assert.equal(direct.nextDueDate, today);
    assert.equal(direct.dueDateSetDirectly, true);
    assert.ok((await dueList(acme.admin, today)).some((d) => d.name === 'Receiving'));
  });

  it("signs 'Reviewed, no change needed' on the released version and moves the next due date", async () => {
    const { artifactId, versionId } = await released('Shipping');
    const set = expectStatus<ReviewSchedule>(
      await api(t, acme.admin, 'PUT', scheduleUrl(artifactId), {
        intervalMonths: 12,
        nextDueDate: today,
        dbVersion: 0,
      }),
      200,
    );
    // refusals: a viewer, no password, a wrong password, a stale schedule
    assert.equal((await review(acme.viewer, versionId, { dbVersion: set.dbVersion })).statusCode, 403);
    const noPassword = await review(acme.admin, versionId, { dbVersion: set.dbVersion, password: undefined });
    assert.equal(noPassword.statusCode, 400);
    assert.equal(errorMessageOf(noPassword), PASSWORD_REQUIRED);
    const wrong = await review(acme.admin, versionId, {
      dbVersion: set.dbVersion,
      password: 'wrong password',
    });
    assert.ok([401, 403].includes(wrong.statusCode), wrong.body);
    const stale = await review(acme.admin, versionId, { dbVersion: set.dbVersion - 1 });
    assert.equal(stale.statusCode, 409);
    assert.equal((await scheduleOf(acme.admin, artifactId)).reviews.length, 0);

    const signed = expectStatus<ReviewSchedule>(
      await review(acme.admin, versionId, { dbVersion: set.dbVersion, comment: 'Still accurate' }),
      201,
    );
    assert.equal(signed.nextDueDate, addMonths(today, 12));
    assert.equal(signed.dueDateSetDirectly, false);
    assert.equal(signed.reviews.length, 1);
    const record = signed.reviews[0]!;
    assert.equal(record.meaning, 'Reviewed, no change needed');
    assert.equal(record.reviewedByDisplayName, 'Acme Admin');
    assert.equal(record.comment, 'Still accurate');
    assert.equal(record.nextDueDate, addMonths(today, 12));
    assert.equal(record.version, 1);
    assert.ok(!(await dueList(acme.admin, today)).some((d) => d.name === 'Shipping'));

    // the signature is on the version's record, bound to its content
    const signatures = expectStatus<{ meaning: string }[]>(
      await api(t, acme.admin, 'GET', `/sops/v/${versionId}/signatures`),
      200,
    );
    assert.ok(signatures.some((s) => s.meaning === 'Reviewed, no change needed'));
    // but it is no decision of the release: the release's signed record (card, controlled PDF) leaves it out
    const signedRecord = expectStatus<{ inForce: { meaning: string }[]; withdrawn: { meaning: string }[] }>(
      await api(t, acme.admin, 'GET', `/sops/v/${versionId}/signatures/in-force`),
      200,
    );
    assert.deepEqual(
      [...signedRecord.inForce, ...signedRecord.withdrawn].filter(
        (s) => s.meaning === 'Reviewed, no change needed',
      ),
      [],
    );
    assert.ok(signedRecord.inForce.some((s) => s.meaning === 'Released'));
  });

  it('ends a due date set directly when a new version is released (the cycle restarts)', async () => {
    const { artifactId } = await released('Calibration');
    expectStatus<ReviewSchedule>(
      await api(t, acme.admin, 'PUT', scheduleUrl(artifactId), {
        intervalMonths: 6,
        nextDueDate: '2020-01-01',
        dbVersion: 0,
      }),
      200,
    );
    const v2 = expectStatus<{ artifactId: string; versionId: string }>(
      await api(t, acme.admin, 'POST', `/sops/${artifactId}/versions`),
      201,
    );
    // while V2 is in work, V1 stays the one reviewed, still due on the date set
    assert.equal((await scheduleOf(acme.admin, artifactId)).nextDueDate, '2020-01-01');
    await describeChange(t, acme.admin, v2, 'Second issue');
    await release(v2);
    const after = await scheduleOf(acme.admin, artifactId);
    assert.equal(after.versionId, v2.versionId);
    assert.equal(after.version, 2);
    assert.equal(after.dueDateSetDirectly, false);
    assert.equal(after.intervalOverride, 6);
    assert.equal(after.nextDueDate, addMonths(today, 6));
  });

  it('reviews only a RELEASED version', async () => {
    const draft = await processWithBlocks(t, acme.admin, 'Draft only');
    const refused = await review(acme.admin, draft.versionId, { dbVersion: 0 });
    assert.equal(refused.statusCode, 409);
    assert.equal(errorMessageOf(refused), REVIEW_ERRORS.notReleased);
    const schedule = await scheduleOf(acme.admin, draft.artifactId);
    assert.equal(schedule.versionId, null);
    assert.equal(schedule.nextDueDate, null);
  });

  it('keeps tenants apart', async () => {
    const { artifactId, versionId } = await released('Secret process');
    assert.equal((await api(t, other.admin, 'GET', scheduleUrl(artifactId))).statusCode, 404);
    assert.equal(
      (
        await api(t, other.admin, 'PUT', scheduleUrl(artifactId), {
          intervalMonths: 1,
          nextDueDate: null,
          dbVersion: 0,
        })
      ).statusCode,
      404,
    );
    assert.equal((await review(other.admin, versionId, { dbVersion: 0 })).statusCode, 404);
    assert.deepEqual(await dueList(other.admin, addMonths(today, 30)), []);
  });
});
