import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { readCsv } from '../support/csv';
import { releaseProcessThroughApi } from '../support/release';
import { accessToken, signIn } from '../support/session';
import { demoUsers } from '../support/suite';

// An admin reviews who is trained on the released processes (issue 29.5): the Training matrix from the account
// menu, a process chosen by keyboard in the filter, the matrix as CSV and the process's PDF training record.

const pdfText = (file: string): string =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8');

async function saved(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), path: (await file.path())! };
}

test('an admin filters the Training matrix by a released process and exports its CSV and PDF record', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const name = `Goods Receipt ${Date.now()}`;
  const token = await accessToken(request, demoUsers.acmeAdmin);
  const created = await request.post('/qms-api/sops', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, description: 'Receiving goods.' },
  });
  expect(created.status()).toBeLessThan(300);
  const { sop } = (await created.json()) as { sop: { artifactId: string; versionId: string } };
  await releaseProcessThroughApi(request, sop);

  await signIn(page, demoUsers.acmeAdmin);
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Training matrix' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Training matrix' })).toBeVisible({
    timeout: 30_000,
  });
  const table = page.getByRole('table', { name: 'Training matrix: users and released processes' });
  await expect(table.getByText(`${name} V1`)).toBeVisible({ timeout: 30_000 });

  // the process filter by keyboard: type, arrow, Enter
  const processFilter = page.getByRole('textbox', { name: 'Process' });
  await processFilter.focus();
  await page.keyboard.type(name);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(table.getByRole('cell', { name: demoUsers.acmeAdmin.name, exact: true })).toBeVisible();

  const csv = await saved(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(csv.name).toMatch(/^training-matrix-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(csv.path);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = readCsv(bytes.subarray(3).toString('utf8'));
  expect(rows[0]).toEqual([
    'User',
    'Process',
    'Version in force',
    'Effective date',
    'Status',
    'Overdue',
    'Version',
    'Due date',
    'Confirmed at (UTC)',
  ]);
  const adminRow = rows.find((r) => r[0] === demoUsers.acmeAdmin.name && r[1] === name);
  expect(adminRow?.[2]).toBe('V1');

  const pdf = await saved(page, () =>
    page.getByRole('button', { name: 'Training record of the process (PDF)' }).click(),
  );
  expect(pdf.name).toMatch(/^training-record-.*\.pdf$/);
  expect(pdfText(pdf.path)).toContain(`Training record: ${name}`);
});
