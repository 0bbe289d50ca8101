import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readCsv } from '../support/csv';
import { accessToken, signIn } from '../support/session';
import { releaseProcessThroughApi } from '../support/release';
import { demoUsers } from '../support/suite';

// The operator imported the OSCAL example catalog (licensed) and NIST SP 800-53 Rev. 5 (open) with `sr:import`
// before the server started (playwright.config.ts, support/regulations.ts).
const EXAMPLE = 'Sample Security Catalog for Demonstration and Testing';
const REV5 =
  'NIST Special Publication 800-53 Revision 5: Security and Privacy Controls for Federal Information Systems and Organizations';
const LICENSING_NOTICE =
  'You do not have the required licensing to view the content of this document or to use all the functionality. Please contact your administrator for the appropriate licensing if needed.';
test.describe.configure({ mode: 'serial' });

interface GapList {
  regulation: { id: string };
  requirements: { id: string; key: string; paragraph: string }[];
  qmsRequirements: {
    requirementId: string;
    requirementType: string;
    applicability: string;
    actualSopArtifactIds: string[];
    referencedSopBlockArtifactIds: string[];
  }[];
}

async function api(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await accessToken(request, demoUsers.acmeAdmin)}` };
  const regulations = (await (await request.get('/sr-api/regulations', { headers })).json()) as {
    id: string;
    title: string;
  }[];
  const id = (title: string) => regulations.find((r) => r.title === title)!.id;
  return {
    headers,
    id,
    gapList: async (regulationId: string) =>
      (await (
        await request.get(`/qms-api/qms-regulations/${regulationId}/gap-list`, { headers })
      ).json()) as GapList,
  };
}

/** The first `n` assessable requirements (controls) of the regulation, in document order. */
function firstInterpretations(g: GapList, n: number) {
  const byId = new Map(g.requirements.map((r) => [r.id, r]));
  return g.qmsRequirements
    .filter((q) => q.requirementType === 'INTERPRETATION')
    .slice(0, n)
    .map((q) => byId.get(q.requirementId)!);
}

const row = (page: Page, key: string) => page.locator(`[id="requirement-${key}"]`);

/** Scrolls the virtual list to a requirement through its anchor (the screen's retries find it). */
async function goToRequirement(page: Page, key: string) {
  await page.evaluate((k) => (window.location.hash = k), key);
  await expect(row(page, key)).toBeVisible();
}

async function chooseApplicability(page: Page, key: string, paragraph: string, label: string) {
  await row(page, key)
    .getByRole('textbox', { name: `Applicability of ${paragraph}` })
    .click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(row(page, key).getByRole('textbox', { name: `Applicability of ${paragraph}` })).toHaveValue(
    label,
  );
}

let processName = '';
let processVersionId = '';
let processArtifactId = '';

test('an admin sets a regulation ACTIVE with dates and assesses requirements with each applicability', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { id, gapList, headers } = await api(request);
  const regulationId = id(REV5);
  const [applicable, notApplicable, information, notDefined] = firstInterpretations(
    await gapList(regulationId),
    4,
  );

  // a process to name as target
  processName = `Access Control Process ${Date.now()}`;
  const created = await request.post('/qms-api/sops', {
    headers,
    data: { name: processName, description: '' },
  });
  expect(created.status()).toBeLessThan(300);
  ({ versionId: processVersionId, artifactId: processArtifactId } = (
    (await created.json()) as { sop: { versionId: string; artifactId: string } }
  ).sop);

  await signIn(page, demoUsers.acmeAdmin, '/sr-list');
  const table = page.getByRole('table', { name: 'Standards and regulations' });
  const listRow = table.getByRole('row').filter({ has: page.getByRole('link', { name: REV5 }) });
  await listRow.getByRole('button', { name: `Edit ${REV5}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Active' }).click();
  await dialog.getByLabel('Effective From').fill('2026-02-01');
  await dialog.getByLabel('Effective To').fill('2028-01-31');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(listRow).toContainText('Active');
  await expect(listRow).toContainText('01.02.2026');

  await listRow.getByRole('link', { name: REV5 }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Gap list: ${REV5}` })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Table of contents' }).getByText('Access Control'),
  ).toBeVisible();
  // the first rows show before the whole list; Edit is available once the whole list is there
  await expect(page.getByRole('switch', { name: 'Edit' })).toBeEnabled();
  // Mantine's switch input is visually hidden (zero size): a user clicks its visible label
  await page.getByRole('main').getByText('Edit', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Edit' })).toBeChecked();

  // APPLICABLE: warns until a target process is assigned
  await goToRequirement(page, applicable!.key);
  await chooseApplicability(page, applicable!.key, applicable!.paragraph, 'Applicable');
  const warnApplicable = 'Applicable: assign at least one target process or template content.';
  await expect(row(page, applicable!.key).getByText(warnApplicable)).toBeVisible();
  await row(page, applicable!.key).getByRole('textbox', { name: 'Target processes' }).click();
  await page.getByRole('option', { name: processName }).click();
  await page.keyboard.press('Escape');
  await expect(row(page, applicable!.key).getByText(warnApplicable)).toBeHidden();
  await expect(row(page, applicable!.key).getByText(`${processName}: Not implemented`)).toBeVisible();

  // NOT_APPLICABLE: warns until a reason is given (saved when the field loses focus)
  await goToRequirement(page, notApplicable!.key);
  await chooseApplicability(page, notApplicable!.key, notApplicable!.paragraph, 'Not applicable');
  const warnReason = 'Not applicable: give a reason.';
  await expect(row(page, notApplicable!.key).getByText(warnReason)).toBeVisible();
  await row(page, notApplicable!.key).getByRole('textbox', { name: 'Reason' }).fill('Outside our scope');
  await row(page, notApplicable!.key).getByRole('textbox', { name: 'Notes' }).click();
  await expect(row(page, notApplicable!.key).getByText(warnReason)).toBeHidden();

  // INFORMATION: no warning; NOT_DEFINED keeps its warning
  await goToRequirement(page, information!.key);
  await chooseApplicability(page, information!.key, information!.paragraph, 'Information');
  await expect(
    row(page, information!.key).getByText(/^(Applicable|Not applicable|The applicability)/),
  ).toHaveCount(0);
  await goToRequirement(page, notDefined!.key);
  await expect(row(page, notDefined!.key).getByText('The applicability is not defined yet.')).toBeVisible();

  // the statistics badges count the three valid assessments
  await expect(page.getByText('Valid: 3', { exact: true })).toBeVisible();

  // stored on the server
  const stored = await gapList(regulationId);
  const applicabilityOf = (rid: string) =>
    stored.qmsRequirements.find((q) => q.requirementId === rid)!.applicability;
  expect([applicable, notApplicable, information, notDefined].map((r) => applicabilityOf(r!.id))).toEqual([
    'APPLICABLE',
    'NOT_APPLICABLE',
    'INFORMATION',
    'NOT_DEFINED',
  ]);
});

test('an admin links the requirement to a block from the Gap List widget and marks it implemented', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { id, gapList } = await api(request);
  const regulationId = id(REV5);
  const [applicable] = firstInterpretations(await gapList(regulationId), 1);

  await signIn(page, demoUsers.acmeAdmin, `/processes/${processVersionId}`);
  await expect(page.getByRole('heading', { level: 1, name: processName })).toBeVisible();
  await page.getByRole('button', { name: 'Add Step' }).click();
  await page.getByRole('button', { name: 'Edit block New Step' }).click();
  await page.getByRole('tab', { name: 'Gap List' }).click();
  await expect(
    page.getByText(
      'The following standards and regulations contain corresponding requirements for this process.',
    ),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: `Link ${applicable!.paragraph} to the selected block` }).check();
  const implemented = page.getByRole('checkbox', { name: 'Implemented' }).first();
  await expect(implemented).toBeEnabled();
  await implemented.check();
  await expect(implemented).toBeChecked();

  // the process content renders the highlight the widget asks for, and the widget clears the block selection
  await page.getByRole('button', { name: 'Back' }).first().click();
  const stepBlock = page.locator('[data-selected="true"]');
  await expect(stepBlock).toContainText('New Step');
  await page.getByRole('button', { name: 'Highlight blocks' }).first().click();
  await page.getByRole('menuitem', { name: '...only by requirements of this regulation' }).click();
  await expect(page.locator('[data-highlight="highlighted"]')).toContainText('New Step');
  await page.getByRole('button', { name: 'Remove Block Selection' }).click();
  await expect(stepBlock).toHaveCount(0);
  await expect(
    page.getByRole('checkbox', { name: `Link ${applicable!.paragraph} to the selected block` }),
  ).toHaveCount(0);

  const q = (await gapList(regulationId)).qmsRequirements.find((x) => x.requirementId === applicable!.id)!;
  expect(q.referencedSopBlockArtifactIds).toHaveLength(1);
  expect(q.actualSopArtifactIds).toHaveLength(1);
});

test('an admin links and unlinks requirements on the blocks of a released process, without a new version (issue 28.2)', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { id, gapList } = await api(request);
  const regulationId = id(REV5);
  const [applicable] = firstInterpretations(await gapList(regulationId), 1);
  await releaseProcessThroughApi(request, { artifactId: processArtifactId, versionId: processVersionId });

  await signIn(page, demoUsers.acmeAdmin, `/processes/${processVersionId}`);
  await expect(page.getByRole('heading', { level: 1, name: processName })).toBeVisible();
  await expect(page.getByText('Released', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  // released: no block can be edited, but one can be selected for the links
  await expect(page.getByRole('button', { name: 'Edit block New Step' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Select block New Step for requirement links' }).click();
  await page.getByRole('tab', { name: 'Gap List' }).click();
  const link = page.getByRole('checkbox', { name: `Link ${applicable!.paragraph} to the selected block` });
  await expect(link).toBeChecked();
  await link.uncheck();
  await expect
    .poll(
      async () =>
        (await gapList(regulationId)).qmsRequirements.find((x) => x.requirementId === applicable!.id)!
          .referencedSopBlockArtifactIds,
    )
    .toHaveLength(0);
  await link.check();
  await expect
    .poll(
      async () =>
        (await gapList(regulationId)).qmsRequirements.find((x) => x.requirementId === applicable!.id)!
          .referencedSopBlockArtifactIds,
    )
    .toHaveLength(1);
  // still V1, still released: the link is a gap-list fact, not a change of the process
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: processName })).toBeVisible();
  await expect(page.getByText('Released', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Edit block New Step' })).toHaveCount(0);
});

test('an admin exports the gap list as CSV and reads it back', async ({ page, request }) => {
  const { id, gapList } = await api(request);
  const [applicable, notApplicable] = firstInterpretations(await gapList(id(REV5)), 2);
  await signIn(page, demoUsers.acmeAdmin, `/sr-list/${id(REV5)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Gap list: ${REV5}` })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('gap-list.csv');
  const path = await download.path();
  const csv = await readFile(path, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff); // UTF-8 BOM
  // read back as rows, the way a spreadsheet opens it; the assessments made above are in their requirement's row
  const [header, ...rows] = readCsv(csv.slice(1));
  expect(header!.slice(0, 5)).toEqual(['Paragraph', 'Text', 'Applicability', 'Reason', 'Notes']);
  const rowOf = (paragraph: string) => rows.find((r) => r[0] === paragraph)!;
  expect(rowOf(notApplicable!.paragraph).slice(2, 4)).toEqual(['Not applicable', 'Outside our scope']);
  expect(rowOf(applicable!.paragraph)[2]).toBe('Applicable');
  expect(rows.every((r) => r.length === header!.length)).toBe(true);
});

test('an unlicensed user sees the licensing notice instead of the text', async ({ page, request }) => {
  const { id } = await api(request);
  await signIn(page, demoUsers.acmeViewer, `/sr-list/${id(EXAMPLE)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Gap list: ${EXAMPLE}` })).toBeVisible();
  await expect(page.getByText(LICENSING_NOTICE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Edit' })).toHaveCount(0);
  // headings stay readable; no requirement text reaches the page
  await expect(
    page
      .getByRole('region', { name: 'Requirements' })
      .getByRole('heading', { name: /Access control/i })
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Segregation of duties')).toHaveCount(0);
});

test('the applicability filter shows the assessed requirement itself with its paragraphs', async ({
  page,
  request,
}) => {
  const { id, gapList } = await api(request);
  const [applicable, notApplicable] = firstInterpretations(await gapList(id(REV5)), 2);
  await signIn(page, demoUsers.acmeAdmin, `/sr-list/${id(REV5)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Gap list: ${REV5}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Applicability', exact: true }).click();
  await page.getByRole('option', { name: 'Not applicable', exact: true }).click();
  // the control assessed 'Not applicable' in the first scenario, and its statement paragraphs below it
  await expect(row(page, notApplicable!.key)).toBeVisible();
  await expect(row(page, notApplicable!.key).getByRole('textbox', { name: 'Reason' })).toHaveValue(
    'Outside our scope',
  );
  await expect(page.locator(`[id^="requirement-${notApplicable!.key}_"]`).first()).toBeVisible();
  await expect(row(page, applicable!.key)).toHaveCount(0);
});
