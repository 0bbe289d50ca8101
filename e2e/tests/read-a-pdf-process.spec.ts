import { expect, test } from '@playwright/test';
import { openFromOverview } from '../support/process-overview';
import { minimalPdf } from '../support/minimal-pdf';
import { signIn } from '../support/session';
import { demoUsers } from '../support/suite';

test('an admin uploads the PDF of a process and reads its text in the viewer', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const name = `Cleanroom Gowning ${stamp}`;
  const text = `Gowning procedure ${stamp}`;
  // the pdf.js worker must come from our origin: Chromium logs any CSP refusal (worker-src 'self', no eval)
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(message.text());
  });
  await signIn(page, demoUsers.acmeAdmin, '/processes');

  // the admin creates the process
  await page.getByRole('button', { name: 'New Process' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Process' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await openFromOverview(page, name);

  // a file that is not a PDF is refused with the server's message, checked in the browser: nothing is sent
  const storageWrites: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/qms-api/storage'))
      storageWrites.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  let chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload PDF' }).click();
  await (
    await chooser
  ).setFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello') });
  await expect(page.getByText('File could not be uploaded. Please try again.')).toBeVisible();
  await expect(page.getByText('Only PDF files can be stored as the PDF of a process.')).toBeVisible();
  expect(storageWrites).toEqual([]);

  // the real PDF: the viewer replaces the content and its text layer carries the page's text
  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload PDF' }).click();
  await (
    await chooser
  ).setFiles({ name: 'gowning.pdf', mimeType: 'application/pdf', buffer: minimalPdf(text) });
  await expect(page.getByText('File has been successfully uploaded.')).toBeVisible();
  expect(storageWrites).toEqual([
    'POST /qms-api/storage',
    expect.stringMatching(/^POST \/qms-api\/storage\/[\w-]+\/content$/),
  ]);
  const viewer = page.getByRole('region', { name: 'PDF gowning.pdf' });
  await expect(viewer.locator('.textLayer')).toContainText(text, { timeout: 30_000 });
  await expect(viewer.getByText('1 page')).toBeVisible();
  await expect(page.getByLabel('Blocks', { exact: true })).toHaveCount(0);
  expect(violations).toEqual([]);

  // zoom changes the rendered page
  const canvas = viewer.locator('canvas').first();
  const before = (await canvas.boundingBox())?.width ?? 0;
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.getByText('125 %')).toBeVisible();
  await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeGreaterThan(before);

  // delete asks first, then the content is back
  await page.getByRole('button', { name: 'Delete PDF' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete PDF' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('File has been successfully deleted.')).toBeVisible();
  await expect(viewer).toHaveCount(0);
  await expect(page.getByLabel('Blocks', { exact: true })).toBeVisible();
});
