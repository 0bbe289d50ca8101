import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { releaseProcessThroughApi } from '../support/release';
import { accessToken, signIn } from '../support/session';
import { demoUsers } from '../support/suite';

const pdfText = (file: string): string =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8');

/** Exports through the header menu and returns the saved download. */
async function exportAs(page: Page, item: 'PDF' | 'CSV') {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const file = await download;
  return { name: file.suggestedFilename(), path: (await file.path())! };
}

async function api(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
) {
  const response = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBeTruthy();
  return response.json() as Promise<Record<string, unknown>>;
}

test('a user exports a process as PDF and CSV, an admin copies it, and the released PDF names its signers', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Goods receipt ${stamp}`;
  const blocks = [
    { type: 'HEADER', name: `Receiving ${stamp}` },
    {
      type: 'STEP',
      name: `Check the papers ${stamp}`,
      description: '<p>Check <strong>all</strong> papers.</p><ul><li>invoice</li></ul>',
    },
    {
      type: 'TIPTAP',
      name: `Storage – Lagerung ${stamp}`,
      description:
        '<table><tbody><tr><th>Item</th><th>Limit</th></tr><tr><td>Temp</td><td>8 °C</td></tr></tbody></table>',
    },
  ];
  const terms = [`Consignment ${stamp}`, `Wareneingang ${stamp}`];

  // the process is built through the API, as a script of the admin would
  const token = await accessToken(request, demoUsers.acmeAdmin);
  const created = (await api(request, token, 'POST', '/qms-api/sops', {
    name,
    description: 'Receive goods',
  })) as {
    sop: { artifactId: string; versionId: string };
  };
  const { artifactId, versionId } = created.sop;
  for (const block of blocks)
    await api(request, token, 'POST', `/qms-api/sops/${artifactId}/versions/${versionId}/blocks`, { block });
  for (const term of terms)
    await api(request, token, 'POST', `/qms-api/sops/${artifactId}/versions/${versionId}/terms`, {
      term,
      abbreviation: '',
      definition: `About ${term}`,
    });

  // a viewer downloads the PDF and the CSV of the draft
  await signIn(page, demoUsers.acmeViewer, `/processes/${versionId}`);
  // the first visit loads the processes remote (as in release-a-process)
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 30_000 });
  const pdf = await exportAs(page, 'PDF');
  expect(pdf.name).toBe(`${name.replace(/ /g, '-')}_V1-DRAFT.pdf`);
  const text = pdfText(pdf.path);
  for (const expected of [
    ...blocks.map((b) => b.name),
    ...terms,
    '1 Purpose',
    '2 Glossary',
    'NOT RELEASED',
    'Page 1 of',
  ])
    expect(text, `PDF text lacks '${expected}'`).toContain(expected);
  const csv = await exportAs(page, 'CSV');
  expect(csv.name).toBe(`${name.replace(/ /g, '-')}_V1-DRAFT.csv`);
  const bytes = readFileSync(csv.path);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(
    '"No.","Type","Name","Text","Role","Testable","Acceptance criterion","Test method reference","Statistical requirements","Sample size","References","Template contents","Products","Version state","Block id","Block version id"',
  );
  expect(lines).toHaveLength(1 + blocks.length);
  expect(lines[2]).toContain(`"3.1","STEP","Check the papers ${stamp}","Check all papers.`);
  // a viewer may not copy (ADR 0057) and is told why; clicking creates nothing
  const viewerCopy = page.getByRole('button', { name: 'Copy' });
  await expect(viewerCopy).toHaveAttribute('aria-disabled', 'true');
  await expect(viewerCopy).toHaveAccessibleDescription(/Only administrators can copy a process/);
  await viewerCopy.hover();
  await expect(page.getByRole('tooltip')).toContainText('Only administrators can copy a process');
  // aria-disabled: Playwright would wait for it to be enabled; a user's click does nothing
  await viewerCopy.click({ force: true });
  await expect(page.getByRole('dialog', { name: 'Copy process' })).toHaveCount(0);

  // the admin copies it and follows the link to the copy
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await signIn(page, demoUsers.acmeAdmin, `/processes/${versionId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Copy' }).click();
  await page.getByRole('dialog', { name: 'Copy process' }).getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText(`Copy created: ${name} (Copy)`)).toBeVisible();
  // by keyboard: on a narrow window the long link sits under the Widgets aside (noticed, left to the screens' owner)
  await page.getByRole('link', { name: `Open ${name} (Copy)` }).press('Enter');
  await expect(page.getByRole('heading', { name: `${name} (Copy)`, level: 1 })).toBeVisible();
  await expect(page.getByText(blocks[1]!.name)).toBeVisible();

  // released through change control (four-eyes: admin and viewer author and sign, the admin releases): the PDF
  // names the signers
  await releaseProcessThroughApi(request, { artifactId, versionId });
  await page.goto(`/processes/${versionId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 30_000 });
  const released = await exportAs(page, 'PDF');
  expect(released.name).toBe(`${name.replace(/ /g, '-')}_V1-RELEASED.pdf`);
  const releasedText = pdfText(released.path);
  for (const expected of [
    demoUsers.acmeAdmin.name,
    'Approved',
    'Released',
    'UTC',
    ...blocks.map((b) => b.name),
  ])
    expect(releasedText, `released PDF lacks '${expected}'`).toContain(expected);
  expect(releasedText).not.toContain('NOT RELEASED');
});
