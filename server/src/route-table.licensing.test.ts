// Generated licensing check: every route of the route table — today's and any added later — is called by users
// without the SR_LICENSED role while a VIEW_LICENSED regulation exists, and no answer may carry its text.
// A licensed user's answer does carry it (so the marker would be found if it leaked).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SR_LICENSED, type RegulationDetail } from '@qms/shared-api/contract';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../test/helpers';
import { fixturesFor, label, toRequest } from '../test/route-requests';
import { examplesOf } from '../test/route-examples';
import { routeTable } from './route-table';
import { exampleRegulation, LICENSED_MARKER } from '../test/fixtures/example-regulation';

describe('licensed requirement text never reaches an unlicensed user (every route)', () => {
  let t: TestContext;
  let tenant: TestTenant;
  let regulationId: string;

  before(async () => {
    t = await startTestApp();
    tenant = await createTenant(t.database, 'Licensing');
    ({ regulationId } = await exampleRegulation(fixturesFor(t.database, tenant)));
  });
  after(() => t.close());

  it('a licensed user does get the text (the marker is findable)', async () => {
    const licensed = { ...tenant.viewer, roles: [...tenant.viewer.roles, SR_LICENSED] };
    const response = await t.as(licensed, { method: 'GET', url: `/sr-api/regulations/${regulationId}` });
    assert.equal(response.statusCode, 200);
    assert.ok(response.body.includes(LICENSED_MARKER));
  });

  it('an unlicensed user sees the headings, and every other requirement without text', async () => {
    const response = await t.as(tenant.viewer, { method: 'GET', url: `/sr-api/regulations/${regulationId}` });
    const detail = response.json() as RegulationDetail;
    assert.deepEqual(
      detail.requirements.map((r) => [r.type, r.text === null, r.contentVisible]),
      [
        ['HEADING', false, true],
        ['TEXT', true, false],
        ['TEXT', true, false],
        ['TEXT', true, false],
      ],
    );
    assert.equal(detail.requirements[0]!.text, 'General');
  });

  it('the gap list, its head and gap-list.csv carry the text for a licensed user only', async () => {
    const licensed = { ...tenant.admin, roles: [...tenant.admin.roles, SR_LICENSED] };
    const gapList = { method: 'GET' as const, url: `/qms-api/qms-regulations/${regulationId}/gap-list` };
    const csv = { method: 'GET' as const, url: `/qms-api/qms-regulations/csv-export/${regulationId}` };
    // the head (first rows before the whole list): the text of the control in its first 2 rows
    const head = {
      method: 'GET' as const,
      url: `/qms-api/qms-regulations/${regulationId}/gap-list/head?limit=2`,
    };
    assert.ok((await t.as(licensed, gapList)).body.includes(LICENSED_MARKER));
    assert.ok((await t.as(licensed, head)).body.includes(LICENSED_MARKER));
    assert.ok((await t.as(licensed, csv)).body.includes(LICENSED_MARKER));
    assert.ok(!(await t.as(tenant.admin, gapList)).body.includes(LICENSED_MARKER));
    assert.ok(!(await t.as(tenant.admin, head)).body.includes(LICENSED_MARKER));
    assert.ok(!(await t.as(tenant.viewer, head)).body.includes(LICENSED_MARKER));
    assert.equal((await t.as(tenant.admin, csv)).statusCode, 403);
  });

  for (const route of routeTable) {
    for (const who of ['admin', 'viewer'] as const) {
      it(`${label(route)} as an unlicensed ${who}: no licensed text`, async () => {
        const fixtures = fixturesFor(t.database, tenant);
        const { example, seed } = examplesOf(route);
        const request = example ? await example(fixtures) : {};
        if (seed) await seed(fixtures);
        const response = await t.as(tenant[who], toRequest(route, request));
        assert.ok(
          !response.body.includes(LICENSED_MARKER),
          `${label(route)} answered licensed text: ${response.body.slice(0, 300)}`,
        );
      });
    }
  }
});
