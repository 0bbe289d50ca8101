import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { colleague } from '../support/colleagues';
import { openWorkflow, participantPage, revertDecision, sign, startRelease } from '../support/release';
import { accessToken, signIn } from '../support/session';
import { demoUsers } from '../support/suite';

// Issue 27.1, 27.2: an auditor reads who signed a released process, in what capacity, on the card and in the
// controlled PDF — an approval withdrawn by Revert is listed apart, never as a valid signature.

const pdfText = (file: string): string =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8');

test('approve, revert, approve, complete: the card and the PDF show one approval in force per participant', async ({
  browser,
  page,
  request,
}) => {
  // three people sign in and sign on a shared, loaded machine
  test.setTimeout(300_000);
  const stamp = Date.now();
  const name = `Goods Receipt ${stamp}`;
  const adminToken = await accessToken(request, demoUsers.acmeAdmin);
  const headers = { authorization: `Bearer ${adminToken}` };
  const created = await request.post('/qms-api/sops', { headers, data: { name, description: 'Receipt.' } });
  expect(created.status()).toBeLessThan(300);
  const { sop } = (await created.json()) as { sop: { artifactId: string; versionId: string } };
  const approver = await colleague(request, adminToken, `Paula Approver ${stamp}`, ['QMS_VIEWER']);
  const releaser = await colleague(request, adminToken, `Rolf Releaser ${stamp}`, ['QMS_ADMIN']);
  const url = `/processes/${sop.versionId}`;

  // the admin describes the change, starts the release as its author and approves
  await signIn(page, demoUsers.acmeAdmin, url);
  let workflow = await openWorkflow(page, url);
  await workflow.getByRole('textbox', { name: 'Change Description' }).fill('First release.');
  await workflow.getByRole('button', { name: 'Save Change Description' }).click();
  await expect(page.getByText('Change Description successfully saved.')).toBeVisible();
  await startRelease(page, workflow, {
    comment: 'Ready for review.',
    authors: [demoUsers.acmeAdmin.name],
    approvers: [approver.name],
    releaser: releaser.name,
  });
  const adminRow = workflow.getByTestId(`participant-Authors-${demoUsers.acmeAdmin.name}`);
  await adminRow.getByRole('button', { name: 'Approve' }).click();
  await sign(page, 'Approved', demoUsers.acmeAdmin);
  await expect(adminRow).toContainText('capacity: Author');

  // the approver approves, takes it back, and approves again with a comment
  const approverPage = await participantPage(browser, approver, url);
  const approverFlow = await openWorkflow(approverPage, url);
  const approverRow = approverFlow.getByTestId(`participant-Approvers-${approver.name}`);
  await approverRow.getByRole('button', { name: 'Approve' }).click();
  await sign(approverPage, 'Approved', approver);
  await expect(approverRow).toContainText('APPROVED');
  await revertDecision(approverPage, approverRow, 'Rechecking the receipt steps.');
  await expect(approverRow).toContainText('OPEN');
  await approverRow.getByRole('button', { name: 'Approve' }).click();
  await sign(approverPage, 'Approved', approver, 'Checked the receipt steps.');
  await expect(approverRow).toContainText('capacity: Approver');

  // the releaser completes; the released card names every signature's capacity
  const releaserPage = await participantPage(browser, releaser, url);
  const releaserFlow = await openWorkflow(releaserPage, url);
  await releaserFlow.getByRole('button', { name: 'Complete Release' }).click();
  await sign(releaserPage, 'Released', releaser);
  await expect(releaserFlow.getByText('V1 Released')).toBeVisible();
  const signatures = releaserFlow.getByRole('list', { name: 'Signatures' });
  await expect(signatures.getByRole('listitem')).toHaveCount(3);
  await expect(signatures).toContainText(
    new RegExp(`Signed by ${demoUsers.acmeAdmin.name}, .*meaning: Approved, capacity: Author`),
  );
  await expect(signatures).toContainText(new RegExp(`Signed by ${approver.name}, .*capacity: Approver`));
  await expect(signatures).toContainText(new RegExp(`Signed by ${releaser.name}, .*capacity: Releaser`));

  // the controlled PDF: only the signatures in force, each with its capacity; the reverted one apart
  workflow = await openWorkflow(page, url);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'PDF' }).click();
  const text = pdfText((await (await download).path())!);
  const inForce = text.slice(text.indexOf('Signatures'), text.indexOf("Reviewers' comments"));
  const withdrawn = text.slice(text.indexOf('Withdrawn signatures'), text.indexOf('1 Purpose'));
  expect(inForce.replace(/\s+/g, ' ')).toContain('Date and time (UTC)');
  expect(inForce.match(/Approved/g)).toHaveLength(2);
  for (const capacity of ['Author', 'Approver', 'Releaser']) expect(inForce).toContain(capacity);
  expect(text).toContain('Checked the receipt steps.');
  expect(withdrawn.match(/Approved/g)).toHaveLength(1);
  expect(withdrawn).toContain('Reverted');
  expect(withdrawn.replace(/\s+/g, ' ')).toContain(approver.name);
});
