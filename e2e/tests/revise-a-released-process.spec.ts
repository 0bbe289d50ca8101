import { expect, test, type APIRequestContext } from '@playwright/test';
import { releaseProcessThroughApi } from '../support/release';
import { accessToken, signIn } from '../support/session';
import { demoUsers } from '../support/suite';

// Revising a released process (spec 1 §2.6, §2.7, §4): the admin starts a new version of a released process; its
// blocks are UNCHANGED, so a deleted one waits in 'Deleted Blocks' and its undo puts it back in its place; editing
// an unchanged term makes a new term version; the header shows the version number + 1.

/** A process with three titles and a term, released through the API (admin and viewer author it, four-eyes). */
async function releasedProcess(request: APIRequestContext, name: string, blocks: string[], term: string) {
  const token = await accessToken(request, demoUsers.acmeAdmin);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/qms-api/sops', {
    headers,
    data: { name, description: 'Calibration.' },
  });
  expect(created.status()).toBeLessThan(300);
  const { sop } = (await created.json()) as { sop: { artifactId: string; versionId: string } };
  const version = `/qms-api/sops/${sop.artifactId}/versions/${sop.versionId}`;
  for (const blockName of blocks) {
    const block = await request.post(`${version}/blocks`, {
      headers,
      data: { block: { type: 'HEADER', name: blockName, description: '' } },
    });
    expect(block.status()).toBeLessThan(300);
  }
  const termCreated = await request.post(`${version}/terms`, {
    headers,
    data: { term, definition: 'The allowed deviation' },
  });
  expect(termCreated.status()).toBeLessThan(300);
  await releaseProcessThroughApi(request, sop);
  return { ...sop, headers };
}

test('an admin revises a released process: undo puts a deleted block back in its place; a term gets V2', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Calibration ${stamp}`;
  const blocks = [`Scope ${stamp}`, `Equipment ${stamp}`, `Records ${stamp}`];
  const term = `Tolerance ${stamp}`;
  const v1 = await releasedProcess(request, name, blocks, term);

  await signIn(page, demoUsers.acmeAdmin, `/processes/${v1.versionId}`);
  const header = page.getByRole('heading', { name, level: 1 }).locator('..');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(header.getByText('V1', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Release Workflow' }).click();
  const workflow = page.getByRole('region', { name: 'Release Workflow' });
  await expect(workflow.getByText('V1 Released')).toBeVisible({ timeout: 30_000 });
  // released: nothing is editable
  await expect(page.getByRole('button', { name: `Delete block ${blocks[1]}` })).toHaveCount(0);

  await workflow.getByRole('button', { name: 'CREATE NEW VERSION' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${v1.versionId}$`));
  await expect(header.getByText('V2', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(header.getByText('DRAFT')).toBeVisible();
  const headings = page.getByLabel('Blocks').getByRole('heading');
  const inOrder = (names: string[]) => names.map((b) => new RegExp(b));
  await expect(headings).toHaveText(inOrder(blocks));

  // the middle block is deleted, then undone: it returns to its place, not to the end
  await page.getByRole('button', { name: `Delete block ${blocks[1]}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete block' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(headings).toHaveText(inOrder([blocks[0]!, blocks[2]!]));
  await page.getByRole('button', { name: 'Deleted Blocks (1)' }).click();
  await page.getByRole('button', { name: `Undo deletion of ${blocks[1]}` }).click();
  await expect(headings).toHaveText(inOrder(blocks));

  // the released term is edited: a new term version, shown as 'changed'
  const glossary = page.getByRole('table', { name: 'Glossary' });
  await glossary.getByRole('button', { name: `Edit term ${term}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Term' });
  await dialog.getByRole('textbox', { name: 'Definition' }).fill('The allowed deviation from the reference');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = glossary.getByRole('row', { name: new RegExp(term) });
  await expect(row).toContainText('changed');
  await expect(row).toContainText('The allowed deviation from the reference');
  const v2Id = new URL(page.url()).pathname.split('/').at(-1)!;
  const terms = await request.get(`/qms-api/sops/${v1.artifactId}/versions/${v2Id}/terms`, {
    headers: v1.headers,
  });
  expect(
    ((await terms.json()) as { term: string; version: number }[]).find((t) => t.term === term)?.version,
  ).toBe(2);
});
