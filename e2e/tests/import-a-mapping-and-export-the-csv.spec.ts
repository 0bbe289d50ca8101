import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { accessToken } from '../support/session';
import { demoUsers } from '../support/suite';
import { readCsv } from '../support/csv';
import { REV4_TO_REV5_WORKBOOK } from '../support/regulations';

// Through the API the screens use: an admin starts a Rev. 4 → Rev. 5 analysis from NIST's comparison workbook
// (both catalogs imported by the operator before the server started), the statistics follow the data README's
// counts, a re-import changes nothing, and the CSV export reads back with the spec 3 §9 layout. The screens'
// scenario (upgrade-an-assessment-to-a-new-revision) clicks the same calls.
const REV4 = 'SP 800-53 Rev. 4';
const REV5 = 'SP 800-53 Rev. 5';

async function adminHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await accessToken(request, demoUsers.acmeAdmin)}` };
}

test("an admin imports NIST's Rev. 4 → Rev. 5 comparison and exports the analysis as CSV", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const headers = await adminHeaders(request);
  const regulations = (await (await request.get('/sr-api/regulations', { headers })).json()) as {
    id: string;
    number: string;
  }[];
  const from = regulations.find((r) => r.number === REV4)!;
  const to = regulations.find((r) => r.number === REV5)!;
  expect(from && to).toBeTruthy();

  const created = await request.post('/qms-api/impact-analyses', {
    headers,
    data: { title: `Rev. 4 → Rev. 5 ${Date.now()}`, regulationIdFrom: from.id, regulationIdTo: to.id },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const workbook = JSON.parse(readFileSync(REV4_TO_REV5_WORKBOOK, 'utf8')) as object;
  const imported = await request.post(`/qms-api/impact-analyses/${id}/import-mapping`, {
    headers,
    data: workbook,
  });
  expect(imported.status()).toBe(200);
  expect(await imported.json()).toMatchObject({
    format: 'nist-comparison-workbook',
    created: 1189,
    unmapped: [],
  });

  const again = await request.post(`/qms-api/impact-analyses/${id}/import-mapping`, {
    headers,
    data: workbook,
  });
  expect(await again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 1189 });

  // the README's counts: 268 new controls have no Rev. 4 side, every Rev. 5 control is mapped
  const detail = (await (await request.get(`/qms-api/impact-analyses/search/${id}`, { headers })).json()) as {
    statistics: {
      numberOfImpact: number;
      numberOfMappedToRequirements: number;
      numberOfMappedFromRequirements: number;
    };
    impacts: { changeType: string }[];
  };
  expect(detail.statistics.numberOfImpact).toBe(1189);
  expect(detail.statistics.numberOfMappedToRequirements).toBe(1189);
  expect(detail.statistics.numberOfMappedFromRequirements).toBe(1189 - 268);
  const count = (type: string) => detail.impacts.filter((i) => i.changeType === type).length;
  expect([count('NEW_REQUIREMENT'), count('DELETED_REQUIREMENT'), count('CHANGE')]).toEqual([268, 90, 340]);
  expect(count('NO_CHANGE') + count('SIMILAR')).toBe(491);

  const csv = await request.get(`/qms-api/impact-analyses/${id}/csv-export`, { headers });
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-disposition']).toBe(
    `attachment; filename="ImpactAnalysis_${from.id}--to--${to.id}.csv"`,
  );
  const text = await csv.text();
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = readCsv(text.slice(1));
  expect(header).toHaveLength(31);
  expect(header!.slice(26)).toEqual(['Change', 'Change Text', 'Impact', 'Impact Text', 'Impact Link']);
  expect(rows).toHaveLength(1189);
  // AC-2 in document order on both sides, its statement items merged into its row
  const ac2 = rows.find((r) => r[13] === 'AC-2')!;
  expect(ac2[0]).toBe('AC-2');
  expect(ac2[14]).toBe('Account Management');
  expect(ac2[16]!.split('\n')).toContain('a.');
  expect(ac2[15]).toMatch(/(^|\n)a\. /);
  expect(ac2[26]).toBe('CHANGE');
  expect(ac2[30]).toMatch(new RegExp(`/impact-analysis/${id}#impact=`));
  // a new Rev. 5 control: no Rev. 4 side
  const newControl = rows.find((r) => r[26] === 'NEW_REQUIREMENT')!;
  expect(newControl[0]).toBe('');
});
