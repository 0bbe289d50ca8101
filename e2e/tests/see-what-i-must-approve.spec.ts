import { expect, test } from '@playwright/test';
import { colleague } from '../support/colleagues';
import { mailsTo } from '../support/outbox';
import { sign, startRelease } from '../support/release';
import { accessToken, signIn } from '../support/session';
import { baseURL, demoUsers } from '../support/suite';

// Participants are told what they must sign (issue 27.6): a release started with a due date mails the approver a
// link, the approver finds it on the dashboard's My approvals, opens the process straight on its Release Workflow,
// signs, and the list is empty again; the initiator is mailed once everyone has approved.

test('an approver is mailed, finds the decision in My approvals, signs it from the deep link', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const name = `Incoming Inspection ${stamp}`;
  const adminToken = await accessToken(request, demoUsers.acmeAdmin);
  const headers = { authorization: `Bearer ${adminToken}` };
  const created = await request.post('/qms-api/sops', {
    headers,
    data: { name, description: 'Inspection.' },
  });
  expect(created.status()).toBeLessThan(300);
  const { sop } = (await created.json()) as { sop: { artifactId: string; versionId: string } };
  const approver = await colleague(request, adminToken, `Olga Approver ${stamp}`, ['QMS_VIEWER']);
  // four-eyes: the admin authors, another admin releases
  const releaser = await colleague(request, adminToken, `Rolf Releaser ${stamp}`, ['QMS_ADMIN']);
  const deepLink = `/processes/${sop.versionId}?tab=releaseWorkflow`;

  // the admin opens the process by the deep link: the Release Workflow is the open panel
  await signIn(page, demoUsers.acmeAdmin, deepLink);
  await expect(page.getByRole('tab', { name: 'Release Workflow' })).toHaveAttribute('aria-selected', 'true');
  const workflow = page.getByRole('region', { name: 'Release Workflow' });
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await workflow.getByLabel('Due date').fill(due);
  await startRelease(page, workflow, {
    comment: 'Please check the sampling plan.',
    authors: [demoUsers.acmeAdmin.name],
    approvers: [approver.name],
    releaser: releaser.name,
  });
  await expect(workflow.getByText('Due date')).toBeVisible();
  const adminRow = workflow.getByTestId(`participant-Authors-${demoUsers.acmeAdmin.name}`);
  await adminRow.getByRole('button', { name: 'Approve' }).click();
  await expect(await sign(page, 'Approved', demoUsers.acmeAdmin)).toBeHidden();

  // the approver's mail names the document, version, initiator and the link
  await expect
    .poll(() => mailsTo(approver.email, `Your decision is needed: ${name} V1`).length, { timeout: 15_000 })
    .toBe(1);
  const mail = mailsTo(approver.email, `Your decision is needed: ${name} V1`)[0]!;
  expect(mail).toContain(`${demoUsers.acmeAdmin.name} started the release of the process "${name}" V1`);
  expect(mail).toContain('Your capacity: Approver.');
  expect(mail).toContain(`\n${baseURL}${deepLink}\n`);

  // the approver's dashboard tile, the page, and the link straight to the Release Workflow
  const approverContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const approverPage = await approverContext.newPage();
  await signIn(approverPage, approver, '/dashboard');
  const tile = approverPage.getByRole('region', { name: 'My approvals' });
  await expect(tile.getByRole('link', { name: `${name} V1` })).toBeVisible({ timeout: 30_000 });
  await expect(tile.getByLabel('1 open')).toBeVisible();
  await tile.getByRole('link', { name: 'Show all' }).click();
  await expect(approverPage).toHaveURL(/\/my-approvals$/);
  const table = approverPage.getByRole('table', { name: 'My approvals' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Approver');
  await expect(row).toContainText(demoUsers.acmeAdmin.name);
  await row.getByRole('link', { name }).click();
  await expect(approverPage).toHaveURL(new RegExp(`/processes/${sop.versionId}\\?tab=releaseWorkflow$`));
  await expect(approverPage.getByRole('tab', { name: 'Release Workflow' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const approverFlow = approverPage.getByRole('region', { name: 'Release Workflow' });
  const approverRow = approverFlow.getByTestId(`participant-Approvers-${approver.name}`);
  await approverRow.getByRole('button', { name: 'Approve' }).click();
  await expect(await sign(approverPage, 'Approved', approver)).toBeHidden();
  await expect(approverRow).toContainText('APPROVED');
  await approverPage.goto('/my-approvals');
  await expect(approverPage.getByText('Nothing to approve.')).toBeVisible({ timeout: 30_000 });
  await approverContext.close();

  // everyone approved: the initiator is told, with the same link
  await expect
    .poll(() => mailsTo(demoUsers.acmeAdmin.email, `All approved: ${name} V1`).length, { timeout: 15_000 })
    .toBe(1);
  expect(mailsTo(demoUsers.acmeAdmin.email, `All approved: ${name} V1`)[0]).toContain(
    `${baseURL}${deepLink}`,
  );
});
