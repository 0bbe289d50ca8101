import { expect, test } from '@playwright/test';
import { accessToken, signIn } from '../support/session';
import { demoUsers } from '../support/suite';

/**
 * Issue 10: an admin sets the template contents and products of a STEP (chosen from the company's own lists)
 * and sees their names on the step after a reload, so they were stored, not only kept in the form.
 */
test('an admin sets the template contents and products of a step and sees them after reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = { authorization: `Bearer ${await accessToken(request, demoUsers.acmeAdmin)}` };
  const stamp = Date.now();
  const post = async (url: string, data: unknown) => {
    const response = await request.post(url, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const contentName = `Calibration record ${stamp}`;
  const productName = `Infusion pump ${stamp}`;
  await post('/qms-api/template-contents', { name: contentName });
  await post('/qms-api/products', { name: productName });
  const name = `Calibration ${stamp}`;
  const { sop } = (await post('/qms-api/sops', { name, description: `Purpose of ${name}` })) as {
    sop: { artifactId: string; versionId: string };
  };
  await post(`/qms-api/sops/${sop.artifactId}/versions/${sop.versionId}/blocks`, {
    block: { type: 'STEP', name: 'Calibrate the device' },
  });

  await signIn(page, demoUsers.acmeAdmin, `/processes/${sop.versionId}`);
  await page.getByRole('button', { name: 'Edit block Calibrate the device' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Step' })).toBeVisible();
  const contents = page.getByRole('textbox', { name: 'Template Contents' });
  await contents.click();
  await contents.fill(contentName);
  await page.getByRole('option', { name: contentName }).click();
  await page.keyboard.press('Escape');
  const products = page.getByRole('textbox', { name: 'Products' });
  await products.click();
  await products.fill(productName);
  await page.getByRole('option', { name: productName }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();

  const blocks = page.getByLabel('Blocks');
  await expect(blocks.getByText(contentName)).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(blocks.getByRole('heading', { name: /Calibrate the device/ })).toBeVisible();
  await expect(blocks.getByText(contentName)).toBeVisible();
  await expect(blocks.getByText(productName)).toBeVisible();
});
