import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { minimalPdf } from '../support/minimal-pdf';
import { approveThroughApi, fillSignature, startRelease } from '../support/release';
import { accessToken, signIn } from '../support/session';
import { demoUsers } from '../support/suite';

/** A process made through the API (the setting of a scenario, not what it checks). */
async function createProcess(request: APIRequestContext, headers: Record<string, string>, name: string) {
  const created = await request.post('/qms-api/sops', { headers, data: { name, description: 'Purpose.' } });
  expect(created.status()).toBeLessThan(300);
  return ((await created.json()) as { sop: { artifactId: string; versionId: string; dbVersion: number } })
    .sop;
}

test('an admin creates a template with roles, uploads a .docx and downloads it byte-identical', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const roleName = `Template Approver ${stamp}`;
  const name = `Deviation Report ${stamp}`;

  await signIn(page, demoUsers.acmeAdmin, '/roles');
  await page.getByRole('button', { name: 'New Role' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(roleName);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: new RegExp(roleName) })).toBeVisible();

  await page.getByRole('link', { name: 'Templates', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Template' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Document Key').fill(`F-${stamp}`);
  await dialog.getByLabel('Location').fill('QM/Forms/Deviation');
  const approver = dialog.getByRole('textbox', { name: 'Approver Role' });
  await expect(approver).toHaveValue('# No Role');
  await approver.click();
  await page.getByRole('option', { name: roleName }).click();
  await dialog.getByLabel('Initial Version').fill('0');
  await expect(dialog.getByText('Initial Version must be a positive number.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Initial Version').fill('1');
  await dialog.getByRole('button', { name: 'Save' }).click();

  // the new template's detail opens
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Release Workflow' }).getByText('V1 In draft')).toBeVisible();
  await expect(page.getByText(roleName)).toBeVisible();

  const bytes = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from(`word/document.xml ${stamp} äöü`)]);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload file' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'deviation-report.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: bytes,
  });
  await expect(page.getByText('deviation-report.docx')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('deviation-report.docx');
  const saved = testInfo.outputPath('downloaded.docx');
  await file.saveAs(saved);
  expect((await readFile(saved)).equals(bytes)).toBe(true);

  // it is listed on the overview and survives a reload
  await page.goto('/templates');
  await expect(page.getByRole('link', { name })).toBeVisible();
});

