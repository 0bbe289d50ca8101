import assert from 'node:assert/strict';
import { once } from 'node:events';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { ChangeControlRelease, SessionUser } from '@qms/shared-api/contract';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../test/helpers';
import { api, expectStatus } from '../../test/api';
import { cc, decide, processWithBlocks, releaseTeam } from '../../test/change-control';
import { bodyOf, startSmtpServer, type ReceivedMail } from '../../test/smtp';
import { settleAfterCommitWork } from '../http/after-commit';

const recipientOf = (mail: ReceivedMail) => /<(.+)>/.exec(mail.to.join())![1];

describe('change control: participants are told by mail (issue 27.6)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestContext;
  let acme: TestTenant;
  let releaser: SessionUser;
  let approver: SessionUser;

  /** A process in release in `tenant`: by default its viewer is the author and its admin the releaser. */
  const startRelease = async (
    context: TestContext,
    tenant: TestTenant,
    name: string,
    people: Record<string, unknown> = {},
  ) => {
    const { versionId } = await processWithBlocks(context, tenant.admin, name);
    const response = await api(context, tenant.admin, 'POST', cc(versionId, '/release'), {
      comment: 'Reworked the delivery check',
      expectedDecider: tenant.admin.userId,
      authorUserIds: [tenant.viewer.userId],
      ...people,
    });
    return { versionId, response };
  };
  const startInAcme = (name: string) =>
    startRelease(t, acme, name, {
      expectedDecider: releaser.userId,
      authorUserIds: [acme.admin.userId, acme.viewer.userId],
      approverUserIds: [approver.userId],
      dueDate: '2999-12-31',
    });

  before(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      smtpFrom: 'QMS Test <qms@example.test>',
    });
    acme = await createTenant(t.database, 'Acme');
    ({ releaser, approver } = await releaseTeam(t, acme));
  });
  after(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails every author, approver and the releaser when a release starts, then the initiator when all approved', async () => {
    smtp.mails.length = 0;
    const { versionId, response } = await startInAcme('Purchasing');
    expectStatus<ChangeControlRelease>(response, 201);
    await settleAfterCommitWork();
    const byRecipient = new Map(smtp.mails.map((mail) => [recipientOf(mail), bodyOf(mail)]));
    assert.deepEqual(
      [...byRecipient.keys()].sort(),
      [acme.admin.email, acme.viewer.email, approver.email, releaser.email].sort(),
    );
    const link = `http://qms.test/processes/${versionId}?tab=releaseWorkflow`;
    for (const body of byRecipient.values()) {
      assert.match(body, /Subject: Your decision is needed: Purchasing V1/);
      assert.match(body, /Acme Admin started the release of the process "Purchasing" V1/);
      assert.match(body, /Due date: 2999-12-31\./);
      assert.ok(body.includes(`\n${link}\n`), body);
    }
    assert.match(byRecipient.get(approver.email)!, /Your capacity: Approver\./);
    assert.match(byRecipient.get(releaser.email)!, /Your capacity: Releaser\./);
    assert.match(byRecipient.get(releaser.email)!, /As Releaser, you complete the release/);
    assert.match(byRecipient.get(acme.viewer.email)!, /Hello Acme Viewer,/);

    // no mail while approvals are missing; one to the initiator with the last approval
    smtp.mails.length = 0;
    await decide(t, acme.admin, versionId, 'approve');
    await decide(t, acme.viewer, versionId, 'approve');
    await settleAfterCommitWork();
    assert.equal(smtp.mails.length, 0);
    await decide(t, approver, versionId, 'approve');
    await settleAfterCommitWork();
    assert.equal(smtp.mails.length, 1);
    assert.equal(recipientOf(smtp.mails[0]!), acme.admin.email);
    const body = bodyOf(smtp.mails[0]!);
    assert.match(body, /Subject: All approved: Purchasing V1/);
    assert.match(body, /Rita Releaser \(Releaser\) can now complete the release\./);
    assert.ok(body.includes(`\n${link}\n`), body);
  });

  it('sends nothing for a refused start (the transaction rolled back)', async () => {
    const { versionId } = await startInAcme('Twice');
    await settleAfterCommitWork();
    smtp.mails.length = 0;
    const again = await api(t, acme.admin, 'POST', cc(versionId, '/release'), {
      comment: 'Again',
      expectedDecider: releaser.userId,
      authorUserIds: [acme.viewer.userId],
    });
    assert.equal(again.statusCode, 409);
    await settleAfterCommitWork();
    assert.equal(smtp.mails.length, 0);
  });

  it('still starts the release when the mail server cannot be reached (logged, not a 500)', async () => {
    // a port that was just free: nothing listens there
    const probe = net.createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const deadPort = (probe.address() as net.AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const offline = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${deadPort}?ignoreTLS=true` });
    const tenant = await createTenant(offline.database, 'Offline');
    const { versionId, response } = await startRelease(offline, tenant, 'No mail server');
    assert.equal(response.statusCode, 201, response.body);
    await settleAfterCommitWork();
    const current = await api(offline, tenant.admin, 'GET', cc(versionId, '/release'));
    assert.equal((current.json() as { release: ChangeControlRelease }).release.state, 'RUNNING');
    await offline.close();
  });
});
