import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { SR_LICENSED, type GapList, type GapListHead } from '@qms/shared-api/contract';
import {
  createTenant,
  errorMessageOf,
  startTestApp,
  type TestContext,
  type TestTenant,
} from '../../../test/helpers';
import { fixturesFor } from '../../../test/route-requests';
import { importCatalog } from '../oscal/oscal.import';

/** Groups of controls with two statement items each: children continue past most head lengths. */
function catalog(groups: number, controls: number) {
  return {
    catalog: {
      uuid: randomUUID(),
      metadata: { title: `Head standard ${randomUUID()}`, version: '1', 'oscal-version': '1.1.2' },
      groups: Array.from({ length: groups }, (_, g) => ({
        id: `g${g}`,
        title: `Group ${g}`,
        controls: Array.from({ length: controls }, (_, c) => ({
          id: `c${g}-${c}`,
          title: `Control ${g}.${c}`,
          parts: [
            {
              id: `c${g}-${c}_smt`,
              name: 'statement',
              prose: `Shall ${g}.${c}:`,
              parts: ['a', 'b'].map((x) => ({
                id: `c${g}-${c}_smt.${x}`,
                name: 'item',
                props: [{ name: 'label', value: `${x}.` }],
                prose: `item ${x} of ${g}.${c}`,
              })),
            },
            ...(c === 0 ? [{ id: `c${g}-${c}_gdn`, name: 'guidance', prose: 'Some guidance' }] : []),
          ],
        })),
      })),
    },
  };
}

describe('gap list head (GET …/gap-list/head)', () => {
  let t: TestContext;
  let acme: TestTenant;
  let admin: TestTenant['admin'];
  let regulationId: string;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    admin = { ...acme.admin, roles: [...acme.admin.roles, SR_LICENSED] };
    ({ regulationId } = await fixturesFor(t.database, acme).system((tx) =>
      importCatalog(tx, catalog(3, 3), {
        importedBy: 'test',
        source: 'test',
        licenseTypeView: 'VIEW_LICENSED',
      }),
    ));
  });
  after(() => t.close());

  const get = (user: TestTenant['admin'], url: string) =>
    t.as(user, { method: 'GET', url: `/qms-api${url}` });
  const full = async (user = admin) =>
    (await get(user, `/qms-regulations/${regulationId}/gap-list`)).json() as GapList;
  const head = async (limit: number | null, user = admin) => {
    const query = limit === null ? '' : `?limit=${limit}`;
    const response = await get(user, `/qms-regulations/${regulationId}/gap-list/head${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as GapListHead;
  };

  it('is, for every length, the first requirements of the full list with the same values', async () => {
    // an assessment and a deprecated (no longer interpretable) one, so stored rows are in the answers
    const list = await full();
    const control = list.qmsRequirements[1]!;
    const put = await t.as(admin, {
      method: 'PUT',
      url: '/qms-api/qms-requirements',
      payload: {
        requirementId: control.requirementId,
        applicability: 'APPLICABLE',
        notes: 'n',
        dbVersion: 0,
      },
    });
    assert.equal(put.statusCode, 200, put.body);
    const after = await full();
    const total = after.requirements.length;
    assert.ok(total > 20, `${total} requirements`);
    for (let limit = 1; limit <= total + 2; limit++) {
      const h = await head(limit);
      const ids = after.requirements.slice(0, limit).map((r) => r.id);
      assert.deepEqual(h.requirements, after.requirements.slice(0, limit), `requirements at ${limit}`);
      assert.deepEqual(
        h.qmsRequirements,
        after.qmsRequirements.filter((q) => ids.includes(q.requirementId)),
        `assessments at ${limit}`,
      );
      assert.equal(h.requirementCount, total);
      assert.equal(h.minLevel, Math.min(...after.requirements.map((r) => r.level)));
      assert.deepEqual(h.regulation, after.regulation);
      assert.deepEqual(h.qmsRegulation, after.qmsRegulation);
      assert.equal(h.contentVisible, true);
      assert.equal(h.exportAllowed, after.exportAllowed);
      assert.ok(!('statistics' in h));
    }
    // children past the head are listed as in the full list (the first group's children reach past 2 rows)
    const first = await head(2);
    assert.deepEqual(first.requirements[0]!.requirementIds, after.requirements[0]!.requirementIds);
    assert.ok(first.requirements[0]!.requirementIds.length > 1);
  });

  it('defaults to 60 requirements', async () => {
    const total = (await full()).requirements.length;
    assert.equal((await head(null)).requirements.length, Math.min(60, total));
  });

  it('answers 400 with an errorMessage for a limit outside 1..500', async () => {
    for (const limit of ['0', '501', '-1', 'x', '1.5']) {
      const response = await get(admin, `/qms-regulations/${regulationId}/gap-list/head?limit=${limit}`);
      assert.equal(response.statusCode, 400, `limit=${limit}: ${response.body}`);
      assert.ok(errorMessageOf(response), `limit=${limit}: ${response.body}`);
    }
  });

  it('answers 404 for an unknown regulation', async () => {
    const response = await get(admin, `/qms-regulations/unknown-${randomUUID()}/gap-list/head`);
    assert.equal(response.statusCode, 404);
  });

  it('redacts the text as the full list does without the licence', async () => {
    const viewer = acme.viewer;
    const h = await head(6, viewer);
    assert.equal(h.contentVisible, false);
    assert.deepEqual(h.requirements, (await full(viewer)).requirements.slice(0, 6));
    assert.ok(h.requirements.some((r) => r.type !== 'HEADING'));
    for (const r of h.requirements) {
      if (r.type === 'HEADING') continue;
      assert.equal(r.text, null);
      assert.equal(r.hasGuidance, false);
    }
  });
});
