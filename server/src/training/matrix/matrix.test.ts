import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import type { SessionUser, TrainingMatrix } from '@qms/shared-api/contract';
import { withTenant, type Tx } from '../../db/tenant';
import { api, expectStatus } from '../../../test/api';
import { addUser } from '../../../test/change-control';
import { readCsv } from '../../../test/csv-reader';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../../test/helpers';
import {
  releasedVersion,
  roleHeldBy,
  trainingAssignment,
  type Person,
  type ReleasedVersion,
} from '../../../test/training-records';

const pdfText = (pdf: Buffer): string =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');

const person = (user: SessionUser): Person => ({ userId: user.userId, userName: user.userName });

describe('Training matrix, its CSV and the PDF training records (issue 29.5)', () => {
  let t: TestContext;
  let acme: TestTenant;
  let other: TestTenant;
  let alice: SessionUser;
  let bob: SessionUser;
  let carol: SessionUser;
  let roleId: string;
  let purchasing: ReleasedVersion;
  let purchasingV2: ReleasedVersion;
  let formula: ReleasedVersion;

  const inAcme = <T>(work: (tx: Tx) => Promise<T>) => withTenant(t.database.db, acme.tenantId, work);
  const matrix = async (query = '') =>
    expectStatus<TrainingMatrix>(await api(t, acme.admin, 'GET', `/training/matrix${query}`), 200);
  const statusOf = (m: TrainingMatrix, user: SessionUser, name: string) => {
    const i = m.processes.findIndex((p) => p.name === name);
    return m.rows.find((r) => r.userId === user.userId)?.cells[i]?.status;
  };

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    other = await createTenant(t.database, 'Other');
    alice = await addUser(t, acme, 'Alice Ångström');
    bob = await addUser(t, acme, 'Bob Builder');
    carol = await addUser(t, acme, 'Carol Chen');
    const admin = person(acme.admin);
    await inAcme(async (tx) => {
      roleId = await roleHeldBy(tx, acme.tenantId, 'Buyer', [person(alice), person(bob)]);
      purchasing = await releasedVersion(tx, acme.tenantId, admin, {
        name: 'Purchasing',
        effectiveDate: '2026-01-10',
      });
      // Alice read V1, Bob did not; V2 comes into force on 2026-03-01: Alice must read it, due that day
      await trainingAssignment(tx, acme.tenantId, person(alice), purchasing, {
        confirmedAt: '2026-01-05T09:30:00Z',
      });
      await trainingAssignment(tx, acme.tenantId, person(bob), purchasing);
      purchasingV2 = await releasedVersion(tx, acme.tenantId, admin, {
        name: 'Purchasing',
        effectiveDate: '2026-03-01',
        artifactId: purchasing.artifactId,
        version: 2,
      });
      formula = await releasedVersion(tx, acme.tenantId, admin, {
        name: '=HYPERLINK("x")',
        effectiveDate: '2026-01-01',
      });
      await trainingAssignment(tx, acme.tenantId, person(carol), formula, {
        confirmedAt: '2026-01-02T08:00:00Z',
      });
    });
    await withTenant(t.database.db, other.tenantId, (tx) =>
      releasedVersion(tx, other.tenantId, person(other.admin), {
        name: 'Other secret',
        effectiveDate: '2026-01-01',
      }),
    );
  });
  after(() => t.close());

  it('shows the version in force on the reader’s day and each user’s status on it', async () => {
    const before = await matrix('?today=2026-02-01');
    const column = before.processes.find((p) => p.name === 'Purchasing')!;
    assert.equal(column.inForce.version, 1);
    assert.equal(column.coming?.version, 2);
    assert.equal(statusOf(before, alice, 'Purchasing'), 'TRAINED');
    assert.equal(statusOf(before, bob, 'Purchasing'), 'OPEN');
    assert.equal(statusOf(before, carol, 'Purchasing'), 'NONE');
    assert.ok(!before.processes.some((p) => p.name === 'Other secret'), 'another tenant’s process');

    // from V2's effective date Alice's V1 confirmation is on an older version; Bob's V1 duty is superseded
    const after = await matrix('?today=2026-03-02');
    const v2 = after.processes.find((p) => p.name === 'Purchasing')!;
    assert.equal(v2.inForce.version, 2);
    assert.equal(v2.coming, null);
    assert.equal(statusOf(after, alice, 'Purchasing'), 'OUTDATED');
    assert.equal(statusOf(after, bob, 'Purchasing'), 'NONE');
    assert.equal(statusOf(after, carol, '=HYPERLINK("x")'), 'TRAINED');
  });

  it('an open training on the coming version shows as OPEN with its due date, overdue after it', async () => {
    await inAcme((tx) => trainingAssignment(tx, acme.tenantId, person(alice), purchasingV2));
    const m = await matrix('?today=2026-02-01');
    const i = m.processes.findIndex((p) => p.name === 'Purchasing');
    const cell = m.rows.find((r) => r.userId === alice.userId)!.cells[i]!;
    assert.deepEqual(
      { status: cell.status, version: cell.version, dueDate: cell.dueDate },
      { status: 'OPEN', version: 2, dueDate: '2026-03-01' },
    );
    // Bob's V1 training was due on V1's effective date: overdue now, superseded once V2 is in force
    assert.deepEqual(
      (await matrix('?today=2026-02-01&status=OVERDUE')).rows.map((r) => r.displayName),
      ['Bob Builder'],
    );
    assert.deepEqual(
      (await matrix('?today=2026-03-02&status=OVERDUE')).rows.map((r) => r.displayName),
      ['Alice Ångström'],
    );
  });

  it('filters by role holders, user, process and status', async () => {
    const names = (m: TrainingMatrix) => m.rows.map((r) => r.displayName);
    assert.deepEqual(names(await matrix(`?today=2026-02-01&roleId=${roleId}`)), [
      'Alice Ångström',
      'Bob Builder',
    ]);
    assert.deepEqual(names(await matrix(`?today=2026-02-01&userId=${carol.userId}`)), ['Carol Chen']);
    const one = await matrix(`?today=2026-02-01&artifactId=${formula.artifactId}`);
    assert.deepEqual(
      one.processes.map((p) => p.name),
      ['=HYPERLINK("x")'],
    );
    assert.ok(one.processOptions.length >= 2, 'the filter keeps every process to choose from');
    // Alice's open V2 training comes before her V1 confirmation
    assert.deepEqual(names(await matrix('?today=2026-02-01&status=TRAINED')), ['Carol Chen']);
    assert.deepEqual(names(await matrix('?today=2026-02-01&status=OPEN')), ['Alice Ångström', 'Bob Builder']);
    assert.deepEqual(names(await matrix('?today=2026-02-01&status=NONE')).includes('Carol Chen'), true);
    const bad = await api(t, acme.admin, 'GET', '/training/matrix?status=LATE');
    assert.equal(bad.statusCode, 400);
  });

  it('is for admins only', async () => {
    assert.equal((await api(t, acme.viewer, 'GET', '/training/matrix')).statusCode, 403);
    assert.equal((await api(t, acme.viewer, 'GET', '/training/matrix.csv')).statusCode, 403);
    assert.equal(
      (await api(t, acme.viewer, 'GET', `/training/records/users/${alice.userId}/pdf`)).statusCode,
      403,
    );
  });

  it('exports the matrix as CSV: BOM, one row per user and process, formulas neutralised, filters applied', async () => {
    const response = await api(t, acme.admin, 'GET', '/training/matrix.csv?today=2026-03-02');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-disposition']), /training-matrix-2026-03-02\.csv/);
    const { bom, rows } = readCsv(response.body, { allQuoted: true });
    assert.ok(bom);
    assert.equal(rows[0]![0], 'User');
    const alicePurchasing = rows.find((r) => r[0] === 'Alice Ångström' && r[1] === 'Purchasing')!;
    assert.deepEqual(alicePurchasing.slice(2, 8), ['V2', '2026-03-01', 'Open', 'yes', 'V2', '2026-03-01']);
    assert.ok(rows.some((r) => r[0] === 'Carol Chen' && r[1] === `'=HYPERLINK("x")` && r[4] === 'Trained'));
    const overdue = readCsv(
      (await api(t, acme.admin, 'GET', '/training/matrix.csv?today=2026-03-02&status=OVERDUE')).body,
    ).rows;
    assert.deepEqual(
      overdue.slice(1).map((r) => [r[0], r[1]]),
      [['Alice Ångström', 'Purchasing']],
    );
  });

  it('prints a user’s training record: what was read when, with the signature, and what is open or overdue', async () => {
    const response = await api(
      t,
      acme.admin,
      'GET',
      `/training/records/users/${alice.userId}/pdf?today=2026-03-02`,
    );
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/pdf');
    const text = pdfText(response.rawPayload);
    assert.match(text, /Training record: Alice Ångström/);
    assert.match(text, /Read and\s+understood/);
    assert.match(text, /2026-01-05 09:30:00 UTC/);
    assert.match(text, /Open trainings/);
    assert.match(text, /2026-03-01\s+yes/);
    assert.doesNotMatch(text, /Carol Chen/);
  });

  it('prints a process’s training record with every user, and 404 for a process of another tenant', async () => {
    const response = await api(
      t,
      acme.admin,
      'GET',
      `/training/records/processes/${purchasing.artifactId}/pdf`,
    );
    const text = pdfText(response.rawPayload);
    assert.match(text, /Training record: Purchasing/);
    assert.match(text, /Alice Ångström/);
    assert.match(text, /Bob Builder/);
    const foreign = await api(
      t,
      other.admin,
      'GET',
      `/training/records/processes/${purchasing.artifactId}/pdf`,
    );
    assert.equal(foreign.statusCode, 404);
  });
});
