import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  DUE_DATE_IN_PAST,
  DUE_DATE_INVALID,
  type ChangeControlRelease,
  type MyApproval,
  type SessionUser,
  type Template,
} from '@qms/shared-api/contract';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../test/helpers';
import { api, expectStatus } from '../../test/api';
import { cc, decide, processWithBlocks, releaseTeam } from '../../test/change-control';

const DAY_MS = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

describe('My approvals: the open decisions of the signed-in user (issue 27.6)', () => {
  let t: TestContext;
  let acme: TestTenant;
  let other: TestTenant;
  let releaser: SessionUser;
  let approver: SessionUser;

  const mine = async (user: SessionUser) =>
    expectStatus<MyApproval[]>(await api(t, user, 'GET', '/my-approvals'), 200);
  const startProcess = async (name: string, body: Record<string, unknown> = {}) => {
    const { versionId } = await processWithBlocks(t, acme.admin, name);
    const release = expectStatus<ChangeControlRelease>(
      await api(t, acme.admin, 'POST', cc(versionId, '/release'), {
        comment: 'Please review',
        expectedDecider: releaser.userId,
        authorUserIds: [acme.viewer.userId],
        approverUserIds: [approver.userId],
        ...body,
      }),
      201,
    );
    return { versionId, release };
  };

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    other = await createTenant(t.database, 'Other');
    ({ releaser, approver } = await releaseTeam(t, acme));
  });
  after(() => t.close());

  it('lists only the own OPEN decisions of RUNNING releases, oldest first, for processes and templates', async () => {
    assert.deepEqual(await mine(acme.viewer), []);
    const first = await startProcess('Purchasing');
    const template = expectStatus<Template>(
      await api(t, acme.admin, 'POST', '/templates', { name: 'Supplier form' }),
      201,
    );
    expectStatus(
      await api(t, acme.admin, 'POST', `/templates/v/${template.versionId}/change-control/release`, {
        comment: 'Template review',
        expectedDecider: releaser.userId,
        authorUserIds: [acme.admin.userId],
        approverUserIds: [acme.viewer.userId],
      }),
      201,
    );
    const cancelled = await startProcess('Cancelled one');
    expectStatus(
      await api(t, acme.admin, 'PUT', cc(cancelled.versionId, '/release/cancel'), {
        comment: 'Wrong process',
        dbVersion: cancelled.release.dbVersion,
      }),
      200,
    );

    const listed = await mine(acme.viewer);
    assert.deepEqual(
      listed.map((a) => [a.documentName, a.version, a.kind, a.artifactType]),
      [
        ['Purchasing', 1, 'AUTHOR', 'SOP'],
        ['Supplier form', 1, 'APPROVER', 'TEMPLATE'],
      ],
    );
    assert.equal(listed[0]!.initiatedByDisplayName, 'Acme Admin');
    assert.equal(listed[0]!.link, `/processes/${first.versionId}?tab=releaseWorkflow`);
    assert.equal(listed[1]!.link, `/templates/${template.versionId}?tab=releaseWorkflow`);
    assert.equal(listed[0]!.releaseId, first.release.id);
    assert.ok(listed[0]!.initiatedAt <= listed[1]!.initiatedAt);
    // the releaser has no decision to make before all approved: nothing listed
    assert.deepEqual(await mine(releaser), []);

    // once decided, it is gone from the list (and back after a revert)
    await decide(t, acme.viewer, first.versionId, 'approve');
    assert.deepEqual(
      (await mine(acme.viewer)).map((a) => a.documentName),
      ['Supplier form'],
    );
    await decide(t, acme.viewer, first.versionId, 'revert', { comment: 'Step 3 needs another look' });
    assert.deepEqual(
      (await mine(acme.viewer)).map((a) => a.documentName),
      ['Purchasing', 'Supplier form'],
    );
  });

  it("never shows another tenant's decisions", async () => {
    await startProcess('Acme only');
    assert.ok((await mine(approver)).some((a) => a.documentName === 'Acme only'));
    assert.deepEqual(await mine(other.admin), []);
    assert.deepEqual(await mine(other.viewer), []);
  });

  it('stores an optional due date and shows it in the release and in My approvals', async () => {
    const due = dayFromNow(7);
    const { release } = await startProcess('With due date', { dueDate: due });
    assert.equal(release.dueDate, due);
    const listed = (await mine(approver)).find((a) => a.documentName === 'With due date');
    assert.equal(listed?.dueDate, due);
    const { release: without } = await startProcess('Without due date');
    assert.equal(without.dueDate, null);
  });

  it('refuses a due date in the past or not a date (400 with the message), today is fine', async () => {
    const { versionId } = await processWithBlocks(t, acme.admin, 'Due date checks');
    const start = (dueDate: string) =>
      api(t, acme.admin, 'POST', cc(versionId, '/release'), {
        comment: 'x',
        expectedDecider: releaser.userId,
        authorUserIds: [acme.viewer.userId],
        dueDate,
      });
    const past = await start(dayFromNow(-2));
    assert.equal(past.statusCode, 400);
    assert.equal(errorMessageOf(past), DUE_DATE_IN_PAST);
    const garbage = await start('next friday');
    assert.equal(garbage.statusCode, 400);
    assert.equal(errorMessageOf(garbage), DUE_DATE_INVALID);
    assert.equal((await start(new Date().toISOString().slice(0, 10))).statusCode, 201);
  });
});
