import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { accessToken, signIn } from '../support/session';
import { demoUsers } from '../support/suite';

type Headers = Record<string, string>;
type Validation = 'NOT_CREATED_BY_PROCESS' | 'CREATED_BY_MULTIPLE_TEMPLATES' | 'NOT_CREATED_BY_TEMPLATE';
interface SearchAnswer {
  templateContents: {
    id: string;
    name: string;
    description: string;
    srId: string | null;
    dbVersion: number;
  }[];
  templateContentInfos: Record<string, { validations: Validation[] }>;
}

async function post<T>(request: APIRequestContext, headers: Headers, url: string, data: object): Promise<T> {
  const response = await request.post(url, { headers, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

async function search(request: APIRequestContext, headers: Headers, text?: string): Promise<SearchAnswer> {
  const response = await request.get('/qms-api/template-contents/search', {
    headers,
    params: text ? { text } : {},
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as SearchAnswer;
}

/** A field of the Template Content Detail: its label and what follows it. */
const field = (detail: Locator, label: string) => detail.getByText(label, { exact: true }).locator('..');

test('an admin synchronises the template contents with the standards service and filters them by their warnings', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const headers = { authorization: `Bearer ${await accessToken(request, demoUsers.acmeAdmin)}` };
  const standard = (await (await request.get('/sr-api/template-contents', { headers })).json()) as {
    id: string;
    name: string;
  }[];
  expect(standard.length).toBeGreaterThan(0);

  await signIn(page, demoUsers.acmeAdmin, '/template-contents');
  await expect(page.getByRole('heading', { name: 'Template Contents', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Synchronize' }).click();
  // the result panel counts what was created (0 when an earlier run synchronised this tenant already)
  await expect(page.getByText(/^Synchronisation: \d+ created/)).toBeVisible({ timeout: 60_000 });
  // a second run creates nothing: every standard entry has its content now
  await page.getByRole('button', { name: 'Synchronize' }).click();
  await expect(page.getByText(/^Synchronisation: 0 created/)).toBeVisible({ timeout: 60_000 });
  // every entry of the standards service is now a template content linked to it (created now or before)
  const synced = await search(request, headers);
  const bySrId = new Map(synced.templateContents.map((c) => [c.srId, c]));
  for (const entry of standard) expect(bySrId.get(entry.id), entry.id).toBeTruthy();
  const first = bySrId.get(standard[0]!.id)!;
  const searchBox = page.getByRole('textbox', { name: /Search/ });
  await searchBox.fill(first.name);
  await searchBox.press('Enter');
  const table = page.getByRole('table', { name: 'Template Contents' });
  await table
    .getByRole('row', { name: new RegExp(first.name) })
    .first()
    .click();
  const detail = page.getByRole('complementary', { name: 'Template Content Detail' });
  await expect(detail.getByText(`Standard ${standard[0]!.id}`)).toBeVisible();

  // three contents of this run: Alpha created by two templates, Bravo by one and a process output, Charlie unlinked
  const names = {
    alpha: `Alpha record ${stamp}`,
    bravo: `Bravo record ${stamp}`,
    charlie: `Charlie record ${stamp}`,
  };
  const ids: Record<string, string> = {};
  for (const [key, name] of Object.entries(names))
    ids[key] = (await post<{ id: string }>(request, headers, '/qms-api/template-contents', { name })).id;
  await post(request, headers, '/qms-api/templates', {
    name: `Form one ${stamp}`,
    createdTemplateContentIds: [ids.alpha, ids.bravo],
  });
  await post(request, headers, '/qms-api/templates', {
    name: `Form two ${stamp}`,
    createdTemplateContentIds: [ids.alpha],
    reportedTemplateContentIds: [ids.charlie],
  });
  const { sop } = await post<{ sop: { artifactId: string; versionId: string; dbVersion: number } }>(
    request,
    headers,
    '/qms-api/sops',
    { name: `Records process ${stamp}`, description: 'Purpose.' },
  );
  const linked = await request.put(`/qms-api/sops/${sop.artifactId}/versions/${sop.versionId}`, {
    headers,
    data: { templateContentIds: [ids.bravo], dbVersion: sop.dbVersion },
  });
  expect(linked.status(), await linked.text()).toBe(200);

  await searchBox.fill(`record ${stamp}`);
  await searchBox.press('Enter');
  await expect(table.getByRole('row')).toHaveCount(4);
  // the server's infos for the same search: the numbers the filter must show
  const answer = await search(request, headers, `record ${stamp}`);
  const expected: Record<Validation, string[]> = {
    NOT_CREATED_BY_PROCESS: [names.alpha, names.charlie],
    CREATED_BY_MULTIPLE_TEMPLATES: [names.alpha],
    NOT_CREATED_BY_TEMPLATE: [names.charlie],
  };
  for (const [validation, rows] of Object.entries(expected) as [Validation, string[]][]) {
    const counted = answer.templateContents.filter((c) =>
      answer.templateContentInfos[c.id]!.validations.includes(validation),
    );
    expect(counted.map((c) => c.name).sort()).toEqual(rows);
  }

  const creating = field(detail, 'Creating Templates');
  // Bravo, without a warning, shows its one creating template and its process
  const bravo = table.getByRole('row', { name: new RegExp(names.bravo) });
  await expect(bravo.getByRole('img', { name: /^[A-Z_]+: / })).toHaveCount(0);
  await expect(bravo).toBeVisible();
  await bravo.click();
  await expect(detail.getByRole('heading', { name: names.bravo })).toBeVisible();
  await expect(field(detail, 'Processes').getByRole('link')).toHaveText([`Records process ${stamp} V1`]);
  await expect(creating.getByRole('link')).toHaveText([`Form one ${stamp} V1`]);

  const warningFilter = page.getByRole('textbox', { name: /Warning/ });
  const choose = async (validation: Validation, count: number) => {
    await warningFilter.click();
    await page.getByRole('option', { name: `${validation} (${count})` }).click();
    await expect(table.getByRole('row')).toHaveCount(count + 1);
  };

  // NOT_CREATED_BY_PROCESS: each row warns, and its detail names no process
  await choose('NOT_CREATED_BY_PROCESS', 2);
  for (const name of expected.NOT_CREATED_BY_PROCESS) {
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByRole('img', { name: /^NOT_CREATED_BY_PROCESS/ })).toBeVisible();
    await row.click();
    await expect(detail.getByRole('heading', { name })).toBeVisible();
    await expect(field(detail, 'Processes')).toContainText('None');
  }
  await expect(table.getByRole('row', { name: new RegExp(names.bravo) })).toHaveCount(0);

  // CREATED_BY_MULTIPLE_TEMPLATES: the detail lists both creating templates
  await choose('CREATED_BY_MULTIPLE_TEMPLATES', 1);
  const alpha = table.getByRole('row', { name: new RegExp(names.alpha) });
  await expect(alpha.getByRole('img', { name: /^CREATED_BY_MULTIPLE_TEMPLATES/ })).toBeVisible();
  await alpha.click();
  await expect(detail.getByRole('heading', { name: names.alpha })).toBeVisible();
  await expect(creating.getByRole('link')).toHaveCount(2);
  await expect(creating.getByRole('link', { name: `Form one ${stamp} V1` })).toBeVisible();
  await expect(creating.getByRole('link', { name: `Form two ${stamp} V1` })).toBeVisible();

  // NOT_CREATED_BY_TEMPLATE: no creating template in the detail
  await choose('NOT_CREATED_BY_TEMPLATE', 1);
  const charlie = table.getByRole('row', { name: new RegExp(names.charlie) });
  await expect(charlie.getByRole('img', { name: /^NOT_CREATED_BY_TEMPLATE/ })).toBeVisible();
  await charlie.click();
  await expect(detail.getByRole('heading', { name: names.charlie })).toBeVisible();
  await expect(creating).toContainText('None');
  await expect(creating.getByRole('link')).toHaveCount(0);

  // the other filters, each applied by the server's search: the warning set aside first (choosing it again clears it)
  await warningFilter.click();
  await page.getByRole('option', { name: 'NOT_CREATED_BY_TEMPLATE (1)' }).click();
  await expect(table.getByRole('row')).toHaveCount(4);
  const filterBy = async (label: string, option: string, rows: string[]) => {
    await page.getByRole('textbox', { name: label, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await expect(table.getByRole('row')).toHaveCount(rows.length + 1);
    for (const name of rows) await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    // choosing the selected option again clears the filter
    await page.getByRole('textbox', { name: label, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await expect(table.getByRole('row')).toHaveCount(4);
  };
  await filterBy('Creating template', `Form one ${stamp} V1`, [names.alpha, names.bravo]);
  await filterBy('Reporting template', `Form two ${stamp} V1`, [names.charlie]);
  await filterBy('Process', `Records process ${stamp}`, [names.bravo]);

  // the sidebar's Standard filter (issue 11): the synchronised content renamed here differs from its standard entry
  const renamed = `Changed record ${stamp}`;
  const put = await request.put(`/qms-api/template-contents/${first.id}`, {
    headers,
    data: { name: renamed, description: first.description, srId: first.srId, dbVersion: first.dbVersion },
  });
  expect(put.status(), await put.text()).toBe(200);
  // a new search (the stamp alone), so the answer is fetched again after the rename made through the API
  await searchBox.fill(String(stamp));
  await searchBox.press('Enter');
  await expect(table.getByRole('row')).toHaveCount(5);
  const standardFilter = page.getByRole('textbox', { name: 'Standard', exact: true });
  // the counts are the tenant's (earlier runs renamed contents too), so the option is matched by its label
  await standardFilter.click();
  await page.getByRole('option', { name: /^Changed in the standard \(\d+\)$/ }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  const changed = table.getByRole('row', { name: new RegExp(renamed) });
  await expect(changed.getByRole('img', { name: /^Changed in the standard:/ })).toBeVisible();
  // none of this run's contents was removed from the standard
  await standardFilter.click();
  await page.getByRole('option', { name: /^Removed from the standard \(\d+\)$/ }).click();
  await expect(table.getByText('No template contents found.')).toBeVisible();
  await expect(changed).toHaveCount(0);
});
