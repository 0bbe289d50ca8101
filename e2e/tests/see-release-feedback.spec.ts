import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { colleague } from '../support/colleagues';
import { openWorkflow, sign } from '../support/release';
import { accessToken, signIn } from '../support/session';
import { demoUsers, type DemoUser } from '../support/suite';

// What a participant sees of the release workflow (issue 27 points 5 and 7), at the 1440×900 of an office screen:
// a green message after each decision, the red one of a wrong password gone after the next success, nothing cut
// off in the 600 px panel, CREATE NEW VERSION disabled while a draft exists (with a link to it), and an obsolete
// version shown as obsolete, the banner naming no draft as the version in force.

test.use({ viewport: { width: 1440, height: 900 } });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const userIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

/** Controls whose text is wider than their box (a button cut to 'Clos', a chip cut to 'APPRO…'). */
function clippedControls(scope: Locator): Promise<string[]> {
  return scope
    .locator('button, .mantine-Button-label, .mantine-Badge-root, .mantine-Badge-label')
    .evaluateAll((elements) => {
      const shown = elements.filter((e) => (e as HTMLElement).offsetParent !== null);
      // a check over nothing would pass for any layout
      if (shown.length === 0) return ['no control found to check'];
      return shown
        .filter((e) => e.scrollWidth > e.clientWidth + 1)
        .map((e) => `${e.textContent ?? ''} (${e.scrollWidth} > ${e.clientWidth})`);
    });
}

/** A process in release: the viewer authors, the admin approves, a second admin releases (four eyes). */
async function processInRelease(request: APIRequestContext, stamp: number) {
  const adminToken = await accessToken(request, demoUsers.acmeAdmin);
  const viewerToken = await accessToken(request, demoUsers.acmeViewer);
  const releaser = await colleague(request, adminToken, `Rhea Releaser ${stamp}`, ['QMS_ADMIN']);
  const created = await request.post('/qms-api/sops', {
    headers: bearer(adminToken),
    data: { name: `Complaint Handling ${stamp}`, description: 'Complaints.' },
  });
  expect(created.status()).toBeLessThan(300);
  const { sop } = (await created.json()) as {
    sop: { artifactId: string; versionId: string; dbVersion: number };
  };
  const described = await request.put(`/qms-api/sops/${sop.artifactId}/versions/${sop.versionId}`, {
    headers: bearer(adminToken),
    data: { changeDescription: 'First issue of the complaint process.', dbVersion: sop.dbVersion },
  });
  expect(described.status(), await described.text()).toBeLessThan(300);
  const releaserToken = await accessToken(request, releaser);
  const started = await request.post(`/qms-api/sops/v/${sop.versionId}/change-control/release`, {
    headers: bearer(adminToken),
    data: {
      comment: 'Ready for review.',
      expectedDecider: userIdOf(releaserToken),
      authorUserIds: [userIdOf(viewerToken)],
      approverUserIds: [userIdOf(adminToken)],
    },
  });
  expect(started.status(), await started.text()).toBeLessThan(300);
  const release = (await started.json()) as { authors: { id: string; dbVersion: number }[] };
  return { sop, viewerToken, releaser, releaserToken, author: release.authors[0]! };
}

/** A signed decision through the API (the other participants of the scenario). */
async function decide(
  request: APIRequestContext,
  versionId: string,
  token: string,
  action: 'approve' | 'complete',
  user: DemoUser,
  body: Record<string, unknown>,
) {
  const answer = await request.put(`/qms-api/sops/v/${versionId}/change-control/release/${action}`, {
    headers: bearer(token),
    data: { comment: '', password: user.password, email: user.email, ...body },
  });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()) as { dbVersion: number };
}

