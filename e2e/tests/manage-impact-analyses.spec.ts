import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';
import { demoUsers } from '../support/suite';

import { expectAccessible } from '../support/accessibility';

// The operator imported the OSCAL example catalog (licensed) and NIST SP 800-53 Rev. 5 (open) with `sr:import`
// before the server started (playwright.config.ts, support/regulations.ts).
const EXAMPLE = 'Sample Security Catalog for Demonstration and Testing';
const REV5 =
  'NIST Special Publication 800-53 Revision 5: Security and Privacy Controls for Federal Information Systems and Organizations';

const table = (page: Page) => page.getByRole('table', { name: 'Impact analyses' });
const rowOf = (page: Page, title: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

test('an admin creates an impact analysis, renames it and deletes it after confirming', async ({ page }) => {
  const title = `Rev. 5 to example ${Date.now()}`;
  await signIn(page, demoUsers.acmeAdmin, '/impact-analysis');
  await expect(page.getByRole('heading', { name: 'Impact Analysis Overview', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New Impact Analysis' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Impact Analysis' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  // the spec's messages once a field was touched; Save stays disabled while anything is missing
  await dialog.getByLabel('Title').fill('x');
  await dialog.getByLabel('Title').fill('');
  await expect(dialog.getByText('Minimum 1 character')).toBeVisible();
  // visit and leave both selectors (an open dropdown would cover the next field)
  for (const name of ['From Regulation', 'To Regulation']) {
    await dialog.getByRole('textbox', { name }).focus();
    await dialog.getByRole('textbox', { name }).blur();
  }
  await expect(dialog.getByText('From Regulation must be selected')).toBeVisible();
  await expect(dialog.getByText('To Regulation must be selected')).toBeVisible();
  await expect(save).toBeDisabled();
  await expectAccessible(page, 'New Impact Analysis with field errors');

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('textbox', { name: 'From Regulation' }).click();
  await page.getByRole('option', { name: REV5 }).click();
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'To Regulation' }).click();
  await page.getByRole('option', { name: EXAMPLE }).click();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();

  // the list reloaded: From, To, no impacts yet, and real totals from the server (never 0 of 0)
  const row = rowOf(page, title);
  await expect(row.getByRole('cell')).toHaveText([
    title,
    REV5,
    EXAMPLE,
    '0',
    /^0 \/ [1-9]\d*$/,
    /^0 \/ [1-9]\d*$/,
    '',
  ]);
  await expect(row.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    /^\/impact-analysis\/[0-9a-f-]{36}$/,
  );

  // only the title can change: From and To are fixed after creation
  await page.getByRole('button', { name: `Edit impact analysis ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Impact Analysis' });
  await expect(edit.getByRole('textbox', { name: 'From Regulation' })).toBeDisabled();
  await expect(edit.getByRole('textbox', { name: 'To Regulation' })).toBeDisabled();
  await edit.getByLabel('Title').fill(`${title} (renamed)`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await page.reload();
  await expect(rowOf(page, `${title} (renamed)`)).toBeVisible();

  // delete asks first; Cancel keeps it
  await page.getByRole('button', { name: `Delete impact analysis ${title} (renamed)` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete impact analysis' });
  await expect(confirm).toContainText(`${title} (renamed)`);
  await expectAccessible(page, 'Delete impact analysis confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, `${title} (renamed)`)).toBeVisible();
  await page.getByRole('button', { name: `Delete impact analysis ${title} (renamed)` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(page, `${title} (renamed)`)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Impact Analysis Overview', level: 1 })).toBeVisible();
  await expect(rowOf(page, `${title} (renamed)`)).toHaveCount(0);
});

test('a viewer reads the list but cannot create, edit or delete', async ({ page }) => {
  await signIn(page, demoUsers.acmeViewer, '/impact-analysis');
  await expect(page.getByRole('heading', { name: 'Impact Analysis Overview', level: 1 })).toBeVisible();
  await expect(table(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Impact Analysis' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) impact analysis/ })).toHaveCount(0);
});
