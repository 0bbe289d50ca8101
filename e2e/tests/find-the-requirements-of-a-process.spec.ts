import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { accessToken, signIn } from '../support/session';
import { demoUsers } from '../support/suite';

// The operator imported NIST SP 800-53 Rev. 5 (open) with `sr:import` before the server started; migration 0012
// loaded the starter SR processes (playwright.config.ts, support/regulations.ts).
const REV5 =
  'NIST Special Publication 800-53 Revision 5: Security and Privacy Controls for Federal Information Systems and Organizations';
const NOT_YET_LINKED = ' [not yet linked in a process]';
test.describe.configure({ mode: 'serial' });

interface GapList {
  requirements: { id: string; key: string; paragraph: string }[];
  qmsRequirements: {
    requirementId: string;
    requirementType: string;
    dbVersion: number;
    targetSopBlockArtifactIds: string[];
  }[];
}

async function api(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await accessToken(request, demoUsers.acmeAdmin)}` };
  const get = async <T>(url: string) => (await (await request.get(url, { headers })).json()) as T;
  const regulations = await get<{ id: string; title: string }[]>('/sr-api/regulations');
  const createSop = async (name: string, requirementType: 'QMS' | 'PRODUCT') => {
    const created = await request.post('/qms-api/sops', { headers, data: { name, requirementType } });
    expect(created.status()).toBeLessThan(300);
    return ((await created.json()) as { sop: { artifactId: string; versionId: string } }).sop;
  };
  return { headers, get, regulationId: regulations.find((r) => r.title === REV5)!.id, createSop };
}

test('a QMS process links S&R processes in its Standards and Regulations panel', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { get, createSop } = await api(request);
  const name = `Supplier Control ${Date.now()}`;
  const sop = await createSop(name, 'QMS');
  const srProcesses = await get<{ id: string; name: string }[]>('/sr-api/processes');
  const { allLinkedSrProcessIds } = await get<{ allLinkedSrProcessIds: string[] }>('/qms-api/sops');
  const unused = srProcesses.find((p) => !allLinkedSrProcessIds.includes(p.id))!;

  await signIn(page, demoUsers.acmeAdmin, `/processes/${sop.versionId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('tab', { name: 'Linked S&R Processes' }).click();
  const selector = page.getByRole('textbox', { name: 'Linked S&R Processes' });
  await selector.click();
  await page.getByRole('option', { name: `${unused.name}${NOT_YET_LINKED}` }).click();
  await page.keyboard.press('Escape');
  await expect
    .poll(
      async () =>
        (
          await get<{ sop: { srProcessIds: string[] } }>(
            `/qms-api/sops/sop-artifact-uuid/versions/${sop.versionId}`,
          )
        ).sop.srProcessIds,
    )
    .toEqual([unused.id]);
  // now linked in a process: the suffix goes
  await selector.click();
  await expect(page.getByRole('option', { name: unused.name, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // the requirement search below: tags on; a new process has no contents or terms to relate
  const search = page.getByRole('region', { name: 'Requirement search' });
  for (const tag of ['Glossary', 'Process Contents', 'Template Contents'])
    await expect(search.getByRole('checkbox', { name: tag })).toBeChecked();
  await expect(search.getByText('No linked requirements found')).toBeVisible();
  await expectAccessible(page, 'Linked S&R Processes panel');
});

test('a PRODUCT process shows a product requirement with the regulation requirements it is a target of', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { headers, get, createSop, regulationId } = await api(request);
  const processName = `Infusion Pump ${Date.now()}`;
  const sop = await createSop(processName, 'PRODUCT');
  const created = await request.post(`/qms-api/sops/${sop.artifactId}/versions/${sop.versionId}/blocks`, {
    headers,
    data: {
      block: {
        type: 'TIPTAP',
        name: 'Flow accuracy',
        description: '<p>The pump delivers within 5 %.</p>',
        testable: true,
        acceptanceCriterion: 'Within 5 % at 10 ml/h',
      },
    },
  });
  expect(created.status()).toBeLessThan(300);
  const blockArtifactId = ((await created.json()) as { artifactId: string }).artifactId;

  const contentName = `Flow test report ${Date.now()}`;
  const contentDescription = 'Measured flow against the acceptance criterion.';
  const content = await request.post('/qms-api/template-contents', {
    headers,
    data: { name: contentName, description: contentDescription },
  });
  expect(content.status()).toBeLessThan(300);

  // an admin assigns the product requirement as a target of a Rev. 5 control in the gap list's editor (issue 28.1)
  const gap = await get<GapList>(`/qms-api/qms-regulations/${regulationId}/gap-list`);
  const q = gap.qmsRequirements.filter((x) => x.requirementType === 'INTERPRETATION')[7]!;
  const target = gap.requirements.find((r) => r.id === q.requirementId)!;
  await signIn(page, demoUsers.acmeAdmin, `/sr-list/${regulationId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Gap list: ${REV5}` })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('switch', { name: 'Edit' })).toBeEnabled({ timeout: 60_000 });
  // Mantine's switch input is visually hidden (zero size): a user clicks its visible label
  await page.getByRole('main').getByText('Edit', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Edit' })).toBeChecked();
  const targetRow = page.locator(`[id="requirement-${target.key}"]`);
  await page.evaluate((k) => (window.location.hash = k), target.key);
  await expect(targetRow).toBeVisible();
  await targetRow.getByRole('textbox', { name: 'Target product requirements' }).click();
  await page.getByRole('option', { name: `${processName}: Flow accuracy` }).click();
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => {
      const stored = await get<GapList>(`/qms-api/qms-regulations/${regulationId}/gap-list`);
      return stored.qmsRequirements.find((x) => x.requirementId === q.requirementId)
        ?.targetSopBlockArtifactIds;
    })
    // (a retry of this scenario finds the first try's product requirement there too)
    .toContain(blockArtifactId);
  // and gap-list.csv names it in its Product Requirements column
  const csv = await request.get(`/qms-api/qms-regulations/csv-export/${regulationId}`, { headers });
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain('Flow accuracy');

  // already signed in (the gap list above)
  await page.goto(`/processes/${sop.versionId}`);
  await expect(page.getByRole('heading', { level: 1, name: processName })).toBeVisible();
  await page.getByRole('tab', { name: 'Requirement List' }).click();
  await expect(page.getByText('No Product Requirement selected')).toBeVisible();
  await page.getByRole('textbox', { name: 'Product Requirement' }).click();
  await page.getByRole('option', { name: `${processName}: Flow accuracy` }).click();
  // the block itself shows its test fields in the content too: look in the widget
  const widget = page.getByRole('tabpanel', { name: 'Requirement List' });
  await expect(widget.getByText('Within 5 % at 10 ml/h')).toBeVisible();
  await expect(page.getByRole('button', { name: REV5 })).toBeVisible();
  const link = page.getByRole('link', {
    name: new RegExp(`^${target.paragraph.replace(/[().]/g, '\\$&')} `),
  });
  await expect(link).toHaveAttribute('href', `/sr-list/${regulationId}#${encodeURIComponent(target.key)}`);
  await expect(link).toHaveAttribute('target', '_blank');
  await expectAccessible(page, 'Requirement List with a product requirement');

  // the gap list's right column: Gap Analysis Status, Product Requirement, Template Content Detail
  await page.goto(`/sr-list/${regulationId}`);
  // Rev. 5's gap list (about 1,200 controls) takes seconds on a loaded machine
  await expect(page.getByRole('heading', { level: 1, name: `Gap list: ${REV5}` })).toBeVisible({
    timeout: 60_000,
  });
  const widgets = page.getByRole('complementary', { name: 'Gap list widgets' });
  await expect(widgets.getByRole('heading', { name: 'Gap Analysis Status' })).toBeVisible();
  const product = widgets.getByRole('region', { name: 'Product Requirement' });
  await expect(product.getByText('No Product Requirement selected')).toBeVisible();
  await product.getByRole('textbox', { name: 'Product Requirement' }).click();
  await page.getByRole('option', { name: `${processName}: Flow accuracy` }).click();
  await expect(product.getByText('Within 5 % at 10 ml/h')).toBeVisible();
  await expect(
    product.getByRole('link', { name: new RegExp(`^${target.paragraph.replace(/[().]/g, '\\$&')} `) }),
  ).toBeVisible();
  // the templates area's widget, mounted once a content is chosen
  const detail = widgets.getByRole('region', { name: 'Template Content Detail' });
  await expect(detail.getByText('No Template Content selected')).toBeVisible();
  await detail.getByRole('textbox', { name: 'Template Content' }).click();
  await page.getByRole('option', { name: contentName }).click();
  await expect(detail.getByText(contentDescription)).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'gap list widgets with a product requirement');
});
