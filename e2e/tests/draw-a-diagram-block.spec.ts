import { expect, test } from '@playwright/test';
import { accessToken, signIn } from '../support/session';
import { demoUsers } from '../support/suite';

/**
 * Issue 10: an admin adds a Diagram block to a process and draws it in the REAL draw.io editor (the copy the
 * server hosts under /drawio/, in an iframe, JSON message protocol), saves the block and sees the drawing in the
 * block list — after a reload too, so it is the stored, sanitised SVG that shows.
 */
test('an admin adds a diagram block and draws it in draw.io', async ({ page, request }) => {
  // draw.io is a big app on a shared 2-core machine
  test.setTimeout(180_000);
  const headers = { authorization: `Bearer ${await accessToken(request, demoUsers.acmeAdmin)}` };
  const name = `Sterilisation ${Date.now()}`;
  const created = await request.post('/qms-api/sops', {
    headers,
    data: { name, description: `Purpose of ${name}` },
  });
  expect(created.status()).toBeLessThan(300);
  const { sop } = (await created.json()) as { sop: { artifactId: string; versionId: string } };

  await signIn(page, demoUsers.acmeAdmin, `/processes/${sop.versionId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Diagram' }).click();
  const blocks = page.getByLabel('Blocks');
  await expect(blocks.getByText('No diagram drawn yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Edit block New Diagram' }).click();
  await page.getByRole('button', { name: 'Draw Diagram' }).click();
  const editor = page.frameLocator('iframe[title="Diagram New Diagram"]');
  // the General palette: a click on a shape inserts it into the empty diagram
  const shape = editor.locator('.geSidebarContainer a.geItem').first();
  await expect(shape).toBeVisible({ timeout: 90_000 });
  await shape.click();
  await expect(
    editor.locator('.geDiagramContainer svg g rect, .geDiagramContainer svg g path').first(),
  ).toBeVisible();
  await editor.getByText('Save & Exit', { exact: true }).click();
  await expect(page.locator('iframe[title="Diagram New Diagram"]')).toHaveCount(0);
  // the form now holds the drawing; the block's Save stores it
  await expect(page.getByRole('img', { name: 'Diagram New Diagram' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(blocks.getByRole('img', { name: 'Diagram New Diagram' })).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(blocks.getByRole('img', { name: 'Diagram New Diagram' })).toBeVisible();
  await expect(blocks.getByText('No diagram drawn yet.')).toHaveCount(0);

  // stored: a sanitised SVG that carries the drawing, and its draw.io source so the editor reopens it
  const detail = await request.get(`/qms-api/sops/sop-artifact-uuid/versions/${sop.versionId}`, { headers });
  const { sopBlocks } = (
    (await detail.json()) as {
      sop: { sopBlocks: { type: string; description: string; diagramXml: string }[] };
    }
  ).sop;
  const diagram = sopBlocks.find((b) => b.type === 'DRAWIO')!;
  expect(diagram.description).toContain('<svg');
  expect(diagram.description).not.toMatch(/<script/i);
  expect(diagram.diagramXml).toMatch(/<mxfile|<mxGraphModel/);
});
