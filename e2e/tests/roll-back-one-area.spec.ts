import { expect, test } from '@playwright/test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { e2eRemotesConfig } from '../playwright.config';
import { ROLLBACK_VERSION } from '../support/global-setup';
import { signIn } from '../support/session';
import { demoUsers } from '../support/suite';

test.afterEach(() => rmSync(e2eRemotesConfig, { force: true }));

test('ops roll back one area by editing remotes.json, with nothing rebuilt', async ({ page, request }) => {
  const current = (await (await request.get('/config/remotes.json')).json()) as Record<string, string>;
  expect(current.impact).toContain('/remotes/impact/1.0.0/');

  const loadedImpactVersions = new Set<string>();
  page.on('request', (r) => {
    const m = r.url().match(/\/remotes\/impact\/([^/]+)\//);
    if (m) loadedImpactVersions.add(m[1]!);
  });

  await signIn(page, demoUsers.acmeViewer, '/impact-analysis');
  await expect(page.getByRole('heading', { name: 'Impact Analysis Overview' })).toBeVisible();
  expect([...loadedImpactVersions]).toEqual(['1.0.0']);

  // the rollback: one line of remotes.json points the impact area at the older build
  mkdirSync(path.dirname(e2eRemotesConfig), { recursive: true });
  writeFileSync(
    e2eRemotesConfig,
    JSON.stringify({ ...current, impact: `/remotes/impact/${ROLLBACK_VERSION}/remoteEntry.js` }, null, 2),
  );
  loadedImpactVersions.clear();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Impact Analysis Overview' })).toBeVisible();
  expect([...loadedImpactVersions]).toEqual([ROLLBACK_VERSION]);
  await expect(page.locator(`[data-build-version="${ROLLBACK_VERSION}"]`)).toHaveCount(1);

  // the other areas still load their current build
  const other = new Set<string>();
  page.on('request', (r) => {
    const m = r.url().match(/\/remotes\/templates\/([^/]+)\//);
    if (m) other.add(m[1]!);
  });
  await page.getByRole('link', { name: 'Roles', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  expect([...other]).toEqual(['1.0.0']);
});