test('an admin uploads a PDF template and reads its text in the detail', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const name = `Training Record ${stamp}`;
  const text = `Training record form ${stamp}`;
  const headers = { authorization: `Bearer ${await accessToken(request, demoUsers.acmeAdmin)}` };
  const created = await request.post('/qms-api/templates', { headers, data: { name } });
  expect(created.status()).toBeLessThan(300);
  const { versionId } = (await created.json()) as { versionId: string };
  // the pdf.js worker of this remote must come from our origin: Chromium logs any CSP refusal
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(message.text());
  });

  await signIn(page, demoUsers.acmeAdmin, `/templates/${versionId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload file' }).click();
  await (
    await chooser
  ).setFiles({ name: 'training-record.pdf', mimeType: 'application/pdf', buffer: minimalPdf(text) });
  await expect(page.getByText('File has been successfully uploaded.')).toBeVisible();
  const viewer = page.getByRole('region', { name: 'PDF training-record.pdf' });
  await expect(viewer.locator('.textLayer')).toContainText(text, { timeout: 30_000 });
  await expect(viewer.getByText('1 page')).toBeVisible();
  expect(violations).toEqual([]);

  // a viewer reads it too, without the upload
  const viewerContext = await browser.newContext();
  const viewerPage = await viewerContext.newPage();
  await signIn(viewerPage, demoUsers.acmeViewer, `/templates/${versionId}`);
  await expect(
    viewerPage.getByRole('region', { name: 'PDF training-record.pdf' }).locator('.textLayer'),
  ).toContainText(text, { timeout: 30_000 });
  await expect(viewerPage.getByRole('button', { name: 'Replace file' })).toHaveCount(0);
  await viewerContext.close();
  expect(violations).toEqual([]);
});

test('an admin creates, edits and filters template contents', async ({ page }) => {
  const stamp = Date.now();
  const name = `Complaint Record ${stamp}`;
  await signIn(page, demoUsers.acmeAdmin, '/template-contents');
  await expect(page.getByRole('heading', { name: 'Template Contents', level: 1 })).toBeVisible();
  await expect(page.getByText('No Template Content selected')).toBeVisible();

  await page.getByRole('button', { name: 'New Template Content' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Template Content' });
  await expect(dialog.getByRole('textbox', { name: 'Standard Template Content' })).toHaveValue(
    '# Not Linked',
  );
  await dialog.getByLabel('Name').fill('x');
  await dialog.getByLabel('Name').fill('');
  await expect(dialog.getByText('Minimum 1 character')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('Who complained, about what');
  await dialog.getByLabel('Example').fill('Customer X, pump alarm');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // the free text applies on Enter
  const search = page.getByRole('textbox', { name: /Search/ });
  await search.fill(`complaint record ${stamp}`);
  await search.press('Enter');
  const table = page.getByRole('table', { name: 'Template Contents' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Customer X, pump alarm');
  // a new content is neither created by a template nor an output of a process: both warnings
  await expect(row.getByRole('img', { name: /NOT_CREATED_BY_TEMPLATE/ })).toBeVisible();
  await expect(row.getByRole('img', { name: /NOT_CREATED_BY_PROCESS/ })).toBeVisible();
  await row.click();
  const detail = page.getByRole('complementary', { name: 'Template Content Detail' });
  await expect(detail.getByRole('heading', { name })).toBeVisible();

  await page.getByRole('button', { name: `Edit template content ${name}` }).click();
  await page.getByRole('dialog').getByLabel('Example').fill('Customer Y, occlusion');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Customer Y, occlusion');

  // 'Unassigned' keeps it; a process filter without it empties the list
  await page.getByRole('checkbox', { name: /Unassigned/ }).check();
  await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();
});

test('the glossary warns about a term defined in two processes', async ({ page, request }) => {
  const stamp = Date.now();
  const headers = { authorization: `Bearer ${await accessToken(request, demoUsers.acmeAdmin)}` };
  const term = `Nonconformity ${stamp}`;
  const first = await createProcess(request, headers, `Production ${stamp}`);
  const second = await createProcess(request, headers, `Purchasing ${stamp}`);
  for (const [sop, lower] of [
    [first, false],
    [second, true],
  ] as const) {
    const created = await request.post(`/qms-api/sops/${sop.artifactId}/versions/${sop.versionId}/terms`, {
      headers,
      data: { term: lower ? term.toLowerCase() : term, abbreviation: 'NC', definition: 'Non-fulfilment' },
    });
    expect(created.status()).toBeLessThan(300);
  }
  await signIn(page, demoUsers.acmeViewer, '/glossary');
  await page.getByRole('textbox', { name: 'Search' }).fill(String(stamp));
  const table = page.getByRole('table', { name: 'Glossary' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByText(`This term is also defined in: Purchasing ${stamp}`)).toBeVisible();
  await expect(table.getByText(`This term is also defined in: Production ${stamp}`)).toBeVisible();
});

test('a viewer sees no admin actions on the templates screens', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await accessToken(request, demoUsers.acmeAdmin)}` };
  const name = `Change Request Form ${Date.now()}`;
  const created = await request.post('/qms-api/templates', { headers, data: { name } });
  expect(created.status()).toBeLessThan(300);
  const { versionId } = (await created.json()) as { versionId: string };
  await signIn(page, demoUsers.acmeViewer, '/templates');
  await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Template' })).toHaveCount(0);
  await page.goto('/template-contents');
  await expect(page.getByRole('heading', { name: 'Template Contents', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Synchronize' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New Template Content' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit template content/ })).toHaveCount(0);

  // Template Detail of a DRAFT (the state every admin action is open in): read-only for a viewer
  await page.goto(`/templates/${versionId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const workflow = page.getByRole('region', { name: 'Release Workflow' });
  await expect(workflow.getByText('V1 In draft')).toBeVisible();
  await expect(page.getByText('No file uploaded.')).toBeVisible();
  for (const action of ['Edit', 'Delete', 'Upload file', 'Save Change Description', 'CREATE NEW VERSION'])
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);
  // the Start Release card is shown read-only (the shared workflow's choice for non-admins)
  await expect(workflow.getByRole('textbox', { name: 'Change Description' })).toHaveCount(0);
  await expect(workflow.getByRole('textbox', { name: 'Authors' })).toBeDisabled();
  await expect(workflow.getByRole('button', { name: 'Start Release' })).toBeDisabled();
});

test('the Templates widget appears inside a process detail', async ({ page, request }) => {
  const stamp = Date.now();
  const headers = { authorization: `Bearer ${await accessToken(request, demoUsers.acmeAdmin)}` };
  const sop = await createProcess(request, headers, `Complaint Handling ${stamp}`);
  await signIn(page, demoUsers.acmeViewer, `/processes/${sop.artifactId}/current`);
  await page.getByRole('tab', { name: 'Templates' }).click();
  await expect(page.getByRole('heading', { name: 'Direct Linked Templates' })).toBeVisible();
  await expect(page.getByText('No direct linked Templates.')).toBeVisible();
  await expect(page.getByText('No Templates found.')).toBeVisible();
  await page.getByRole('tab', { name: 'Template Contents' }).click();
  await expect(page.getByText('No Template Contents.')).toBeVisible();
});

test("a process's Templates widget shows its directly linked template as a card with the template's fields", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const headers = { authorization: `Bearer ${await accessToken(request, demoUsers.acmeAdmin)}` };
  const record = `Complaint record ${stamp}`;
  const trend = `Complaint trend ${stamp}`;
  const contentIds: string[] = [];
  for (const name of [record, trend]) {
    const c = await request.post('/qms-api/template-contents', { headers, data: { name } });
    expect(c.status()).toBeLessThan(300);
    contentIds.push(((await c.json()) as { id: string }).id);
  }
  const form = `Complaint Form ${stamp}`;
  const created = await request.post('/qms-api/templates', {
    headers,
    data: {
      name: form,
      description: 'Who complained, about which product.',
      location: 'QM/Forms/Complaints',
      createdTemplateContentIds: [contentIds[0]],
      reportedTemplateContentIds: [contentIds[1]],
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const template = (await created.json()) as { artifactId: string; versionId: string };
  const sop = await createProcess(request, headers, `Complaint Handling ${stamp}`);
  const linked = await request.put(`/qms-api/sops/${sop.artifactId}/versions/${sop.versionId}`, {
    headers,
    data: { templateArtifactIds: [template.artifactId], dbVersion: sop.dbVersion },
  });
  expect(linked.status(), await linked.text()).toBe(200);

  await signIn(page, demoUsers.acmeViewer, `/processes/${sop.artifactId}/current`);
  await page.getByRole('tab', { name: 'Templates' }).click();
  await expect(page.getByRole('heading', { name: 'Direct Linked Templates' })).toBeVisible();
  await expect(page.getByText('No direct linked Templates.')).toHaveCount(0);
  const card = page.getByRole('article', { name: `Template ${form}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('V1 In draft');
  await expect(card).toContainText('Who complained, about which product.');
  await expect(card).toContainText(`Template Contents: ${record}`);
  await expect(card).toContainText(`Reported Contents: ${trend}`);
  await expect(card.getByRole('button', { name: `Copy location of ${form}` })).toBeEnabled();
  await card.getByRole('button', { name: `show detail of ${form}` }).click();
  await expect(page).toHaveURL(new RegExp(`/templates/${template.versionId}$`));
  await expect(page.getByRole('heading', { name: form, level: 1 })).toBeVisible();
});

