import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  PASSWORD_REQUIRED,
  SIGNATURE_PASSWORD_WRONG,
  TRAINING_ERRORS as E,
  type MyTraining,
  type Role,
  type SessionUser,
  type Signature,
  type SignedRecord,
} from '@qms/shared-api/contract';
import { rowsOf } from '../../db/tenant';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../../test/helpers';
import { api, expectStatus } from '../../../test/api';
import { addUser, releaseTeam } from '../../../test/change-control';
import {
  confirmTraining,
  holdRole,
  myTrainingsOf,
  newRole,
  newVersion,
  processWithSteps,
  releaseVersion,
  setPurpose,
} from '../../../test/training';

// Issue 29.4: the assignee's own list, and the signed 'Read and understood' (only the assignee, only OPEN, the
// dbVersion read), bound to the version's content like the release signatures.
describe('My Trainings and the signed Read and understood', () => {
  let t: TestContext;
  let acme: TestTenant;
  let releaser: SessionUser;
  let ann: SessionUser;
  let ben: SessionUser;
  let role: Role;
  let first: { artifactId: string; versionId: string };

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    ({ releaser } = await releaseTeam(t, acme));
    ann = await addUser(t, acme, 'Ann Assignee');
    ben = await addUser(t, acme, 'Ben Colleague');
    role = await newRole(t, acme.admin, 'Operator');
    await holdRole(t, acme, role, ann, ben);
    // two processes; the second released with a later effective date, so Ann's list has an order to check
    first = await processWithSteps(t, acme.admin, 'Warehouse', [role]);
    await releaseVersion(t, acme.admin, releaser, first.versionId);
    const second = await processWithSteps(t, acme.admin, 'Assembly', [role]);
    await releaseVersion(t, acme.admin, releaser, second.versionId);
    await t.database.db.execute(
      sql`update training_assignments set due_date = '2030-06-01' where artifact_version_id = ${second.versionId}`,
    );
    await t.database.db.execute(
      sql`update training_assignments set due_date = '2030-01-01' where artifact_version_id = ${first.versionId}`,
    );
  });
  after(() => t.close());

  const openOf = async (user: SessionUser, name: string): Promise<MyTraining> =>
    (await myTrainingsOf(t, user)).find((x) => x.documentName === name && x.state === 'OPEN')!;

  it('lists only the signed-in user’s own trainings, OPEN first by due date', async () => {
    const list = await myTrainingsOf(t, ann);
    assert.deepEqual(
      list.map((x) => [x.documentName, x.state, x.dueDate, x.roleNames]),
      [
        ['Warehouse', 'OPEN', '2030-01-01', ['Operator']],
        ['Assembly', 'OPEN', '2030-06-01', ['Operator']],
      ],
    );
    assert.deepEqual(await myTrainingsOf(t, acme.viewer), []);
  });

  it('refuses a confirmation by anyone but the assignee, without a password, with a wrong one or a stale dbVersion', async () => {
    const training = await openOf(ann, 'Warehouse');
    const refused = async (
      user: SessionUser,
      body: Record<string, unknown>,
      status: number,
      message: string,
    ) => {
      const r = await confirmTraining(t, user, training, body);
      assert.equal(r.statusCode, status, r.body);
      assert.equal(errorMessageOf(r), message);
    };
    await refused(ben, { email: ben.email }, 403, E.notAssignee);
    await refused(acme.admin, {}, 403, E.notAssignee);
    await refused(ann, { password: undefined }, 400, PASSWORD_REQUIRED);
    await refused(ann, { password: 'wrong password 1' }, 403, SIGNATURE_PASSWORD_WRONG);
    await refused(ann, { dbVersion: training.dbVersion + 1 }, 409, E.changed);
    const missing = await api(t, ann, 'POST', '/trainings/00000000-0000-4000-8000-000000000000/confirm', {
      dbVersion: 0,
      password: 'x',
    });
    assert.equal(missing.statusCode, 404);
    assert.equal(errorMessageOf(missing), E.notFound);
    const malformed = await api(t, ann, 'POST', '/trainings/nope/confirm', { dbVersion: 0, password: 'x' });
    assert.equal(malformed.statusCode, 400);
    assert.equal((await openOf(ann, 'Warehouse')).dbVersion, training.dbVersion);
  });

  it('confirms with a signature on the version: CONFIRMED, the time, audited; never twice', async () => {
    const training = await openOf(ann, 'Warehouse');
    const confirmed = expectStatus<MyTraining>(await confirmTraining(t, ann, training), 200);
    assert.equal(confirmed.state, 'CONFIRMED');
    assert.ok(confirmed.confirmedAt);
    assert.equal(confirmed.dbVersion, training.dbVersion + 1);

    const signatures = expectStatus<Signature[]>(
      await api(t, ann, 'GET', `/sops/v/${training.versionId}/signatures`),
      200,
    );
    const read = signatures.find((s) => s.meaning === 'Read and understood')!;
    assert.equal(read.signerUserId, ann.userId);
    assert.equal(read.printedName, 'Ann Assignee');
    assert.equal(read.recordType, 'SOP');
    assert.equal(read.recordId, training.versionId);
    assert.equal(read.recordVersion, 1);
    assert.equal(read.signedAt, confirmed.confirmedAt);
    // the same content the release signed
    assert.equal(read.contentHash, signatures.find((s) => s.meaning === 'Released')!.contentHash);
    // a training record, not a signature of the release (the Release Workflow card and the PDF cover list those)
    const record = expectStatus<SignedRecord>(
      await api(t, ann, 'GET', `/sops/v/${training.versionId}/signatures/in-force`),
      200,
    );
    assert.deepEqual(
      record.inForce.map((s) => s.meaning),
      ['Approved', 'Released'],
    );

    const trail = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from audit_trail where tenant_id = ${acme.tenantId}
             and table_name = 'training_assignments' and action = 'UPDATE'
             and new_values ->> 'state' = 'CONFIRMED'`,
      ),
    );
    assert.equal(Number(trail[0]!.n), 1);

    const again = await confirmTraining(t, ann, confirmed);
    assert.equal(again.statusCode, 409);
    assert.equal(errorMessageOf(again), E.notOpen);
    // the closed one is listed after the open ones
    assert.deepEqual(
      (await myTrainingsOf(t, ann)).map((x) => [x.documentName, x.state]),
      [
        ['Assembly', 'OPEN'],
        ['Warehouse', 'CONFIRMED'],
      ],
    );
  });

  it('refuses to confirm a withdrawn training (409)', async () => {
    const old = await openOf(ben, 'Warehouse');
    const v2 = await newVersion(t, acme.admin, first.artifactId);
    await setPurpose(t, acme.admin, v2, 'Changed purpose');
    await releaseVersion(t, acme.admin, releaser, v2.versionId);
    const r = await confirmTraining(t, ben, { ...old, dbVersion: old.dbVersion + 1 });
    assert.equal(r.statusCode, 409);
    assert.equal(errorMessageOf(r), E.notOpen);
    // Ann's signed V1 training stays signed; she has V2 to read
    assert.deepEqual(
      (await myTrainingsOf(t, ann))
        .filter((x) => x.documentName === 'Warehouse')
        .map((x) => [x.version, x.state]),
      [
        [2, 'OPEN'],
        [1, 'CONFIRMED'],
      ],
    );
  });
});
