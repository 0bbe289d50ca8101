import { expect, type Page } from '@playwright/test';

/**
 * Opens a process from the Process Overview's table as a user does: the table virtualises its 2,500-row page, so a
 * process far down the list is rendered only once the table is scrolled to it (a new process under a new parent is at
 * the end of the tree order).
 */
export async function openFromOverview(page: Page, name: string): Promise<void> {
  const link = page.getByRole('table', { name: 'Processes' }).getByRole('link', { name, exact: true });
  await expect(async () => {
    if (!(await link.isVisible()))
      await page
        .getByRole('region', { name: 'Processes' })
        .evaluate((scroller) => scroller.scrollTo(0, scroller.scrollHeight));
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await link.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}