test('an admin releases a template through the release workflow; CREATE NEW VERSION gives V2', async ({
  page,
  request,
}) => {
  // several signed steps on a shared machine
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Calibration Record ${stamp}`;
  const headers = { authorization: `Bearer ${await accessToken(request, demoUsers.acmeAdmin)}` };
  const created = await request.post('/qms-api/templates', { headers, data: { name } });
  expect(created.status()).toBeLessThan(300);
  const { versionId } = (await created.json()) as { versionId: string };

  await signIn(page, demoUsers.acmeAdmin, `/templates/${versionId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const workflow = page.getByRole('region', { name: 'Release Workflow' });
  await expect(workflow.getByText('V1 In draft')).toBeVisible();
  // one place for each action: the header has no new-version or obsolete button of its own
  await expect(page.getByRole('button', { name: 'Mark obsolete' })).toHaveCount(0);
  await workflow.getByRole('textbox', { name: 'Change Description' }).fill('First release of the form.');
  await workflow.getByRole('button', { name: 'Save Change Description' }).click();
  await expect(page.getByText('Change Description successfully saved.')).toBeVisible();

  await startRelease(page, workflow, {
    comment: 'Ready for release.',
    // four-eyes (issue 27.3): the releaser is not the only author
    authors: [demoUsers.acmeAdmin.name, demoUsers.acmeViewer.name],
    releaser: demoUsers.acmeAdmin.name,
  });
  await approveThroughApi(request, demoUsers.acmeViewer, 'templates', versionId);
  await page.reload();
  await expect(workflow.getByText('V1 In review')).toBeVisible({ timeout: 30_000 });

  const adminRow = workflow.getByTestId(`participant-Authors-${demoUsers.acmeAdmin.name}`);
  await adminRow.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Sign: Approved' });
  await expect(approve.getByText(`${name}, V1`)).toBeVisible();
  await fillSignature(approve, demoUsers.acmeAdmin);
  await approve.getByRole('button', { name: 'Sign' }).click();
  await expect(approve).toBeHidden();
  await expect(adminRow).toContainText('APPROVED');

  await workflow.getByRole('button', { name: 'Complete Release' }).click();
  const complete = page.getByRole('dialog', { name: 'Sign: Released' });
  await fillSignature(complete, demoUsers.acmeAdmin);
  await complete.getByRole('button', { name: 'Sign' }).click();
  await expect(workflow.getByText('V1 Released')).toBeVisible();
  await expect(workflow.getByRole('list', { name: 'Signatures' })).toContainText('meaning: Released');

  // spec 2: the admin release actions are in the Template Detail header
  const headerActions = page.getByRole('group', { name: 'Release actions' });
  await expect(headerActions.getByRole('button', { name: 'OBSOLETE' })).toBeVisible();
  await expect(workflow.getByRole('button', { name: 'OBSOLETE' })).toHaveCount(0);
  await headerActions.getByRole('button', { name: 'CREATE NEW VERSION' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${versionId}$`));
  await expect(page.getByRole('region', { name: 'Release Workflow' }).getByText('V2 In draft')).toBeVisible();
});
