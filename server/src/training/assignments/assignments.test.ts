import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  CHANGE_CONTROL_ERRORS,
  type MyTraining,
  type Role,
  type SessionUser,
  type TrainingPreview,
} from '@qms/shared-api/contract';
import { withTenant } from '../../db/tenant';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../../test/helpers';
import { api, expectStatus } from '../../../test/api';
import {
  addUser,
  currentOf,
  decide,
  releaseTeam,
  setPassword,
  startRelease,
} from '../../../test/change-control';
import {
  confirmTraining,
  disableUser,
  dropRole,
  editBlock,
  holdRole,
  myTrainingsOf,
  newRole,
  newVersion,
  processWithSteps,
  releaseVersion,
  setPurpose,
  versionDetail,
} from '../../../test/training';
import { withdrawUnheldTrainings } from '../index';

// Issue 29.3: completing a release trains the active holders of the roles its (changed) steps name, plus the people
// the releaser adds; a newer assignment withdraws the older OPEN one; a signed training is never touched.
describe('training assignments on release', () => {
  let t: TestContext;
  let acme: TestTenant;
  let other: TestTenant;
  let releaser: SessionUser;
  let alice: SessionUser;
  let bob: SessionUser;
  let carol: SessionUser;
  let dave: SessionUser;
  let erin: SessionUser;
  let qm: Role;
  let operator: Role;
  let process: { artifactId: string; versionId: string };

  /** Who holds a training on the version, by name: [name, reason, role names, state]. */
  const trainedOn = async (versionId: string) => {
    const rows: [string, string, string[], string][] = [];
    for (const user of [alice, bob, carol, dave, erin]) {
      for (const training of await myTrainingsOf(t, user)) {
        if (training.versionId === versionId)
          rows.push([user.userName, training.reason, training.roleNames, training.state]);
      }
    }
    return rows;
  };
  const trainingOf = async (user: SessionUser, versionId: string): Promise<MyTraining> =>
    (await myTrainingsOf(t, user)).find((training) => training.versionId === versionId)!;
  const preview = async (versionId: string, user = releaser) =>
    expectStatus<TrainingPreview>(await api(t, user, 'GET', `/sops/v/${versionId}/training-preview`), 200);

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    other = await createTenant(t.database, 'Other');
    ({ releaser } = await releaseTeam(t, acme));
    alice = await addUser(t, acme, 'Alice');
    bob = await addUser(t, acme, 'Bob');
    carol = await addUser(t, acme, 'Carol');
    dave = await addUser(t, acme, 'Dave');
    erin = await addUser(t, acme, 'Erin');
    qm = await newRole(t, acme.admin, 'Quality Manager');
    operator = await newRole(t, acme.admin, 'Operator');
    await newRole(t, acme.admin, 'Unused role');
    await holdRole(t, acme, qm, alice, bob, dave);
    await holdRole(t, acme, operator, carol, alice);
    await disableUser(t, dave);
    process = await processWithSteps(t, acme.admin, 'Purchasing', [qm, operator, null]);
  });
  after(() => t.close());

  it('first release: every active holder of a step role, once, plus the extra people; never a disabled user', async () => {
    await startRelease(t, acme.admin, process.versionId, {
      comment: 'First',
      expectedDecider: releaser.userId,
      authorUserIds: [acme.admin.userId],
    });
    const before = await preview(process.versionId);
    assert.equal(before.allRoles, true);
    assert.deepEqual(
      before.trainees.map((p) => [p.displayName, p.reason, p.roleNames]),
      [
        ['Alice', 'ROLE', ['Operator', 'Quality Manager']],
        ['Bob', 'ROLE', ['Quality Manager']],
        ['Carol', 'ROLE', ['Operator']],
      ],
    );
    // a viewer may not ask
    assert.equal(
      (await api(t, acme.viewer, 'GET', `/sops/v/${process.versionId}/training-preview`)).statusCode,
      403,
    );

    await decide(t, acme.admin, process.versionId, 'approve', { comment: 'ok' });
    // Bob is named although he holds a role: still one training, for his role
    const release = await decide(t, releaser, process.versionId, 'complete', {
      extraTraineeIds: [erin.userId, bob.userId],
    });
    assert.deepEqual(await trainedOn(process.versionId), [
      ['Alice', 'ROLE', ['Operator', 'Quality Manager'], 'OPEN'],
      ['Bob', 'ROLE', ['Quality Manager'], 'OPEN'],
      ['Carol', 'ROLE', ['Operator'], 'OPEN'],
      ['Erin', 'EXTRA', [], 'OPEN'],
    ]);
    const training = await trainingOf(alice, process.versionId);
    assert.equal(training.dueDate, release.effectiveDate);
    assert.equal(training.documentName, 'Purchasing');
    assert.equal(training.version, 1);
    assert.equal(training.link, `/processes/${process.versionId}`);
    assert.equal((await myTrainingsOf(t, dave)).length, 0);
  });

  it('a new version trains only the holders of roles whose steps were created or updated', async () => {
    // Carol signs her training on V1; Alice and Bob leave theirs open
    const carolsV1 = await trainingOf(carol, process.versionId);
    expectStatus(await confirmTraining(t, carol, carolsV1), 200);

    const v2 = await newVersion(t, acme.admin, process.artifactId);
    const operatorStep = (await versionDetail(t, acme.admin, v2.versionId)).sopBlocks.find(
      (b) => b.name === 'Step 2',
    )!;
    await editBlock(t, acme.admin, v2, operatorStep, { description: 'Now with gloves' });
    const planned = await (async () => {
      await startRelease(t, acme.admin, v2.versionId, {
        comment: 'Second',
        expectedDecider: releaser.userId,
        authorUserIds: [acme.admin.userId],
      });
      return preview(v2.versionId);
    })();
    assert.equal(planned.allRoles, false);
    assert.deepEqual(
      planned.trainees.map((p) => p.displayName),
      ['Alice', 'Carol'],
    );
    await decide(t, acme.admin, v2.versionId, 'approve', { comment: 'ok' });
    await decide(t, releaser, v2.versionId, 'complete');

    assert.deepEqual(await trainedOn(v2.versionId), [
      ['Alice', 'ROLE', ['Operator'], 'OPEN'],
      ['Carol', 'ROLE', ['Operator'], 'OPEN'],
    ]);
    // Alice's open V1 training is withdrawn (she reads V2); Carol's signed one stays; Bob and Erin still owe V1
    assert.deepEqual(await trainedOn(process.versionId), [
      ['Alice', 'ROLE', ['Operator', 'Quality Manager'], 'WITHDRAWN'],
      ['Bob', 'ROLE', ['Quality Manager'], 'OPEN'],
      ['Carol', 'ROLE', ['Operator'], 'CONFIRMED'],
      ['Erin', 'EXTRA', [], 'OPEN'],
    ]);
    assert.ok((await trainingOf(alice, process.versionId)).closedAt);
  });

  it('a changed purpose trains the holders of every role of the version', async () => {
    const v3 = await newVersion(t, acme.admin, process.artifactId);
    await setPurpose(t, acme.admin, v3, 'A new purpose for purchasing');
    await releaseVersion(t, acme.admin, releaser, v3.versionId);
    assert.deepEqual(await trainedOn(v3.versionId), [
      ['Alice', 'ROLE', ['Operator', 'Quality Manager'], 'OPEN'],
      ['Bob', 'ROLE', ['Quality Manager'], 'OPEN'],
      ['Carol', 'ROLE', ['Operator'], 'OPEN'],
    ]);
    const states = async (user: SessionUser) =>
      (await myTrainingsOf(t, user)).map((training) => [training.version, training.state]);
    assert.deepEqual(await states(bob), [
      [3, 'OPEN'],
      [1, 'WITHDRAWN'],
    ]);
    // Carol's signed V1 training is still there, and her open V2 one withdrawn
    assert.deepEqual((await states(carol)).sort(), [
      [1, 'CONFIRMED'],
      [2, 'WITHDRAWN'],
      [3, 'OPEN'],
    ]);
  });

  it('refuses extra people who are not active users of the tenant (400), before anything is signed', async () => {
    const ids = await processWithSteps(t, acme.admin, 'Refusals', [qm]);
    await startRelease(t, acme.admin, ids.versionId, {
      comment: 'First',
      expectedDecider: releaser.userId,
      authorUserIds: [acme.admin.userId],
    });
    await decide(t, acme.admin, ids.versionId, 'approve', { comment: 'ok' });
    for (const extra of [
      dave.userId,
      other.viewer.userId,
      '00000000-0000-4000-8000-000000000000',
      'nobody',
    ]) {
      const release = (await currentOf(t, releaser, ids.versionId))!;
      const r = await api(t, releaser, 'PUT', `/sops/v/${ids.versionId}/change-control/release/complete`, {
        dbVersion: release.dbVersion,
        password: 'Correct horse battery 1',
        email: releaser.email,
        extraTraineeIds: [extra],
      });
      assert.equal(r.statusCode, 400, r.body);
      assert.equal(errorMessageOf(r), CHANGE_CONTROL_ERRORS.unknownUser);
    }
    assert.equal((await currentOf(t, releaser, ids.versionId))!.state, 'RUNNING');
    assert.deepEqual(await trainedOn(ids.versionId), []);
  });

  it('withdrawUnheldTrainings closes open role trainings of roles no longer held, nothing signed or added', async () => {
    // Alice holds QM and Operator: her V3 training (both roles) stays while she holds one of them
    await dropRole(t, acme, qm, alice);
    const withdraw = (users: SessionUser[]) =>
      withTenant(t.database.db, acme.tenantId, (tx) =>
        withdrawUnheldTrainings(
          tx,
          acme.tenantId,
          users.map((u) => u.userId),
        ),
      );
    assert.equal(await withdraw([alice]), 0);
    await dropRole(t, acme, operator, alice);
    await dropRole(t, acme, operator, carol);
    // Erin's EXTRA training is never withdrawn by it
    assert.equal(await withdraw([alice, carol, erin]), 2);
    const statesOf = async (user: SessionUser) =>
      (await myTrainingsOf(t, user)).map((training) => [training.version, training.state]).sort();
    assert.deepEqual(await statesOf(alice), [
      [1, 'WITHDRAWN'],
      [2, 'WITHDRAWN'],
      [3, 'WITHDRAWN'],
    ]);
    assert.deepEqual(await statesOf(carol), [
      [1, 'CONFIRMED'],
      [2, 'WITHDRAWN'],
      [3, 'WITHDRAWN'],
    ]);
    assert.deepEqual(await statesOf(erin), [[1, 'OPEN']]);
    // Bob still holds QM: his V3 training stays open
    assert.equal(await withdraw([bob]), 0);
  });

  it('keeps tenants apart: another tenant sees none of these trainings and previews none of its versions', async () => {
    await setPassword(t, other.admin);
    assert.deepEqual(await myTrainingsOf(t, other.admin), []);
    const r = await api(t, other.admin, 'GET', `/sops/v/${process.versionId}/training-preview`);
    assert.equal(r.statusCode, 404);
    const bobs = (await myTrainingsOf(t, bob)).find((training) => training.state === 'OPEN')!;
    const foreign = await api(t, other.admin, 'POST', `/trainings/${bobs.id}/confirm`, {
      dbVersion: bobs.dbVersion,
      password: 'Correct horse battery 1',
      email: other.admin.email,
    });
    assert.equal(foreign.statusCode, 404);
    assert.equal((await trainingOf(bob, bobs.versionId)).state, 'OPEN');
  });
});
