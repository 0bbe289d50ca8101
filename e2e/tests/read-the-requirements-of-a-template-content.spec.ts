import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessToken, signIn } from '../support/session';
import { demoUsers } from '../support/suite';

// The operator imported the OSCAL example catalog (licensed) and NIST SP 800-53 Rev. 5 (open, number
// 'SP 800-53 Rev. 5') before the server started (playwright.config.ts, support/regulations.ts). Acme's admin holds
// the standards licence, its viewer does not (server/src/seed.ts).
const EXAMPLE = 'Sample Security Catalog for Demonstration and Testing';
const REV5 =
  'NIST Special Publication 800-53 Revision 5: Security and Privacy Controls for Federal Information Systems and Organizations';
const LICENSING_NOTICE =
  'You do not have the required licensing to view the content of this document or to use all the functionality. Please contact your administrator for the appropriate licensing if needed.';

type Headers = Record<string, string>;
interface Regulation {
  id: string;
  title: string;
  number: string;
}
interface Assessment {
  requirementId: string;
  requirementType: string;
  applicability: string;
  applicabilityReason: string;
  notes: string;
  targetSopArtifactIds: string[];
  targetTemplateArtifactIds: string[];
  targetSopBlockArtifactIds: string[];
  templateContentIds: string[];
  dbVersion: number;
}
interface GapList {
  requirements: { id: string; key: string; paragraph: string; text: string | null }[];
  qmsRequirements: Assessment[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A control's title: the first, bold paragraph of its text (OSCAL import). */
function titleOf(html: string | null): string {
  const match = /^<p><strong>(.*?)<\/strong><\/p>/.exec(html ?? '');
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
}

/**
 * Adds the content to the assessment of the regulation's `index`th assessable requirement, keeping what other
 * scenarios put there (the PUT replaces the whole assessment). Answers the requirement.
 */
async function linkContent(
  request: APIRequestContext,
  headers: Headers,
  regulationId: string,
  index: number,
  contentId: string,
) {
  const gap = (await (
    await request.get(`/qms-api/qms-regulations/${regulationId}/gap-list`, { headers })
  ).json()) as GapList;
  const q = gap.qmsRequirements.filter((x) => x.requirementType === 'INTERPRETATION')[index]!;
  const put = await request.put('/qms-api/qms-requirements', {
    headers,
    data: {
      requirementId: q.requirementId,
      applicability: q.applicability === 'NOT_DEFINED' ? 'INFORMATION' : q.applicability,
      applicabilityReason: q.applicabilityReason,
      notes: q.notes,
      targetSopArtifactIds: q.targetSopArtifactIds,
      targetTemplateArtifactIds: q.targetTemplateArtifactIds,
      targetSopBlockArtifactIds: q.targetSopBlockArtifactIds,
      templateContentIds: [...q.templateContentIds, contentId],
      dbVersion: q.dbVersion,
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  return gap.requirements.find((r) => r.id === q.requirementId)!;
}

/** The Template Contents screen with the content's detail open; answers the detail's requirements section. */
async function openDetail(page: Page, name: string) {
  await expect(page.getByRole('heading', { name: 'Template Contents', level: 1 })).toBeVisible();
  const searchBox = page.getByRole('textbox', { name: /Search/ });
  await searchBox.fill(name);
  await searchBox.press('Enter');
  await page
    .getByRole('table', { name: 'Template Contents' })
    .getByRole('row', { name: new RegExp(escape(name)) })
    .click();
  const detail = page.getByRole('complementary', { name: 'Template Content Detail' });
  await expect(detail.getByRole('heading', { name })).toBeVisible();
  return detail.getByRole('region', { name: 'Regulation Requirements' });
}

test('a user reads the regulation requirements linked to a template content and opens one in its gap list', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const headers = { authorization: `Bearer ${await accessToken(request, demoUsers.acmeAdmin)}` };
  const regulations = (await (await request.get('/sr-api/regulations', { headers })).json()) as Regulation[];
  const rev5 = regulations.find((r) => r.title === REV5)!;
  const example = regulations.find((r) => r.title === EXAMPLE)!;
  expect(rev5.number).toBe('SP 800-53 Rev. 5');

  const name = `Access review record ${Date.now()}`;
  const created = await request.post('/qms-api/template-contents', { headers, data: { name } });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const contentId = ((await created.json()) as { id: string }).id;
  // a control of each: the open one further down than the other scenarios assess, the licensed one's first
  const open = await linkContent(request, headers, rev5.id, 20, contentId);
  const licensed = await linkContent(request, headers, example.id, 0, contentId);
  const openTitle = titleOf(open.text);
  const licensedTitle = titleOf(licensed.text);
  expect(openTitle).not.toBe('');

  // with the licence: regulation short name, number and title of both, each with its text
  await signIn(page, demoUsers.acmeAdmin, '/template-contents');
  let requirements = await openDetail(page, name);
  const openLink = requirements.getByRole('link', {
    name: `${rev5.number} ${open.paragraph} ${openTitle}`,
    exact: true,
  });
  await expect(openLink).toBeVisible();
  await expect(
    requirements.getByRole('link', {
      name: new RegExp(`^${escape(`${example.number} ${licensed.paragraph}`)}`),
    }),
  ).toBeVisible();
  if (licensedTitle)
    await expect(requirements.getByRole('link', { name: new RegExp(escape(licensedTitle)) })).toBeVisible();
  await expect(requirements.getByText(LICENSING_NOTICE)).toHaveCount(0);
  // no raw ids any more
  await expect(requirements).not.toContainText(`${rev5.id}:`);
  await expect(openLink).toHaveAttribute(
    'href',
    `/sr-list/${rev5.id}#requirement-id=${encodeURIComponent(`${rev5.id}---${open.id}`)}`,
  );

  // the link opens the gap list at that requirement
  await openLink.click();
  await expect(page.getByRole('heading', { level: 1, name: `Gap list: ${REV5}` })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.locator(`[id="requirement-${open.key}"]`)).toBeVisible({ timeout: 30_000 });

  // without the licence: the licensed requirement by its number only, and the licensing notice instead of its text
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signIn(viewer, demoUsers.acmeViewer, '/template-contents');
  requirements = await openDetail(viewer, name);
  await expect(
    requirements.getByRole('link', { name: `${example.number} ${licensed.paragraph}`, exact: true }),
  ).toBeVisible();
  await expect(requirements.getByText(LICENSING_NOTICE)).toBeVisible();
  await expect(
    requirements.getByRole('link', { name: `${rev5.number} ${open.paragraph} ${openTitle}`, exact: true }),
  ).toBeVisible();
  await viewerContext.close();
});
