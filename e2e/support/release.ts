// The shared release workflow (change control) as the release scenarios drive it.
import { expect, type Locator, type Page } from '@playwright/test';

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
  await expect(workflow.getByText('V1 IN_RELEASE')).toBeVisible();
}
