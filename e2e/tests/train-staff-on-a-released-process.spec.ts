import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readCsv } from '../support/csv';
import { colleague } from '../support/colleagues';
import { approveThroughApi, fillSignature, openWorkflow, sign } from '../support/release';
import { accessToken, signIn } from '../support/session';
import { demoUsers } from '../support/suite';

// Issue 29 (done means, first scenario): two people hold a role a step names; the releaser sees who will be trained
// and adds one more; each sees one open training on My Trainings; one confirms with the signature 'Read and
// understood'; after the effective date the other one's is overdue; the Training matrix shows one trained and one
// open, and its CSV and the process's PDF training record list both.

/** Gives the role to the users through the role-holder route (the Roles page's Holders dialog does the same). */
async function holdRole(request: APIRequestContext, token: string, roleId: string, userIds: string[]) {
  const headers = { authorization: `Bearer ${token}` };
  const current = (await (await request.get(`/qms-api/roles/${roleId}/holders`, { headers })).json()) as {
    dbVersion: number;
  };
  const r = await request.put(`/qms-api/roles/${roleId}/holders`, {
    headers,
    data: { userIds, dbVersion: current.dbVersion },
  });
  expect(r.status(), await r.text()).toBeLessThan(300);
}

const pdfText = (file: string): string =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8');

async function saved(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), path: (await file.path())! };
}

const subjectOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

test('a release trains the holders of the role its step names; one confirms, the other becomes overdue', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(360_000);
  const stamp = Date.now();
  const name = `Line clearance ${stamp}`;
  const adminToken = await accessToken(request, demoUsers.acmeAdmin);
  const headers = { authorization: `Bearer ${adminToken}` };
  const olga = await colleague(request, adminToken, `Olga Operator ${stamp}`, ['QMS_VIEWER']);
  const otto = await colleague(request, adminToken, `Otto Operator ${stamp}`, ['QMS_VIEWER']);
  const role = (await (
    await request.post('/qms-api/roles', { headers, data: { name: `Line operator ${stamp}` } })
  ).json()) as { id: string };
  await holdRole(request, adminToken, role.id, [
    subjectOf(await accessToken(request, olga)),
    subjectOf(await accessToken(request, otto)),
  ]);

  // a process whose step names the role, described and in release, approved by its authors
  const created = await request.post('/qms-api/sops', {
    headers,
    data: { name, description: 'Clear the line.' },
  });
  const { sop } = (await created.json()) as {
    sop: { artifactId: string; versionId: string; dbVersion: number };
  };
  const versionUrl = `/qms-api/sops/${sop.artifactId}/versions/${sop.versionId}`;
  expect(
    (
      await request.post(`${versionUrl}/blocks`, {
        headers,
        data: { block: { type: 'STEP', name: 'Remove old labels', roleId: role.id } },
      })
    ).status(),
  ).toBeLessThan(300);
  const read = await request.get(`/qms-api/sops/sop-artifact-uuid/versions/${sop.versionId}`, { headers });
  const { sop: detail } = (await read.json()) as { sop: { dbVersion: number } };
  await request.put(versionUrl, {
    headers,
    data: { changeDescription: 'First issue.', dbVersion: detail.dbVersion },
  });
  const viewerToken = await accessToken(request, demoUsers.acmeViewer);
  await request.post(`/qms-api/sops/v/${sop.versionId}/change-control/release`, {
    headers,
    data: {
      comment: 'Release.',
      expectedDecider: subjectOf(adminToken),
      authorUserIds: [subjectOf(adminToken), subjectOf(viewerToken)],
      approverUserIds: [],
    },
  });
  await approveThroughApi(request, demoUsers.acmeViewer, 'sops', sop.versionId);
  await approveThroughApi(request, demoUsers.acmeAdmin, 'sops', sop.versionId);

  // the releaser sees who will be trained before signing, and adds the viewer
  const url = `/processes/${sop.versionId}`;
  await signIn(page, demoUsers.acmeAdmin, url);
  const workflow = await openWorkflow(page, url);
  await workflow.getByRole('button', { name: 'Complete Release' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign: Released' });
  await expect(dialog.getByText('2 people will be trained on this version')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Also train' }).click();
  await page.getByRole('option', { name: demoUsers.acmeViewer.name, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(dialog.getByText('3 people will be trained on this version')).toBeVisible();
  await fillSignature(dialog, demoUsers.acmeAdmin);
  await dialog.getByRole('button', { name: 'Sign' }).click();
  await expect(workflow.getByText('V1 Released')).toBeVisible();

  // Olga sees one open training on her dashboard and confirms it on My Trainings
  const olgaPage = await (await browser.newContext()).newPage();
  await signIn(olgaPage, olga, '/dashboard');
  const tile = olgaPage.getByRole('region', { name: 'My Trainings' });
  await expect(tile.getByLabel('1 open')).toBeVisible();
  await tile.getByRole('link', { name: 'Show all' }).click();
  await expect(olgaPage.getByRole('heading', { level: 1, name: 'My Trainings' })).toBeVisible();
  const row = olgaPage.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('link', { name })).toHaveAttribute('href', url);
  await row.getByRole('button', { name: `Confirm: ${name} V1` }).click();
  await sign(olgaPage, 'Read and understood', olga);
  await expect(row.getByText(/^Read and understood, /)).toBeVisible();

  // Otto has not read it: after the effective date (14 days by default) it is overdue. The clock moves after the
  // sign-in, so the session's token is still valid; the page is reached without a reload.
  const ottoPage = await (await browser.newContext()).newPage();
  await signIn(ottoPage, otto, '/dashboard');
  await ottoPage.clock.setFixedTime(new Date(Date.now() + 20 * 86_400_000));
  const ottoTile = ottoPage.getByRole('region', { name: 'My Trainings' });
  await expect(ottoTile.getByLabel('1 open')).toBeVisible();
  await ottoTile.getByRole('link', { name: 'Show all' }).click();
  const ottoRow = ottoPage.getByRole('row').filter({ hasText: name });
  await expect(ottoRow.getByText('Overdue')).toBeVisible();
  await expect(ottoRow.getByRole('button', { name: `Confirm: ${name} V1` })).toBeEnabled();

  // the admin's Training matrix, filtered to the process: Olga trained, Otto open; the CSV and the PDF list both
  await page.goto('/training-matrix');
  const table = page.getByRole('table', { name: 'Training matrix: users and released processes' });
  await expect(table.getByText(`${name} V1`)).toBeVisible({ timeout: 30_000 });
  const processFilter = page.getByRole('textbox', { name: 'Process' });
  await processFilter.focus();
  await page.keyboard.type(name);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(table.getByRole('row').filter({ hasText: olga.name })).toContainText('Trained');
  await expect(table.getByRole('row').filter({ hasText: otto.name })).toContainText('Open');

  const csv = await saved(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  const rows = readCsv(readFileSync(csv.path).subarray(3).toString('utf8'));
  const statusOf = (person: string) => rows.find((r) => r[0] === person && r[1] === name)?.[4];
  expect(statusOf(olga.name)).toBe('Trained');
  expect(statusOf(otto.name)).toBe('Open');

  const pdf = await saved(page, () =>
    page.getByRole('button', { name: 'Training record of the process (PDF)' }).click(),
  );
  // the table cells wrap the long names: their first words
  const text = pdfText(pdf.path);
  expect(text).toContain('Olga Operator');
  expect(text).toContain('Otto Operator');
});
