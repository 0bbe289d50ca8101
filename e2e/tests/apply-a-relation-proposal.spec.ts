import { expect, test, type APIRequestContext } from '@playwright/test';
import { accessToken, signIn } from '../support/session';
import { demoUsers } from '../support/suite';

// The operator imported SP 800-53 Rev. 5 (`sr:import`) and then the starter catalogue's SR relations
// (`sr:import-references`) before the server started (support/regulations.ts): AC-2 relates to the SR process
// 'Access and account management' (SPR-014) and four account-management template contents (STC-021..024).
// Globex, so the Acme scenarios' gap lists stay as they are.
const REV5 =
  'NIST Special Publication 800-53 Revision 5: Security and Privacy Controls for Federal Information Systems and Organizations';

interface Assessment {
  requirementId: string;
  targetSopArtifactIds: string[];
  templateContentIds: string[];
}

async function api(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await accessToken(request, demoUsers.globexAdmin)}` };
  const json = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as T;
  };
  return { headers, json };
}

test('an admin applies the relation proposals of SP 800-53 AC-2 on the gap list with one click each', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { headers, json } = await api(request);
  const regulations = await json<{ id: string; title: string }[]>(
    await request.get('/sr-api/regulations', { headers }),
  );
  const regulationId = regulations.find((r) => r.title === REV5)!.id;
  const releases = await json<{ id: string }[]>(
    await request.get(`/sr-api/relations?regulationId=${regulationId}`, { headers }),
  );
  expect(releases.map((r) => r.id)).toContain('SRR-SP800-53-R5-1');

  // the tenant's own counterparts: the standard's template contents (Synchronize) and a process linked to SPR-014
  await json(await request.post('/qms-api/template-contents/synchronize', { headers }));
  const contents = await json<{ id: string; name: string; srId: string | null }[]>(
    await request.get('/qms-api/template-contents', { headers }),
  );
  const accountRequest = contents.find((c) => c.srId === 'STC-021')!;
  const processName = `Account management ${Date.now()}`;
  const created = await json<{ sop: { artifactId: string; versionId: string; dbVersion: number } }>(
    await request.post('/qms-api/sops', { headers, data: { name: processName, description: '' } }),
  );
  const { artifactId, versionId, dbVersion } = created.sop;
  await json(
    await request.put(`/qms-api/sops/${artifactId}/versions/${versionId}`, {
      headers,
      data: { srProcessIds: ['SPR-014'], dbVersion },
    }),
  );

  await signIn(page, demoUsers.globexAdmin, `/sr-list/${regulationId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Gap list: ${REV5}` })).toBeVisible({
    timeout: 60_000,
  });
  // the first rows show before the whole list; Edit is available once the whole list is there
  await expect(page.getByRole('switch', { name: 'Edit' })).toBeEnabled({ timeout: 60_000 });
  // Mantine's switch input is visually hidden: a user clicks its visible label
  await page.getByRole('main').getByText('Edit', { exact: true }).click();
  await page.evaluate(() => (window.location.hash = 'ac-2'));
  const row = page.locator('[id="requirement-ac-2"]');
  await expect(row).toBeVisible();
  const proposals = row.getByRole('group', { name: 'Proposals for AC-2' });
  await expect(proposals).toBeVisible({ timeout: 30_000 });

  // the process: one click assigns it as target process
  const processChip = proposals.getByRole('checkbox', { name: processName });
  await expect(processChip).not.toBeChecked();
  await proposals.getByText(processName, { exact: true }).click();
  await expect(processChip).toBeChecked();

  // four template contents wait behind the chip
  await proposals.getByRole('button', { name: 'Show 4 proposed Template Contents...' }).click();
  const contentChips = proposals.getByRole('group', { name: 'Proposed template contents' });
  await expect(contentChips.getByRole('checkbox')).toHaveCount(4);
  await contentChips.getByText(accountRequest.name, { exact: true }).click();
  await expect(contentChips.getByRole('checkbox', { name: accountRequest.name })).toBeChecked();

  const stored = async () => {
    const list = await json<Assessment[]>(
      await request.get(`/qms-api/qms-requirements?regulationId=${regulationId}`, { headers }),
    );
    const gap = await json<{ requirements: { id: string; key: string }[] }>(
      await request.get(`/qms-api/qms-regulations/${regulationId}/gap-list`, { headers }),
    );
    const ac2 = gap.requirements.find((r) => r.key === 'ac-2')!.id;
    return list.find((q) => q.requirementId === ac2)!;
  };
  await expect
    .poll(async () => {
      const q = await stored();
      return [q.targetSopArtifactIds, q.templateContentIds];
    })
    .toEqual([[artifactId], [accountRequest.id]]);

  // a second click takes the template content off again
  await contentChips.getByText(accountRequest.name, { exact: true }).click();
  await expect(contentChips.getByRole('checkbox', { name: accountRequest.name })).not.toBeChecked();
  await expect.poll(async () => (await stored()).templateContentIds).toEqual([]);
  expect((await stored()).targetSopArtifactIds).toEqual([artifactId]);
});
