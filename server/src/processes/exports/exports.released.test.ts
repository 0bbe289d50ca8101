import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { NOT_RELEASED_MARK, type ChangeControlRelease, type SessionUser } from '@qms/shared-api/contract';
import {
  addUser,
  cc,
  currentOf,
  PASSWORD,
  processWithBlocks,
  recordOf,
  setPassword,
} from '../../../test/change-control';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../../test/helpers';
import { api } from '../../../test/api';

const pdfText = (pdf: Buffer): string =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');

describe('the PDF of a released process: history and signatures from change control', () => {
  let t: TestContext;
  let acme: TestTenant;
  let releaser: SessionUser;
  let approver: SessionUser;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    await setPassword(t, acme.admin);
    releaser = await addUser(t, acme, 'Rita Releaser', true);
    approver = await addUser(t, acme, 'Arno Approvér');
  });
  after(() => t.close());

  it('prints every signer with meaning and UTC time, the history entry, and no NOT RELEASED mark', async () => {
    const { versionId } = await processWithBlocks(t, acme.admin, 'Purchasing');
    const started = await api(t, acme.admin, 'POST', cc(versionId, '/release'), {
      comment: 'First release',
      expectedDecider: releaser.userId,
      authorUserIds: [acme.admin.userId],
      approverUserIds: [approver.userId],
    });
    assert.equal(started.statusCode, 201, started.body);
    const draftText = pdfText((await api(t, acme.viewer, 'GET', `/sops/v/${versionId}/pdf`)).rawPayload);
    assert.ok(draftText.includes(NOT_RELEASED_MARK), 'IN_RELEASE is marked NOT RELEASED');
    for (const user of [acme.admin, approver]) {
      const release = (await currentOf(t, user, versionId))!;
      const r = await api(t, user, 'PUT', cc(versionId, '/release/approve'), {
        comment: 'ok',
        dbVersion: recordOf(release, user).dbVersion,
        password: PASSWORD,
        email: user.email,
      });
      assert.equal(r.statusCode, 200, r.body);
    }
    const ready = (await currentOf(t, releaser, versionId)) as ChangeControlRelease;
    const done = await api(t, releaser, 'PUT', cc(versionId, '/release/complete'), {
      dbVersion: ready.dbVersion,
      password: PASSWORD,
      email: releaser.email,
    });
    assert.equal(done.statusCode, 200, done.body);

    const response = await api(t, acme.viewer, 'GET', `/sops/v/${versionId}/pdf`);
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-disposition']), /Purchasing_V1-RELEASED\.pdf/);
    const text = pdfText(response.rawPayload);
    assert.ok(!text.includes(NOT_RELEASED_MARK), 'a released PDF is not marked');
    for (const expected of [
      'Acme Admin',
      'Arno Approvér',
      'Rita Releaser',
      'Approved',
      'Released',
      'UTC',
      'V1',
      'Order goods',
      'Check delivery',
    ])
      assert.ok(text.includes(expected), `PDF text lacks '${expected}'`);
    const html = (await api(t, acme.viewer, 'GET', `/sops/v/${versionId}/html`)).body;
    for (const expected of ['Arno Approvér', 'Rita Releaser', 'Released'])
      assert.ok(html.includes(expected), `HTML lacks '${expected}'`);
    assert.ok(!text.includes('Withdrawn signatures'), 'no withdrawn section without withdrawn signatures');
  });

  it('prints only the signatures in force with capacity, the comments, and the withdrawn ones apart', async () => {
    const { versionId } = await processWithBlocks(t, acme.admin, 'Receiving');
    const started = await api(t, acme.admin, 'POST', cc(versionId, '/release'), {
      comment: 'First release',
      expectedDecider: releaser.userId,
      authorUserIds: [acme.admin.userId],
      approverUserIds: [approver.userId],
    });
    assert.equal(started.statusCode, 201, started.body);
    const decide = async (
      user: SessionUser,
      action: string,
      comment = action === 'revert' ? 'Rechecking' : '',
    ) => {
      const release = (await currentOf(t, user, versionId))!;
      const password = action === 'revert' ? {} : { password: PASSWORD, email: user.email };
      const r = await api(t, user, 'PUT', cc(versionId, `/release/${action}`), {
        comment,
        dbVersion: recordOf(release, user).dbVersion,
        ...password,
      });
      assert.equal(r.statusCode, 200, r.body);
    };
    await decide(acme.admin, 'approve');
    await decide(approver, 'approve');
    await decide(approver, 'revert');
    await decide(approver, 'approve', 'Checked the delivery step');
    const ready = (await currentOf(t, releaser, versionId))!;
    const done = await api(t, releaser, 'PUT', cc(versionId, '/release/complete'), {
      dbVersion: ready.dbVersion,
      password: PASSWORD,
      email: releaser.email,
    });
    assert.equal(done.statusCode, 200, done.body);

    const text = pdfText((await api(t, acme.viewer, 'GET', `/sops/v/${versionId}/pdf`)).rawPayload);
    const [inForce, rest] = text.split("Reviewers' comments");
    assert.ok(rest, `PDF text lacks the reviewers' comments: ${text}`);
    const [comments, withdrawn] = rest.split('Withdrawn signatures');
    assert.ok(withdrawn, `PDF text lacks the withdrawn signatures: ${text}`);
    const signatures = inForce!.slice(inForce!.lastIndexOf('Signatures')).replace(/\s+/g, ' ');
    for (const expected of ['Capacity', 'Date and time (UTC)', 'Author', 'Approver', 'Releaser', 'Released'])
      assert.ok(signatures.includes(expected), `Signatures table lacks '${expected}': ${signatures}`);
    assert.equal(signatures.match(/Approved/g)?.length, 2, `one Approved per participant: ${signatures}`);
    assert.ok(comments!.includes('Checked the delivery step'), comments);
    assert.ok(withdrawn.includes('Reverted'), withdrawn);
    assert.ok(withdrawn.includes('Arno Approvér'), withdrawn);
    assert.equal(withdrawn.slice(0, withdrawn.indexOf('1 Purpose')).match(/Approved/g)?.length, 1, withdrawn);

    const html = (await api(t, acme.viewer, 'GET', `/sops/v/${versionId}/html`)).body;
    for (const expected of ['Withdrawn signatures', 'Reverted', 'Capacity', 'Checked the delivery step'])
      assert.ok(html.includes(expected), `HTML lacks '${expected}'`);
  });
});
