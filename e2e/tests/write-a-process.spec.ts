import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openFromOverview } from '../support/process-overview';
import { accessToken, signIn } from '../support/session';
import { demoUsers } from '../support/suite';

/** A process created through the API (the setting of the scenario, not what it tests). */
async function apiProcess(request: APIRequestContext, name: string, term?: string) {
  const headers = { authorization: `Bearer ${await accessToken(request, demoUsers.acmeAdmin)}` };
  const created = await request.post('/qms-api/sops', {
    headers,
    data: { name, description: `Purpose of ${name}` },
  });
  expect(created.status()).toBeLessThan(300);
  const { sop } = (await created.json()) as { sop: { artifactId: string; versionId: string } };
  if (term) {
    const t = await request.post(`/qms-api/sops/${sop.artifactId}/versions/${sop.versionId}/terms`, {
      headers,
      data: { term, definition: `${term} as ${name} uses it` },
    });
    expect(t.status()).toBeLessThan(300);
  }
  return sop;
}

const blockHeadings = (page: Page) => page.getByLabel('Blocks').getByRole('heading');

test.describe.configure({ mode: 'serial' });

let processUrl = '';
let versionIds = { artifactId: '', versionId: '' };

test('an admin writes a process: blocks, table, step, reorder, delete, glossary', async ({
  page,
  request,
}) => {
  // a whole process written through the UI: longer than the default minute on this shared machine
  test.setTimeout(180_000);
  const stamp = Date.now();
  const parentName = `Design Control ${stamp}`;
  const name = `Design Review ${stamp}`;
  const sharedTerm = `Baseline ${stamp}`;
  await apiProcess(request, parentName);
  await apiProcess(request, `Configuration Management ${stamp}`, sharedTerm);

  await signIn(page, demoUsers.acmeAdmin, '/processes');
  await expect(page.getByRole('heading', { name: 'Process Overview' })).toBeVisible();

  // New Process below a parent
  await page.getByRole('button', { name: 'New Process' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Process' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Purpose' }).fill('How designs are reviewed.');
  await dialog.getByLabel('Parent', { exact: true }).click();
  await page.getByRole('option', { name: parentName }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await openFromOverview(page, name);
  processUrl = new URL(page.url()).pathname;

  // a title, a section with a table, a step
  await page.getByRole('button', { name: 'Add Title' }).click();
  await expect(blockHeadings(page).filter({ hasText: 'New Title' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Section' }).click();
  await expect(page.getByText('Edit block to change title and text.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Step' }).click();
  await expect(blockHeadings(page).filter({ hasText: 'New Step' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit block New Section' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Section' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Inputs');
  const editor = page.getByRole('textbox', { name: 'Text of New Section' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Review inputs in this table:');
  await page.getByRole('button', { name: 'Insert table' }).click();
  // 3×3 without a header row
  await expect(editor.locator('table tr')).toHaveCount(3);
  await expect(editor.locator('table td')).toHaveCount(9);
  await expect(editor.locator('table th')).toHaveCount(0);
  await page.keyboard.type('Requirement');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(blockHeadings(page).filter({ hasText: 'Inputs' })).toBeVisible();
  await expect(page.getByLabel('Blocks').locator('table td').first()).toHaveText('Requirement');

  await page.getByRole('button', { name: 'Edit block New Step' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Step' })).toBeVisible();
  await expect(page.getByLabel('Acceptance Criterion')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Quality Manager' }).click();
  await page.getByRole('checkbox', { name: 'Testable' }).check();
  await page.getByLabel('Acceptance Criterion').fill('Every input has an owner');
  await page.getByLabel('Sample Size').fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Blocks').getByText('Every input has an owner')).toBeVisible();
  await expect(page.getByLabel('Blocks').getByText('Quality Manager')).toBeVisible();

  // reorder by keyboard: the step moves above the section
  const handle = page.getByRole('button', { name: 'Move block New Step' });
  await handle.focus();
  await page.keyboard.press('Space');
  // lifted (dnd-kit listens for the arrow keys only from the next tick on)
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(100);
  await page.keyboard.press('ArrowUp');
  await page.waitForTimeout(300);
  await page.keyboard.press('Space');
  await expect(blockHeadings(page)).toHaveText([/New Title/, /New Step/, /Inputs/]);
  await page.reload();
  await expect(blockHeadings(page)).toHaveText([/New Title/, /New Step/, /Inputs/]);

  // delete a block (confirmation) — a block added in this version is removed; only blocks taken over from an
  // earlier version are kept under 'Deleted Blocks' for undo, and a second version needs Processes II (new
  // version), so undo is covered by the screen test (ProcessDetailPage.test.tsx) until then
  await page.getByRole('button', { name: 'Delete block New Title' }).click();
  await page.getByRole('dialog', { name: 'Delete block' }).getByRole('button', { name: 'Delete' }).click();
  await expect(blockHeadings(page).filter({ hasText: 'New Title' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deleted Blocks (0)' })).toBeVisible();

  // two terms; the second is defined by another process too
  await page.getByRole('button', { name: 'Add Term' }).click();
  let termDialog = page.getByRole('dialog', { name: 'New Term' });
  await termDialog.getByRole('textbox', { name: 'Term' }).fill('Design input');
  await termDialog.getByRole('textbox', { name: 'Definition' }).fill('A physical or performance requirement');
  await termDialog.getByRole('button', { name: 'Save' }).click();
  await expect(termDialog).toBeHidden();
  await page.getByRole('button', { name: 'Add Term' }).click();
  termDialog = page.getByRole('dialog', { name: 'New Term' });
  await termDialog.getByRole('textbox', { name: 'Term' }).fill(sharedTerm.toUpperCase());
  await expect(termDialog.getByRole('alert')).toContainText(`Configuration Management ${stamp}`);
  await termDialog.getByRole('textbox', { name: 'Definition' }).fill('An approved configuration');
  await termDialog.getByRole('button', { name: 'Save' }).click();
  await expect(termDialog).toBeHidden();
  const glossary = page.getByRole('table', { name: 'Glossary' });
  await expect(glossary.getByRole('row', { name: /Design input/ })).toContainText('new');
  await expect(glossary.getByRole('row', { name: new RegExp(sharedTerm, 'i') })).toBeVisible();

  const headers = { authorization: `Bearer ${await accessToken(request, demoUsers.acmeAdmin)}` };
  const detail = (await (
    await request.get(`/qms-api/sops/sop-artifact-uuid/versions/${processUrl.split('/').pop()}`, { headers })
  ).json()) as { sop: { artifactId: string; versionId: string } };
  versionIds = { artifactId: detail.sop.artifactId, versionId: detail.sop.versionId };
});

test('a viewer reads the process without edit actions, and the server refuses their block write', async ({
  page,
  request,
}) => {
  expect(processUrl, 'the process of the first scenario (run the file, not this test alone)').not.toBe('');
  await signIn(page, demoUsers.acmeViewer, processUrl);
  await expect(page.getByRole('heading', { name: /Design Review/, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Blocks').getByText('Every input has an owner')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Glossary' }).getByText('Design input')).toBeVisible();
  for (const name of ['Add Title', 'Add Section', 'Add Step', 'Add Diagram', 'Add Term', 'Edit', 'Delete'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete|Move) block / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) term / })).toHaveCount(0);

  const headers = { authorization: `Bearer ${await accessToken(request, demoUsers.acmeViewer)}` };
  const write = await request.post(
    `/qms-api/sops/${versionIds.artifactId}/versions/${versionIds.versionId}/blocks`,
    { headers, data: { block: { type: 'HEADER' } } },
  );
  expect(write.status()).toBe(403);
});
