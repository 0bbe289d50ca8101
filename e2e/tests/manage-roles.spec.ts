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

test('the second of two admins saving the same role is told to reload, and keeps their input', async ({
  browser,
}) => {
  const name = `Concurrent ${Date.now()}`;
  // two tabs with separate sessions (tokens live per tab in sessionStorage)
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await signIn(first, demoUsers.acmeAdmin, '/roles');
  await first.getByRole('button', { name: 'New Role' }).click();
  await first.getByRole('dialog').getByLabel('Name').fill(name);
  await first.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(first.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  await signIn(second, demoUsers.acmeAdmin, '/roles');
  // both open the same role
  await first.getByRole('button', { name: `Edit role ${name}` }).click();
  await second.getByRole('button', { name: `Edit role ${name}` }).click();
  const firstDialog = first.getByRole('dialog');
  const secondDialog = second.getByRole('dialog');

  await firstDialog.getByLabel('Authority').fill('Set in the first tab');
  await firstDialog.getByRole('button', { name: 'Save' }).click();
  await expect(firstDialog).toBeHidden();

  await secondDialog.getByLabel('Authority').fill('Set in the second tab');
  await secondDialog.getByRole('button', { name: 'Save' }).click();
  await expect(secondDialog.getByRole('alert')).toContainText(
    'This role was changed by someone else. Reload to see the change.',
  );
  // the second admin's input is still there, the first admin's save stands
  await expect(secondDialog.getByLabel('Authority')).toHaveValue('Set in the second tab');
  await first.reload();
  await expect(first.getByRole('row', { name: new RegExp(name) })).toContainText('Set in the first tab');

  // Reload shows the stored role; saving on it goes through
  await secondDialog.getByRole('button', { name: 'Reload' }).click();
  await expect(secondDialog.getByLabel('Authority')).toHaveValue('Set in the first tab');
  await secondDialog.getByLabel('Authority').fill('Set in the second tab after reloading');
  await secondDialog.getByRole('button', { name: 'Save' }).click();
  await expect(secondDialog).toBeHidden();
  await expect(second.getByRole('row', { name: new RegExp(name) })).toContainText('after reloading');

  await first.context().close();
  await second.context().close();
});
