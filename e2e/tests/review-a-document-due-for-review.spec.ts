import { expect, test } from '@playwright/test';
import { expectAccessible, settleAnimations } from '../support/accessibility';
import { openWorkflow, releaseProcessThroughApi, sign } from '../support/release';
import { accessToken, signIn } from '../support/session';
import { demoUsers } from '../support/suite';

// Issue 29.6: a document due for review is reviewed without change, and its next due date moves. The admin sets a
// released process's next review due to today, finds it on the dashboard tile and the 'Due for review' page, signs
// 'Reviewed, no change needed', and the Document History shows the review with the next due date an interval on.

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const shown = (d: Date) => `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;

test('an admin reviews a process due today: no change needed, and the next due date moves by the interval', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const name = `Calibration Review ${Date.now()}`;
  const token = await accessToken(request, demoUsers.acmeAdmin);
  const created = await request.post('/qms-api/sops', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, description: 'Calibration of gauges.' },
  });
  expect(created.status()).toBeLessThan(300);
  const { sop } = (await created.json()) as { sop: { artifactId: string; versionId: string } };
  await releaseProcessThroughApi(request, sop);
  const url = `/processes/${sop.versionId}`;
  const today = new Date();
  const inAYear = new Date(today.getFullYear() + 1, today.getMonth(), today.getDate());

  // the admin sets the next review due to today, with the process's own interval of 12 months
  await signIn(page, demoUsers.acmeAdmin, url);
  let workflow = await openWorkflow(page, url);
  const card = workflow.getByRole('region', { name: 'Periodic review' });
  await expect(card.getByTestId('next-review-due')).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Review schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review schedule' });
  await settleAnimations(page);
  await expectAccessible(page, 'review schedule dialog');
  await dialog.getByRole('textbox', { name: 'Review interval (months)' }).fill('12');
  await dialog.getByLabel('Next review due').fill(day(today));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('next-review-due')).toContainText(shown(today));
  await expect(card).toContainText('Due date set directly.');
  await expectAccessible(page, 'release workflow with the periodic review');

  // the dashboard tile counts it; the page lists it with type, version and due date
  await page.goto('/dashboard');
  const tile = page.getByRole('region', { name: 'Due for review' });
  await expect(tile.getByLabel(/^[1-9]\d* due$/)).toBeVisible({ timeout: 30_000 });
  await tile.getByRole('link', { name: 'Show all' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Due for review' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row).toContainText('Process');
  await expect(row).toContainText('V1');
  await expect(row).toContainText(shown(today));
  await expectAccessible(page, 'due for review');

  // from the list to the Release Workflow, where the admin signs the review
  await row.getByRole('link', { name }).click();
  await page.getByRole('tab', { name: 'Release Workflow' }).click();
  workflow = page.getByRole('region', { name: 'Release Workflow' });
  const reviewCard = workflow.getByRole('region', { name: 'Periodic review' });
  await reviewCard.getByRole('button', { name: 'Reviewed, no change needed' }).click();
  await sign(page, 'Reviewed, no change needed', demoUsers.acmeAdmin, 'Still matches how we calibrate.');
  await expect(page.getByRole('dialog', { name: 'Sign: Reviewed, no change needed' })).toBeHidden();
  await expect(reviewCard.getByTestId('next-review-due')).toContainText(shown(inAYear));

  // the Document History records the review: who, meaning, comment and the next due date it set
  await page.getByRole('tab', { name: 'Document History' }).click();
  const reviews = page.getByRole('table', { name: 'Periodic reviews' });
  const review = reviews.getByRole('row').filter({ hasText: 'Still matches how we calibrate.' });
  await expect(review).toContainText(demoUsers.acmeAdmin.name);
  await expect(review).toContainText('Reviewed, no change needed');
  await expect(review).toContainText(shown(inAYear));
  await expectAccessible(page, 'document history with the periodic reviews');

  // and the process has left the list
  await page.goto('/due-for-review');
  await expect(page.getByRole('heading', { level: 1, name: 'Due for review' })).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});
