import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { accessToken, signIn } from '../support/session';
import { demoUsers } from '../support/suite';

test('an admin finds who renamed a role, from what to what, and exports the trail', async ({ page }) => {
  const stamp = Date.now();
  const oldName = `Trail Auditor ${stamp}`;
  const newName = `Trail Lead Auditor ${stamp}`;
  await signIn(page, demoUsers.acmeAdmin, '/roles');
  await page.getByRole('button', { name: 'New Role' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(oldName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `Edit role ${oldName}` }).click();
  await dialog.getByLabel('Name').fill(newName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(newName) })).toBeVisible();

  // the auditor's way in: account menu → Audit Trail
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Audit Trail' }).click();
  await expect(page).toHaveURL(/\/audit-trail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();

  // the record type is chosen by the word the rows show (issue 28.5)
  await page.getByRole('textbox', { name: 'Record type', exact: true }).click();
  await page.getByRole('option', { name: 'Role', exact: true }).click();
  await page.getByLabel('User').fill(demoUsers.acmeAdmin.name);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]table=roles(&|$)/);
  const table = page.getByRole('table', { name: 'Audit trail' });
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('UPDATE');
  await expect(newest).toContainText(demoUsers.acmeAdmin.name);
  // readable: the type as a word, the role by its name linked to the Roles page, the change in one line
  await expect(newest.getByRole('cell', { name: 'Role', exact: true })).toBeVisible();
  await expect(newest.getByRole('link', { name: newName, exact: true })).toHaveAttribute('href', '/roles');
  await expect(newest).toContainText(`name: ${oldName} → ${newName}`);
  await newest.getByRole('button', { name: /expand/i }).click();
  const nameRow = page.getByRole('table', { name: /Changes of entry/ }).getByRole('row', { name: /^name/ });
  await expect(nameRow).toContainText(oldName);
  await expect(nameRow).toContainText(newName);

  // the same record through the link target the areas use, offered by the expanded row
  const allOfRecord = page.getByRole('link', { name: 'All entries of this record' });
  const recordId = new URL((await allOfRecord.getAttribute('href'))!, page.url()).searchParams.get(
    'recordId',
  )!;
  expect(recordId).toMatch(/^[0-9a-f-]{36}$/);
  await allOfRecord.click();
  await expect(page).toHaveURL(new RegExp(`/audit-trail\\?recordId=${recordId}$`));
  await expect(page.getByLabel('Record ID')).toHaveValue(recordId);
  const forRecord = page.getByRole('table', { name: 'Audit trail' });
  await expect(forRecord).toContainText('INSERT');
  await expect(forRecord).toContainText('UPDATE');
  // counted once for the filter: the role's creation and its rename
  await expect(page.getByText('1-2 of 2', { exact: true })).toBeVisible();
  // the INSERT row names the role as it was called then
  await expect(
    forRecord.getByRole('row', { name: /INSERT/ }).getByRole('link', { name: oldName }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('audit-verify-result')).toContainText('Audit trail intact');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF"Seq"')).toBe(true);
  expect(csv).toContain(`""name"":""${newName}""`);
  expect(csv).toContain(`""name"":""${oldName}""`);
  // the export words the record type and summarises the change as the screen does
  expect(csv).toContain(`"Record type","Record name","Record ID","Change"`);
  expect(csv).toContain(`"UPDATE","Role","${newName}","${recordId}","name: ${oldName} → ${newName}"`);

  // the record's name leads to its screen
  await forRecord.getByRole('link', { name: newName, exact: true }).first().click();
  await expect(page).toHaveURL(/\/roles$/);
  // the roles screen's row: the trail's rows may still be on screen for a moment while the area opens
  await expect(page.getByTestId('area-outlet').getByRole('row', { name: new RegExp(newName) })).toBeVisible();
});

test('a viewer cannot open the audit trail', async ({ page, request }) => {
  await signIn(page, demoUsers.acmeViewer, '/dashboard');
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Audit Trail' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/audit-trail');
  await expect(page.getByText('The audit trail is available to administrators only.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Audit trail' })).toHaveCount(0);

  const headers = { authorization: `Bearer ${await accessToken(request, demoUsers.acmeViewer)}` };
  for (const path of [
    '/qms-api/audit-trail',
    '/qms-api/audit-trail/export.csv',
    '/qms-api/audit-trail/verify',
  ]) {
    expect((await request.get(path, { headers })).status(), path).toBe(403);
  }
});