test('a participant sees each decision confirmed, nothing cut off, and an obsolete version as obsolete', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const { sop, viewerToken, releaser, releaserToken, author } = await processInRelease(request, stamp);
  const url = `/processes/${sop.versionId}`;

  // the viewer (author) approves first, so the admin's is the last approval
  await decide(request, sop.versionId, viewerToken, 'approve', demoUsers.acmeViewer, {
    dbVersion: author.dbVersion,
    participantId: author.id,
  });

  // the admin approves: a wrong password is reported in red; the signature that follows clears it
  await signIn(page, demoUsers.acmeAdmin, url);
  let workflow = await openWorkflow(page, url);
  await expect(workflow.getByText('V1 In review')).toBeVisible();
  const adminRow = workflow.getByTestId(`participant-Approvers-${demoUsers.acmeAdmin.name}`);
  await adminRow.getByRole('button', { name: 'Approve' }).click();
  const dialog = await sign(page, 'Approved', { ...demoUsers.acmeAdmin, password: 'not my password' });
  const snackbars = page.getByTestId('snackbar');
  const error = snackbars.filter({ hasText: "Couldn't execute decision" });
  await expect(error).toBeVisible();
  expect(await clippedControls(error)).toEqual([]);
  await dialog.locator('input[type="password"]').fill(demoUsers.acmeAdmin.password);
  await dialog.getByRole('button', { name: 'Sign' }).click();
  await expect(dialog).toBeHidden();
  await expect(snackbars.filter({ hasText: 'Approval signed.' })).toBeVisible();
  await expect(error).toHaveCount(0);
  await expect(adminRow).toContainText('APPROVED');

  // nothing in the panel is cut: the decision chips, Revert, Cancel Release
  expect(await clippedControls(workflow)).toEqual([]);

  // the releaser completes; the admin creates V2 from the released V1 and is told so
  const current = (await (
    await request.get(`/qms-api/sops/v/${sop.versionId}/change-control/release`, {
      headers: bearer(releaserToken),
    })
  ).json()) as { release: { dbVersion: number } };
  await decide(request, sop.versionId, releaserToken, 'complete', releaser, {
    dbVersion: current.release.dbVersion,
  });
  workflow = await openWorkflow(page, url);
  await expect(workflow.getByText('V1 Released')).toBeVisible();
  expect(await clippedControls(workflow)).toEqual([]);
  await workflow.getByRole('button', { name: 'CREATE NEW VERSION' }).click();
  await expect(snackbars.filter({ hasText: 'New version created.' })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`${sop.versionId}$`));
  const v2Url = new URL(page.url()).pathname;

  // back on V1: CREATE NEW VERSION is disabled while V2 is a draft, and links to it instead of failing
  workflow = await openWorkflow(page, url);
  const createNew = workflow.getByRole('button', { name: 'CREATE NEW VERSION' });
  await expect(createNew).toBeDisabled();
  await expect(workflow.getByTestId('new-version-blocked')).toContainText('V2 (In draft) exists already');
  await expect(workflow.getByRole('link', { name: 'Open V2' })).toHaveAttribute('href', v2Url);

  // V1 is made obsolete: its own card with the signature, and no draft named as the version in force
  await workflow.getByRole('button', { name: 'OBSOLETE' }).click();
  await sign(page, 'Made obsolete', demoUsers.acmeAdmin);
  await expect(snackbars.filter({ hasText: 'Version made obsolete.' })).toBeVisible();
  await expect(workflow.getByText('V1 Obsolete')).toBeVisible({ timeout: 30_000 });
  const obsolete = workflow.getByRole('region', { name: 'Obsolete' });
  await expect(obsolete.getByLabel('Made obsolete')).toContainText(`Signed by ${demoUsers.acmeAdmin.name}`);
  await expect(obsolete.getByLabel('Made obsolete')).toContainText('meaning: Made obsolete');
  await expect(workflow.getByRole('region', { name: 'Released' })).toHaveCount(0);
  const banner = page.getByRole('alert').filter({ hasText: 'V1 is obsolete (read-only)' });
  await expect(banner).toContainText('No version of this process is in force.');
  await expect(banner).toContainText('V2 is not released (In draft).');
  await expect(banner).not.toContainText('current version');
  await expect(banner.getByRole('link', { name: 'Open draft V2' })).toHaveAttribute('href', v2Url);
  expect(await clippedControls(workflow)).toEqual([]);
});
