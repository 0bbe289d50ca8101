import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { colleague } from '../support/colleagues';
import { accessToken, signIn } from '../support/session';
import { demoUsers } from '../support/suite';
import { openWorkflow, participantPage, revertDecision, sign } from '../support/release';

// The release of a process as its participants live it (spec 1 §2.6, §4; 21 CFR Part 11 signatures): an admin
// starts it, the viewer declines and reverts, everyone approves with their password, the releaser completes, and a
// new version starts from the released one.

test('an admin releases a process signed by its authors, approver and releaser; V2 starts from it', async ({
  browser,
  page,
  request,
}) => {
  // five people sign in and decide: far beyond the default minute on this shared machine
  test.setTimeout(360_000);
  const stamp = Date.now();
  const name = `Supplier Audit ${stamp}`;
  const blocks = [`Audit plan ${stamp}`, `Audit report ${stamp}`];
  const adminToken = await accessToken(request, demoUsers.acmeAdmin);
  const headers = { authorization: `Bearer ${adminToken}` };
  const created = await request.post('/qms-api/sops', { headers, data: { name, description: 'Audits.' } });
  expect(created.status()).toBeLessThan(300);
  const { sop } = (await created.json()) as { sop: { artifactId: string; versionId: string } };
  for (const blockName of blocks) {
    const block = await request.post(`/qms-api/sops/${sop.artifactId}/versions/${sop.versionId}/blocks`, {
      headers,
      data: { block: { type: 'HEADER', name: blockName, description: '' } },
    });
    expect(block.status()).toBeLessThan(300);
  }
  const approver = await colleague(request, adminToken, `Paula Approver ${stamp}`, ['QMS_VIEWER']);
  const releaser = await colleague(request, adminToken, `Rolf Releaser ${stamp}`, ['QMS_ADMIN']);
  const url = `/processes/${sop.versionId}`;

  // the admin describes the change and starts the release
  await signIn(page, demoUsers.acmeAdmin, url);
  let workflow = await openWorkflow(page, url);
  await expect(workflow.getByText('V1 In draft')).toBeVisible();
  await workflow
    .getByRole('textbox', { name: 'Change Description' })
    .fill('First release of the audit process.');
  await workflow.getByRole('button', { name: 'Save Change Description' }).click();
  await expect(page.getByText('Change Description successfully saved.')).toBeVisible();
  const start = workflow.getByRole('button', { name: 'Start Release' });
  await workflow.getByRole('textbox', { name: 'Comment' }).fill('Ready for review.');
  await expect(start).toBeDisabled();
  await workflow.getByRole('textbox', { name: 'Authors' }).click();
  await page.getByRole('option', { name: demoUsers.acmeAdmin.name, exact: true }).click();
  await page.getByRole('option', { name: demoUsers.acmeViewer.name, exact: true }).click();
  await page.keyboard.press('Escape');
  await workflow.getByRole('textbox', { name: 'Releaser' }).click();
  await page.getByRole('option', { name: releaser.name, exact: true }).click();
  // four-eyes (issue 27.3): an author chosen as approver is refused on the select before anything is sent
  await workflow.getByRole('textbox', { name: 'Approvers' }).click();
  await page.getByRole('option', { name: demoUsers.acmeViewer.name, exact: true }).click();
  await expect(workflow.getByText('Four-eyes rule: nobody can be both author and approver')).toBeVisible();
  await expect(start).toBeDisabled();
  await page.getByRole('option', { name: demoUsers.acmeViewer.name, exact: true }).click();
  await page.getByRole('option', { name: approver.name, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(start).toBeEnabled();
  await start.click();
  await expect(workflow.getByText('V1 In review')).toBeVisible();
  await expect(workflow.getByRole('heading', { name: 'Release in progress' })).toBeVisible();
  // the admin may cancel; completing is the releaser's
  await expect(workflow.getByRole('button', { name: 'Cancel Release' })).toBeEnabled();
  await expect(workflow.getByRole('button', { name: 'Complete Release' })).toHaveCount(0);

  // the viewer, an author, declines with a comment, then takes the decline back
  const viewer = await participantPage(browser, demoUsers.acmeViewer, url);
  let viewerFlow = await openWorkflow(viewer, url);
  const viewerRow = viewerFlow.getByTestId(`participant-Authors-${demoUsers.acmeViewer.name}`);
  await viewerRow.getByRole('button', { name: 'Decline' }).click();
  const declineDialog = viewer.getByRole('dialog', { name: 'Sign: Declined' });
  await expect(declineDialog.getByRole('button', { name: 'Sign' })).toBeDisabled();
  await expect(declineDialog.getByText(demoUsers.acmeViewer.name)).toBeVisible();
  await expect(declineDialog.getByText(`${name}, V1`)).toBeVisible();
  await sign(viewer, 'Declined', demoUsers.acmeViewer, 'The audit plan misses the supplier list.');
  await expect(declineDialog).toBeHidden();
  await expect(viewerRow).toContainText('DECLINED');
  await expect(viewerRow).toContainText('The audit plan misses the supplier list.');
  await expect(viewerRow).toContainText(`Signed by ${demoUsers.acmeViewer.name}`);
  // a revert is confirmed and says why (issue 27.4); the comment stays on the record
  await revertDecision(viewer, viewerRow, 'Supplier list added to the plan.');
  await expect(viewerRow).toContainText('OPEN');
  await expect(viewerRow).toContainText('Supplier list added to the plan.');
  await viewerRow.getByRole('button', { name: 'Approve' }).click();
  await sign(viewer, 'Approved', demoUsers.acmeViewer);
  await expect(viewerRow).toContainText('APPROVED');

  // the admin approves: a wrong password first signs nothing and says so
  workflow = await openWorkflow(page, url);
  const adminRow = workflow.getByTestId(`participant-Authors-${demoUsers.acmeAdmin.name}`);
  await adminRow.getByRole('button', { name: 'Approve' }).click();
  await expectAccessible(page, 'signature dialog');
  const wrong = await sign(page, 'Approved', { ...demoUsers.acmeAdmin, password: 'not my password' });
  await expect(wrong.getByRole('alert')).toContainText('The password is not correct');
  await expect(adminRow).toContainText('OPEN');
  await wrong.locator('input[type="password"]').fill(demoUsers.acmeAdmin.password);
  await wrong.getByRole('button', { name: 'Sign' }).click();
  await expect(wrong).toBeHidden();
  await expect(adminRow).toContainText('APPROVED');

  // the approver approves
  const approverPage = await participantPage(browser, approver, url);
  const approverFlow = await openWorkflow(approverPage, url);
  const approverRow = approverFlow.getByTestId(`participant-Approvers-${approver.name}`);
  await approverRow.getByRole('button', { name: 'Approve' }).click();
  await sign(approverPage, 'Approved', approver, 'Fine.');
  await expect(approverRow).toContainText('APPROVED');

  // the releaser completes with a 'Released' signature
  const releaserPage = await participantPage(browser, releaser, url);
  const releaserFlow = await openWorkflow(releaserPage, url);
  await releaserFlow.getByRole('button', { name: 'Complete Release' }).click();
  await sign(releaserPage, 'Released', releaser);
  await expect(releaserFlow.getByText('V1 Released')).toBeVisible();
  const signatures = releaserFlow.getByRole('list', { name: 'Signatures' });
  await expect(signatures).toContainText(`Signed by ${releaser.name}`);
  await expect(signatures).toContainText('meaning: Released');
  await expect(signatures).toContainText(`Signed by ${approver.name}`);

  // the viewer sees the released version without admin actions
  viewerFlow = await openWorkflow(viewer, url);
  await expect(viewerFlow.getByText('V1 Released')).toBeVisible();
  await expect(viewerFlow.getByRole('button', { name: 'CREATE NEW VERSION' })).toHaveCount(0);

  // the admin starts V2 from the released V1: a DRAFT with the same blocks
  workflow = await openWorkflow(page, url);
  await workflow.getByRole('button', { name: 'CREATE NEW VERSION' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${sop.versionId}$`));
  workflow = page.getByRole('region', { name: 'Release Workflow' });
  await page.getByRole('tab', { name: 'Release Workflow' }).click();
  await expect(workflow.getByText('V2 In draft')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Blocks').getByRole('heading')).toHaveText(blocks.map((b) => new RegExp(b)));

  // the history lists V1 with its author and description, linked to it
  await page.getByRole('tab', { name: 'Document History' }).click();
  const history = page.getByRole('table', { name: 'Document History' });
  const v1 = history.getByRole('link', { name: 'V1', exact: true });
  await expect(v1).toBeVisible();
  await expect(history).toContainText('First release of the audit process.');
  await expect(history).toContainText(demoUsers.acmeViewer.name);
  await expect(page.getByText('There exists an unreleased version V2.')).toBeVisible();
  await v1.click();
  await expect(page).toHaveURL(new RegExp(`/processes/${sop.versionId}$`));
});
