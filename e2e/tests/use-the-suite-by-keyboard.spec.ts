import { expect, test } from '@playwright/test';
import { expectFocused, expectVisibleFocus, tabTo } from '../support/keyboard';
import { demoUsers } from '../support/suite';

/**
 * Issue 8: every action reachable by keyboard, with visible focus. Only page.keyboard drives the page here (no
 * click, no fill): Tab / Shift+Tab / Enter / Space / Escape / arrows.
 */
test('an admin signs in, navigates, uses the account menu and manages a role by keyboard only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = demoUsers.acmeAdmin;
  const name = `Keyboard role ${Date.now()}`;

  // sign in
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type(user.email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(user.password);
  await tabTo(page, page.getByRole('button', { name: 'Login' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Welcome ${user.name}` })).toBeVisible();

  // move through the navigation: forwards to Templates, back to Process Overview
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await tabTo(page, nav.getByRole('link', { name: 'Templates', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
  await tabTo(page, nav.getByRole('link', { name: 'Process Overview' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/processes$/);
  await expect(page.getByRole('heading', { name: 'Process Overview', level: 1 })).toBeVisible();

  // the account menu opens with Enter, its items are reached with the arrows, Escape closes it
  const account = page.getByRole('button', { name: 'Account', exact: true });
  await tabTo(page, account);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByTestId('account-user-name')).toHaveText(user.name);
  // the first item has focus on opening (WAI-ARIA menu pattern), else the first ArrowDown puts it there
  const auditTrail = menu.getByRole('menuitem', { name: 'Audit Trail' });
  if (!(await auditTrail.evaluate((item) => item === document.activeElement)))
    await page.keyboard.press('ArrowDown');
  await expect(auditTrail).toBeFocused();
  await expectVisibleFocus(page, 'account menu, first item');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Users' })).toBeFocused();
  await expectVisibleFocus(page, 'account menu, second item');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Training matrix' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  await expectVisibleFocus(page, 'account menu, last item');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
  await expect(auditTrail).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expectFocused(account);
  await expectVisibleFocus(page, 'account button after the menu closed');

  // open /roles
  await tabTo(page, nav.getByRole('link', { name: 'Roles' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/roles$/);
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();

  // create a role: the dialog puts focus into Name
  await tabTo(page, page.getByRole('button', { name: 'New Role' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New Role' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expectVisibleFocus(page, 'New Role dialog opened');
  await page.keyboard.type(name);
  await tabTo(page, dialog.getByLabel('Responsibility'));
  await page.keyboard.type('Keeps the suite usable without a mouse');
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Keeps the suite usable without a mouse');

  // edit it (Space activates a button as well as Enter)
  await tabTo(page, page.getByRole('button', { name: `Edit role ${name}` }), { maxSteps: 400 });
  await page.keyboard.press('Space');
  const editDialog = page.getByRole('dialog', { name: 'Edit Role' });
  await expect(editDialog).toBeVisible();
  await tabTo(page, editDialog.getByLabel('Authority'));
  await page.keyboard.type('Approves keyboard checks');
  // Escape with changed input asks first; "Keep editing" has focus, Enter keeps the input
  await page.keyboard.press('Escape');
  const discard = editDialog.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(discard).toBeVisible();
  await expect(discard.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await expectVisibleFocus(page, 'discard question');
  await page.keyboard.press('Enter');
  // back in the field the user left, with the input kept
  await expect(editDialog.getByLabel('Authority')).toBeFocused();
  await expect(editDialog.getByLabel('Authority')).toHaveValue('Approves keyboard checks');
  await tabTo(page, editDialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(editDialog).toBeHidden();
  await expect(row).toContainText('Approves keyboard checks');

  // delete it, with the confirmation
  await tabTo(page, page.getByRole('button', { name: `Delete role ${name}` }), { maxSteps: 400 });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete role' });
  await expect(confirm).toContainText(name);
  await tabTo(page, confirm.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
