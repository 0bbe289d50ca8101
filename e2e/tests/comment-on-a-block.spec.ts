import { expect, test, type Page } from '@playwright/test';
import { accessToken, signIn } from '../support/session';
import { demoUsers } from '../support/suite';

async function openComments(page: Page, blockName: string) {
  await page.getByRole('button', { name: new RegExp(`^Comments on block ${blockName}: \\d+$`) }).click();
  return page.getByRole('region', { name: `Comments on ${blockName}` });
}

test('an admin comments on a block, a viewer replies but cannot edit the admin’s comment', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const name = `Supplier Audit ${stamp}`;
  const blockName = `Audit plan ${stamp}`;
  // the setting: a process with one block, made through the API
  const headers = { authorization: `Bearer ${await accessToken(request, demoUsers.acmeAdmin)}` };
  const created = await request.post('/qms-api/sops', { headers, data: { name, description: 'Audits.' } });
  expect(created.status()).toBeLessThan(300);
  const { sop } = (await created.json()) as { sop: { artifactId: string; versionId: string } };
  const block = await request.post(`/qms-api/sops/${sop.artifactId}/versions/${sop.versionId}/blocks`, {
    headers,
    data: { block: { type: 'HEADER', name: blockName, description: '' } },
  });
  expect(block.status()).toBeLessThan(300);
  const url = `/processes/${sop.artifactId}/current`;
  const adminText = `Plan the audit two weeks ahead ${stamp}`;

  await signIn(page, demoUsers.acmeAdmin, url);
  let widget = await openComments(page, blockName);
  await expect(widget.getByText('No comments yet.')).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Save' })).toBeDisabled();
  await widget.getByRole('textbox', { name: 'New comment' }).fill(adminText);
  await widget.getByRole('button', { name: 'Save' }).click();
  const adminComment = widget.getByRole('listitem').filter({ hasText: adminText });
  await expect(adminComment).toBeVisible();
  await expect(adminComment.getByRole('button', { name: 'Edit' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: `Comments on block ${blockName}: 1` })).toBeVisible();

  // the viewer replies
  const viewer = await browser.newPage();
  await signIn(viewer, demoUsers.acmeViewer, url);
  widget = await openComments(viewer, blockName);
  const seen = widget.getByRole('listitem').filter({ hasText: adminText });
  await expect(seen).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(seen.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await seen.getByRole('button', { name: 'Reply' }).click();
  const box = widget.getByRole('textbox', { name: 'New comment' });
  await expect(box).toHaveValue(/^@\S/);
  await box.pressSequentially('Agreed.');
  await widget.getByRole('button', { name: 'Save' }).click();
  const reply = widget.getByRole('listitem').filter({ hasText: 'Agreed.' });
  await expect(reply).toBeVisible();
  // the viewer may edit their own comment only
  await expect(reply.getByRole('button', { name: 'Edit' })).toBeVisible();

  // back to the process's comments
  await widget.getByRole('button', { name: 'Back to parent comments' }).click();
  await expect(viewer.getByRole('region', { name: `Comments on ${name}` })).toBeVisible();
  await viewer.close();
});
