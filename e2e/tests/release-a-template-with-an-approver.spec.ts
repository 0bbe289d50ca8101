import { expect, test } from '@playwright/test';
import { colleague } from '../support/colleagues';
import { approveThroughApi, sign, startRelease } from '../support/release';
import { accessToken, signIn } from '../support/session';
import { demoUsers } from '../support/suite';

// The release of a template decided by someone other than the admin who starts it (spec 2 §4, the shared release
// workflow): the approver signs in in their own browser, sees their own decision, and signs it with their password.

test('an admin starts a template release, a colleague approves it with their signature, the admin releases it', async ({
  browser,
  page,
  request,
}) => {
  // two people sign in and sign on a shared machine
  test.setTimeout(300_000);
  const stamp = Date.now();
  const name = `Supplier Evaluation Form ${stamp}`;
  const adminToken = await accessToken(request, demoUsers.acmeAdmin);
  const created = await request.post('/qms-api/templates', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { name },
  });
  expect(created.status()).toBeLessThan(300);
  const { versionId } = (await created.json()) as { versionId: string };
  const approver = await colleague(request, adminToken, `Tina Approver ${stamp}`, ['QMS_VIEWER']);
  const url = `/templates/${versionId}`;

  await signIn(page, demoUsers.acmeAdmin, url);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const workflow = page.getByRole('region', { name: 'Release Workflow' });
  await workflow.getByRole('textbox', { name: 'Change Description' }).fill('First release of the form.');
  await workflow.getByRole('button', { name: 'Save Change Description' }).click();
  await expect(page.getByText('Change Description successfully saved.')).toBeVisible();
  await startRelease(page, workflow, {
    comment: 'Please approve.',
    // four-eyes (issue 27.3): the releaser is not the only author
    authors: [demoUsers.acmeAdmin.name, demoUsers.acmeViewer.name],
    approvers: [approver.name],
    releaser: demoUsers.acmeAdmin.name,
  });
  await approveThroughApi(request, demoUsers.acmeViewer, 'templates', versionId);
  const adminRow = workflow.getByTestId(`participant-Authors-${demoUsers.acmeAdmin.name}`);
  await adminRow.getByRole('button', { name: 'Approve' }).click();
  await expect(await sign(page, 'Approved', demoUsers.acmeAdmin)).toBeHidden();
  await expect(adminRow).toContainText('APPROVED');
  // the approver's decision is theirs alone: the admin cannot take it
  const approverRowForAdmin = workflow.getByTestId(`participant-Approvers-${approver.name}`);
  await expect(approverRowForAdmin).toContainText('OPEN');
  await expect(approverRowForAdmin.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(workflow.getByRole('button', { name: 'Complete Release' })).toBeDisabled();

  // the approver, in their own browser, signs their approval
  const approverContext = await browser.newContext();
  const approverPage = await approverContext.newPage();
  await signIn(approverPage, approver, url);
  await expect(approverPage.getByRole('heading', { name, level: 1 })).toBeVisible();
  const approverFlow = approverPage.getByRole('region', { name: 'Release Workflow' });
  const approverRow = approverFlow.getByTestId(`participant-Approvers-${approver.name}`);
  await approverRow.getByRole('button', { name: 'Approve' }).click();
  const dialog = approverPage.getByRole('dialog', { name: 'Sign: Approved' });
  await expect(dialog.getByText(approver.name)).toBeVisible();
  await expect(dialog.getByText(`${name}, V1`)).toBeVisible();
  await expect(await sign(approverPage, 'Approved', approver)).toBeHidden();
  await expect(approverRow).toContainText('APPROVED');
  await expect(approverRow).toContainText(`Signed by ${approver.name}`);
  // a viewer-role approver starts, cancels and completes nothing
  await expect(approverFlow.getByRole('button', { name: 'Complete Release' })).toHaveCount(0);
  await expect(approverFlow.getByRole('button', { name: 'Cancel Release' })).toHaveCount(0);
  await approverContext.close();

  // the admin, as releaser, completes with a 'Released' signature
  await page.reload();
  await expect(workflow.getByTestId(`participant-Approvers-${approver.name}`)).toContainText('APPROVED');
  await workflow.getByRole('button', { name: 'Complete Release' }).click();
  await expect(await sign(page, 'Released', demoUsers.acmeAdmin)).toBeHidden();
  await expect(workflow.getByText('V1 Released')).toBeVisible();
  const signatures = workflow.getByRole('list', { name: 'Signatures' });
  await expect(signatures).toContainText(`Signed by ${approver.name}`);
  await expect(signatures).toContainText('meaning: Released');
});
