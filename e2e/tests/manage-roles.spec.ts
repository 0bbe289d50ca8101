import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';
import { demoUsers } from '../support/suite';

test('an admin creates, edits and deletes a role', async ({ page }) => {
  const name = `Validation Engineer ${Date.now()}`;
  await signIn(page, demoUsers.acmeAdmin, '/roles');
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();

  await page.getByRole('button', { name: 'New Role' }).click();
  const dialog = page.getByRole('dialog');
  const save = dialog.getByRole('button', { name: 'Save' });
  // the name is required: the spec's message, and Save stays disabled
  await dialog.getByLabel('Name').fill('x');
  await dialog.getByLabel('Name').fill('');
  await expect(dialog.getByText('Minimum 1 character')).toBeVisible();
  await expect(save).toBeDisabled();

  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Responsibility').fill('Validates computerised systems');
  await dialog.getByLabel('Authority').fill('Approves validation plans');
  await dialog.getByLabel('Competence Requirements').fill('GAMP 5 training');
  await save.click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Validates computerised systems');
  await expect(row).toContainText('GAMP 5 training');

  await page.getByRole('button', { name: `Edit role ${name}` }).click();
  await dialog.getByLabel('Authority').fill('Approves validation plans and reports');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Approves validation plans and reports');

  // the change is stored on the server, not just in the page
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('and reports');

  await page.getByRole('button', { name: `Delete role ${name}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test("one tenant's roles are not visible to another tenant", async ({ page }) => {
  const name = `Acme only ${Date.now()}`;
  await signIn(page, demoUsers.acmeAdmin, '/roles');
  await page.getByRole('button', { name: 'New Role' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await signIn(page, demoUsers.globexAdmin, '/roles');
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
