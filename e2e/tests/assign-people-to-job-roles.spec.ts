import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';
import { demoUsers } from '../support/suite';

// Issue 29.1: an admin assigns people to a job role on the Roles page; the Users page shows the job roles.

test('an admin assigns two people to a role, sees them on the role and on the Users page, and removes one', async ({
  page,
}) => {
  const name = `Trainer ${Date.now()}`;
  await signIn(page, demoUsers.acmeAdmin, '/roles');
  await page.getByRole('button', { name: 'New Role' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  const holdersButton = page.getByRole('button', { name: `Holders of role ${name}` });
  await expect(holdersButton).toHaveText('0 holders');

  await holdersButton.click();
  const dialog = page.getByRole('dialog', { name: `Holders of ${name}` });
  await expect(dialog.getByText('Nobody holds this role yet.')).toBeVisible();
  const choice = dialog.getByRole('textbox', { name: 'Holders' });
  for (const person of [demoUsers.acmeViewer.name, demoUsers.acmeAdmin.name]) {
    await choice.click();
    await choice.fill(person.split(' ')[0]!);
    await page.getByRole('option', { name: person }).click();
  }
  // the list closes with Escape (the dialog stays); adding needs no confirmation
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Save holders' }).click();
  await expect(
    dialog.getByText(`${demoUsers.acmeViewer.name} (${demoUsers.acmeViewer.email})`),
  ).toBeVisible();
  await expect(dialog.getByText(`${demoUsers.acmeAdmin.name} (${demoUsers.acmeAdmin.email})`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(holdersButton).toHaveText('2 holders');

  // stored on the server: the Users page shows the role in both rows' job roles
  await page.goto('/users');
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row', { name: new RegExp(demoUsers.acmeViewer.name) })).toContainText(name);
  await expect(users.getByRole('row', { name: new RegExp(demoUsers.acmeAdmin.name) })).toContainText(name);

  // removing asks first
  await page.goto('/roles');
  await page.getByRole('button', { name: `Holders of role ${name}` }).click();
  await choice.click();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Save holders' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove holders' });
  await expect(confirm).toContainText('from this role?');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);

  // clean up: a role without template or step assignments may be deleted, its holdings go with it
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Delete role ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
