// The shared release workflow (change control) as the release scenarios drive it.
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { accessToken, signIn } from './session';
import { demoUsers, type DemoUser } from './suite';

/** Opens a process (by its URL) on its Release Workflow panel; answers the panel. */
export async function openWorkflow(page: Page, url: string): Promise<Locator> {
  await page.goto(url);
  await page.getByRole('tab', { name: 'Release Workflow' }).click();
  const workflow = page.getByRole('region', { name: 'Release Workflow' });
  await expect(workflow.getByRole('heading', { name: 'Release Workflow' })).toBeVisible({ timeout: 30_000 });
  return workflow;
}

/** Another participant in a browser context of their own, signed in on `url`. */
export async function participantPage(browser: Browser, user: DemoUser, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user, url);
  return page;
}

/** Who signs: the e-mail is asked on the first signature of a session only (21 CFR Part 11 §11.200(a)(1)(i)). */
export interface Signer {
  email: string;
  password: string;
}

/** Fills the credentials of an open signature dialog: the e-mail when the dialog asks for it, and the password. */
export async function fillSignature(dialog: Locator, signer: Signer) {
  await expect(dialog.getByLabel('Checking what the signature needs')).toHaveCount(0);
  const email = dialog.getByRole('textbox', { name: 'E-mail' });
  if ((await email.count()) > 0 && (await email.inputValue()) === '') await email.fill(signer.email);
  await dialog.locator('input[type="password"]').fill(signer.password);
}

/** Fills the signature dialog of a decision ('Approved', 'Declined', 'Released') and signs; returns the dialog. */
export async function sign(page: Page, meaning: string, signer: Signer, comment?: string) {
  const dialog = page.getByRole('dialog', { name: `Sign: ${meaning}` });
  await expect(dialog).toBeVisible();
  if (comment !== undefined) await dialog.getByLabel('Comment').fill(comment);
  await fillSignature(dialog, signer);
  await dialog.getByRole('button', { name: 'Sign' }).click();
  return dialog;
}

/** Chooses people in one participant multi-select of the Start Release card (Authors, Approvers, Releaser). */
export async function chooseParticipants(page: Page, workflow: Locator, field: string, names: string[]) {
  await workflow.getByRole('textbox', { name: field }).click();
  for (const name of names) await page.getByRole('option', { name, exact: true }).click();
  if (field !== 'Releaser') await page.keyboard.press('Escape');
}

/** Starts the release of a version in DRAFT with a comment and its participants; waits for IN_RELEASE. */
export async function startRelease(
  page: Page,
  workflow: Locator,
  p: { comment: string; authors: string[]; approvers?: string[]; releaser: string },
) {
  await workflow.getByRole('textbox', { name: 'Comment' }).fill(p.comment);
  await chooseParticipants(page, workflow, 'Authors', p.authors);
  if (p.approvers?.length) await chooseParticipants(page, workflow, 'Approvers', p.approvers);
  await chooseParticipants(page, workflow, 'Releaser', [p.releaser]);
  await workflow.getByRole('button', { name: 'Start Release' }).click();
  await expect(workflow.getByText('V1 In review')).toBeVisible();
}

type ApiRelease = {
  dbVersion: number;
  authors: { userId: string; dbVersion: number }[];
  approvers: { userId: string; dbVersion: number }[];
};
const subjectOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

/** A participant signs their approval through the API (their own token and password). */
export async function approveThroughApi(
  request: APIRequestContext,
  user: DemoUser,
  kind: 'sops' | 'templates',
  versionId: string,
): Promise<ApiRelease> {
  const token = await accessToken(request, user);
  const headers = { authorization: `Bearer ${token}` };
  const cc = `/qms-api/${kind}/v/${versionId}/change-control/release`;
  const { release } = (await (await request.get(cc, { headers })).json()) as { release: ApiRelease };
  const me = subjectOf(token);
  const record = [...release.authors, ...release.approvers].find((p) => p.userId === me)!;
  const approved = await request.put(`${cc}/approve`, {
    headers,
    data: { comment: '', dbVersion: record.dbVersion, password: user.password, email: user.email },
  });
  expect(approved.status(), await approved.text()).toBeLessThan(300);
  return (await approved.json()) as ApiRelease;
}

/**
 * Releases a DRAFT process through the API as the demo tenant must under four-eyes (issue 27.3): the change is
 * described, the admin and the viewer author it and sign, the admin releases it.
 */
export async function releaseProcessThroughApi(
  request: APIRequestContext,
  sop: { artifactId: string; versionId: string },
  changeDescription = 'First release.',
): Promise<void> {
  const adminToken = await accessToken(request, demoUsers.acmeAdmin);
  const viewerToken = await accessToken(request, demoUsers.acmeViewer);
  const headers = { authorization: `Bearer ${adminToken}` };
  const read = await request.get(`/qms-api/sops/sop-artifact-uuid/versions/${sop.versionId}`, { headers });
  const { sop: detail } = (await read.json()) as { sop: { dbVersion: number } };
  const described = await request.put(`/qms-api/sops/${sop.artifactId}/versions/${sop.versionId}`, {
    headers,
    data: { changeDescription, dbVersion: detail.dbVersion },
  });
  expect(described.status(), await described.text()).toBeLessThan(300);
  const cc = `/qms-api/sops/v/${sop.versionId}/change-control/release`;
  const started = await request.post(cc, {
    headers,
    data: {
      comment: 'Release.',
      expectedDecider: subjectOf(adminToken),
      authorUserIds: [subjectOf(adminToken), subjectOf(viewerToken)],
      approverUserIds: [],
    },
  });
  expect(started.status(), await started.text()).toBeLessThan(300);
  await approveThroughApi(request, demoUsers.acmeViewer, 'sops', sop.versionId);
  const release = await approveThroughApi(request, demoUsers.acmeAdmin, 'sops', sop.versionId);
  const completed = await request.put(`${cc}/complete`, {
    headers,
    data: {
      dbVersion: release.dbVersion,
      password: demoUsers.acmeAdmin.password,
      email: demoUsers.acmeAdmin.email,
    },
  });
  expect(completed.status(), await completed.text()).toBeLessThan(300);
}

/** Reverts the user's own decision in the Release Workflow: confirmed with a comment (issue 27.4). */
export async function revertDecision(page: Page, row: Locator, comment: string) {
  await row.getByRole('button', { name: 'Revert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revert your decision' });
  await expect(dialog.getByRole('button', { name: 'Revert' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await dialog.getByRole('button', { name: 'Revert' }).click();
  await expect(dialog).toBeHidden();
}
