import { expect, test } from '@playwright/test';
import { accessToken, signIn } from '../support/session';
import { demoUsers } from '../support/suite';

test('a viewer sees no admin buttons on Roles', async ({ page }) => {
  await signIn(page, demoUsers.acmeViewer, '/roles');
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Role' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit role / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete role / })).toHaveCount(0);
});

test("the server refuses a viewer's writes even without the UI", async ({ request }) => {
  const token = await accessToken(request, demoUsers.acmeViewer);
  const headers = { authorization: `Bearer ${token}` };
  const roles = (await (await request.get('/qms-api/roles', { headers })).json()) as {
    id: string;
    name: string;
  }[];
  expect(roles.length).toBeGreaterThan(0);

  const create = await request.post('/qms-api/roles', { headers, data: { name: 'Sneaky role' } });
  expect(create.status()).toBe(403);
  expect(((await create.json()) as { errorMessage: string }).errorMessage).toBeTruthy();

  const victim = roles[0]!;
  const update = await request.put(`/qms-api/roles/${victim.id}`, {
    headers,
    data: { ...victim, name: 'Renamed' },
  });
  expect(update.status()).toBe(403);
  const remove = await request.delete(`/qms-api/roles/${victim.id}`, { headers });
  expect(remove.status()).toBe(403);

  const after = (await (await request.get('/qms-api/roles', { headers })).json()) as {
    id: string;
    name: string;
  }[];
  expect(after.find((r) => r.id === victim.id)?.name).toBe(victim.name);
});
