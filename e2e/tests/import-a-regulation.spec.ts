import { expect, test } from '@playwright/test';
import { accessToken, signIn } from '../support/session';
import { demoUsers, type DemoUser } from '../support/suite';

// The operator imported the OSCAL example catalog (licensed) and NIST SP 800-53 Rev. 5 and Rev. 4 with `sr:import`
// before the server started (playwright.config.ts, support/regulations.ts).
const EXAMPLE = 'Sample Security Catalog for Demonstration and Testing';
const REV5 =
  'NIST Special Publication 800-53 Revision 5: Security and Privacy Controls for Federal Information Systems and Organizations';
const REV4 =
  'NIST Special Publication 800-53 Revision 4: Security and Privacy Controls for Federal Information Systems and Organizations';

interface Requirement {
  type: string;
  text: string | null;
  contentVisible: boolean;
}

test('an admin sees the imported regulations and sets one ACTIVE with dates', async ({ page }) => {
  await signIn(page, demoUsers.acmeAdmin, '/sr-list');
  await expect(page.getByRole('heading', { name: 'List of applied Standards & Regulations' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Standards and regulations' });
  // sorted by title: NIST … Revision 4, Revision 5 before Sample …
  await expect(table.getByRole('link')).toHaveText([REV4, REV5, EXAMPLE]);
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: EXAMPLE }) });
  await expect(row).toContainText('Informative');
  // the example catalog has 4 controls, none assessed yet
  await expect(row.getByLabel(/^Applicability:/)).toHaveAttribute(
    'aria-label',
    'Applicability: 0 without warning, 0 with warning, 4 not yet defined of 4',
  );

  await row.getByRole('button', { name: `Edit ${EXAMPLE}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Active' }).click();
  await dialog.getByLabel('Effective From').fill('2026-01-01');
  await dialog.getByLabel('Effective To').fill('2027-12-31');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Active');
  await expect(row).toContainText('01.01.2026');
  await expect(row).toContainText('31.12.2027');

  // stored on the server, not only on screen
  await page.reload();
  const reloaded = page
    .getByRole('table', { name: 'Standards and regulations' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: EXAMPLE }) });
  await expect(reloaded).toContainText('Active');
  await expect(reloaded).toContainText('01.01.2026');
});

test('an unlicensed user gets the headings of a licensed regulation but none of its text', async ({
  page,
  request,
}) => {
  await signIn(page, demoUsers.acmeViewer, '/sr-list');
  const table = page.getByRole('table', { name: 'Standards and regulations' });
  await expect(table.getByRole('link', { name: EXAMPLE })).toBeVisible();
  await expect(table.getByRole('button', { name: /^Edit / })).toHaveCount(0);

  const list = async (user: DemoUser) => {
    const headers = { authorization: `Bearer ${await accessToken(request, user)}` };
    const regulations = (await (await request.get('/sr-api/regulations', { headers })).json()) as {
      id: string;
      title: string;
    }[];
    const id = regulations.find((r) => r.title === EXAMPLE)!.id;
    const detail = await request.get(`/sr-api/regulations/${id}`, { headers });
    expect(detail.status()).toBe(200);
    return {
      body: await detail.text(),
      requirements: ((await detail.json()) as { requirements: Requirement[] }).requirements,
    };
  };
  const viewer = await list(demoUsers.acmeViewer);
  const licensed = await list(demoUsers.acmeAdmin);
  // headings stay readable for everyone
  expect(viewer.requirements.filter((r) => r.type === 'HEADING').map((r) => r.text)).toContain(
    'Access control',
  );
  // the viewer gets no requirement text; the licensed admin does
  expect(
    viewer.requirements.filter((r) => r.type === 'TEXT').every((r) => r.text === null && !r.contentVisible),
  ).toBe(true);
  expect(viewer.body).not.toContain('Segregation of duties');
  expect(licensed.body).toContain('Segregation of duties');
});
