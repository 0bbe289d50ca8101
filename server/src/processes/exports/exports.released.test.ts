import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { NOT_RELEASED_MARK, type SessionUser } from '@qms/shared-api/contract';
import {
  decide,
  processWithBlocks,
  releaseTeam,
  startRelease,
  type ReleaseAction,
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
    ({ releaser, approver } = await releaseTeam(t, acme, 'Arno Approvér'));
  });
  after(() => t.close());
  const start = (versionId: string) =>
    startRelease(t, acme.admin, versionId, {
      comment: 'First release',
      expectedDecider: releaser.userId,
      authorUserIds: [acme.admin.userId],
      approverUserIds: [approver.userId],
    });

  it('prints every signer with meaning and UTC time, the history entry, and no NOT RELEASED mark', async () => {
    const { versionId } = await processWithBlocks(t, acme.admin, 'Purchasing');
    await start(versionId);
    const draftText = pdfText((await api(t, acme.viewer, 'GET', `/sops/v/${versionId}/pdf`)).rawPayload);
    assert.ok(draftText.includes(NOT_RELEASED_MARK), 'IN_RELEASE is marked NOT RELEASED');
    for (const user of [acme.admin, approver]) await decide(t, user, versionId, 'approve', { comment: 'ok' });
    await decide(t, releaser, versionId, 'complete');

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
    await start(versionId);
    // only the revert and the last approval say something: the PDF's comments section lists those
    const act = (
      user: SessionUser,
      action: ReleaseAction,
      comment = action === 'revert' ? 'Rechecking' : '',
    ) => decide(t, user, versionId, action, { comment });
    await act(acme.admin, 'approve');
    await act(approver, 'approve');
    await act(approver, 'revert');
    await act(approver, 'approve', 'Checked the delivery step');
    await decide(t, releaser, versionId, 'complete');

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
