import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { SessionUser, TrainingMailPreferences } from '@qms/shared-api/contract';
import { withTenant, type Tx } from '../../db/tenant';
import type { TextMail } from '../../plugins/mailer';
import { api, expectStatus } from '../../../test/api';
import { addUser } from '../../../test/change-control';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../../test/helpers';
import { releasedVersion, trainingAssignment, type Person } from '../../../test/training-records';
import { sweepTrainingMails, type SweepDeps } from './mail-sweep';

const person = (user: SessionUser): Person => ({ userId: user.userId, userName: user.userName });
const silent = { info: () => {}, error: () => {} };

describe('Training mails: assignment, reminder, overdue; one a day per user (issue 29.7)', () => {
  let t: TestContext;
  let acme: TestTenant;
  let mails: TextMail[];
  let deps: SweepDeps;

  const inAcme = <T>(work: (tx: Tx) => Promise<T>) => withTenant(t.database.db, acme.tenantId, work);
  const sweep = (today: string) => sweepTrainingMails(deps, new Date(`${today}T06:00:00Z`), today);
  /** a fresh user with a fresh released process, assigned to them, due on `dueDate` */
  const assigned = async (name: string, dueDate: string, user?: SessionUser) => {
    const trainee = user ?? (await addUser(t, acme, name));
    await inAcme(async (tx) => {
      const version = await releasedVersion(tx, acme.tenantId, person(acme.admin), {
        name: `${name} process ${Math.random().toString(36).slice(2, 6)}`,
        effectiveDate: dueDate,
      });
      await trainingAssignment(tx, acme.tenantId, person(trainee), version);
    });
    return trainee;
  };
  const mailsTo = (user: SessionUser) => mails.filter((m) => m.to === user.email);

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
  });
  beforeEach(() => {
    mails = [];
    deps = {
      db: t.database.db,
      mailer: { sendText: async (mail) => void mails.push(mail) },
      publicUrl: 'http://qms.test',
      log: silent,
    };
  });
  after(() => t.close());

  it('mails a new assignment once, with a link to My Trainings', async () => {
    const alice = await assigned('Alice', '2026-06-30');
    await sweep('2026-06-01');
    assert.equal(mailsTo(alice).length, 1);
    assert.match(mailsTo(alice)[0]!.subject, /1 training to read and confirm/);
    assert.match(mailsTo(alice)[0]!.text, /New training/);
    assert.match(mailsTo(alice)[0]!.text, /^http:\/\/qms\.test\/my-trainings$/m);
    await sweep('2026-06-02');
    assert.equal(mailsTo(alice).length, 1, 'no second mail about the same assignment');
  });

  it('sends at most one mail a day per user: what comes later that day waits for the next day', async () => {
    const bob = await assigned('Bob', '2026-07-30');
    await assigned('Bob', '2026-07-31', bob);
    await sweep('2026-07-01');
    assert.equal(mailsTo(bob).length, 1, 'two assignments, one mail');
    assert.match(mailsTo(bob)[0]!.subject, /2 trainings/);
    await assigned('Bob', '2026-08-15', bob);
    await sweep('2026-07-01');
    assert.equal(mailsTo(bob).length, 1, 'a second event that day waits');
    await sweep('2026-07-02');
    assert.equal(mailsTo(bob).length, 2);
    assert.match(mailsTo(bob)[1]!.subject, /1 training/);
  });

  it('reminds from three days before the due date and tells when it is overdue, each once', async () => {
    const carol = await assigned('Carol', '2026-09-10');
    await sweep('2026-09-01');
    await sweep('2026-09-06');
    assert.equal(mailsTo(carol).length, 1, 'no reminder four days before');
    await sweep('2026-09-07');
    assert.equal(mailsTo(carol).length, 2);
    assert.match(
      mailsTo(carol)[1]!.text,
      /Reminder — due soon:\n- Carol process \w+, version 1, due 2026-09-10/,
    );
    await sweep('2026-09-10');
    assert.equal(mailsTo(carol).length, 2, 'the due day itself is not overdue');
    await sweep('2026-09-11');
    assert.equal(mailsTo(carol).length, 3);
    assert.match(mailsTo(carol)[2]!.subject, /overdue/);
    await sweep('2026-09-12');
    assert.equal(mailsTo(carol).length, 3);
  });

  it('a user who turned reminders off gets the assignment mail, but no reminder and no overdue notice', async () => {
    const dave = await addUser(t, acme, 'Dave');
    const saved = expectStatus<TrainingMailPreferences>(
      await api(t, dave, 'PUT', '/training/mail-preferences', { reminders: false, dbVersion: 0 }),
      200,
    );
    assert.deepEqual(saved, { reminders: false, dbVersion: 1 });
    await assigned('Dave', '2026-10-10', dave);
    await sweep('2026-10-01');
    await sweep('2026-10-08');
    await sweep('2026-10-20');
    assert.equal(mailsTo(dave).length, 1);
    assert.match(mailsTo(dave)[0]!.text, /New training/);
  });

  it('two sweeps at once (two server processes) send a mail once', async () => {
    const erin = await assigned('Erin', '2026-11-30');
    const sent = await Promise.all([sweep('2026-11-01'), sweep('2026-11-01'), sweep('2026-11-01')]);
    assert.equal(mailsTo(erin).length, 1);
    assert.equal(
      sent.reduce((a, b) => a + b, 0),
      mails.length,
    );
  });

  it('a mail that could not be sent is tried again by a later sweep', async () => {
    const frank = await assigned('Frank', '2026-12-30');
    deps.mailer = {
      sendText: async () => {
        throw new Error('SMTP down');
      },
    };
    await sweep('2026-12-01');
    deps.mailer = { sendText: async (mail) => void mails.push(mail) };
    await sweep('2026-12-01');
    assert.equal(mailsTo(frank).length, 1);
  });

  it('a disabled user gets no mail', async () => {
    const gina = await assigned('Gina', '2027-01-30');
    await t.database.db.execute(sql`update users set disabled_at = now() where id = ${gina.userId}`);
    await sweep('2027-01-01');
    assert.equal(mailsTo(gina).length, 0);
  });

  it('keeps each user’s own setting: default on, 409 on a stale save, 400 on a bad one', async () => {
    const viewer = acme.viewer;
    assert.deepEqual(expectStatus(await api(t, viewer, 'GET', '/training/mail-preferences'), 200), {
      reminders: true,
      dbVersion: 0,
    });
    expectStatus(
      await api(t, viewer, 'PUT', '/training/mail-preferences', { reminders: false, dbVersion: 0 }),
      200,
    );
    const stale = await api(t, viewer, 'PUT', '/training/mail-preferences', {
      reminders: true,
      dbVersion: 0,
    });
    assert.equal(stale.statusCode, 409);
    const bad = await api(t, viewer, 'PUT', '/training/mail-preferences', { reminders: 'no', dbVersion: 1 });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(
      expectStatus(await api(t, acme.admin, 'GET', '/training/mail-preferences'), 200),
      { reminders: true, dbVersion: 0 },
      'another user’s setting is their own',
    );
  });
});
