import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  SR_LICENSED,
  type RegulationDetail,
  type RegulationRequirement,
  type RequirementSearchResult,
} from '@qms/shared-api/contract';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../../test/helpers';
import { importCatalog } from '../oscal/oscal.import';

// An open catalog with a nested group, a control with two-level statement items, an enhancement and a withdrawn one.
const catalog = {
  catalog: {
    uuid: '0b5b1b38-3c1e-4d0a-9f52-0d2f7b7d0a01',
    metadata: { title: 'Open Test Standard', version: '2024', 'oscal-version': '1.1.2' },
    groups: [
      {
        id: 'g',
        title: 'Governance',
        props: [{ name: 'label', value: '1' }],
        controls: [
          {
            id: 'g-1',
            title: 'Policy',
            params: [{ id: 'g-1_prm_1', label: 'organization-defined frequency' }],
            props: [{ name: 'label', value: 'G-1' }],
            parts: [
              {
                id: 'g-1_smt',
                name: 'statement',
                parts: [
                  {
                    id: 'g-1_smt.a',
                    name: 'item',
                    props: [{ name: 'label', value: 'a.' }],
                    prose: 'Review the policy {{ insert: param, g-1_prm_1 }};',
                    parts: [
                      {
                        name: 'item',
                        props: [{ name: 'label', value: '1.' }],
                        prose: 'Record <script>x</script> reviews.',
                      },
                    ],
                  },
                ],
              },
            ],
            controls: [
              { id: 'g-1.1', title: 'Automated review', props: [{ name: 'label', value: 'G-1(1)' }] },
              {
                id: 'g-1.2',
                title: 'Old review',
                props: [
                  { name: 'label', value: 'G-1(2)' },
                  { name: 'status', value: 'withdrawn' },
                ],
                links: [{ href: '#g-1.1', rel: 'incorporated-into' }],
              },
            ],
          },
        ],
      },
    ],
  },
};

describe('standards service: regulation detail, search and filter', () => {
  let t: TestContext;
  let acme: TestTenant;
  let regulationId: string;
  let byKey: Map<string, RegulationRequirement>;

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    ({ regulationId } = await importCatalog(t.database.db, catalog, { importedBy: 'test', source: 'test' }));
    const response = await t.as(acme.viewer, { method: 'GET', url: `/sr-api/regulations/${regulationId}` });
    byKey = new Map((response.json() as RegulationDetail).requirements.map((r) => [r.key, r]));
  });
  after(() => t.close());

  it('answers the tree in document order with children, levels, paragraphs and resolved, sanitised text', async () => {
    const response = await t.as(acme.viewer, { method: 'GET', url: `/sr-api/regulations/${regulationId}` });
    assert.equal(response.statusCode, 200);
    const detail = response.json() as RegulationDetail;
    assert.equal(detail.regulation.title, 'Open Test Standard');
    assert.equal(detail.regulation.version, '2024');
    assert.deepEqual(
      detail.requirements.map((r) => [r.key, r.paragraph, r.level, r.interpretable]),
      [
        ['g', '1', 0, false],
        ['g-1', 'G-1', 1, true],
        ['g-1_smt.a', 'a.', 2, false],
        ['g-1_smt.a/1.', '1.', 3, false],
        ['g-1.1', 'G-1(1)', 2, true],
        ['g-1.2', 'G-1(2)', 2, false],
      ],
    );
    const control = byKey.get('g-1')!;
    assert.deepEqual(control.requirementIds, [
      byKey.get('g-1_smt.a')!.id,
      byKey.get('g-1.1')!.id,
      byKey.get('g-1.2')!.id,
    ]);
    assert.equal(byKey.get('g-1_smt.a/1.')!.interpretedInRequirementId, control.id);
    assert.equal(
      byKey.get('g-1_smt.a')!.text,
      '<p>Review the policy [Assignment: organization-defined frequency];</p>',
    );
    assert.equal(byKey.get('g-1_smt.a/1.')!.text, '<p>Record &lt;script&gt;x&lt;/script&gt; reviews.</p>');
    assert.equal(byKey.get('g-1.2')!.withdrawn, true);
    assert.match(byKey.get('g-1.2')!.text!, /Withdrawn: incorporated into G-1\(1\)\./);
  });

  it('answers 404 for an unknown regulation', async () => {
    const response = await t.as(acme.viewer, { method: 'GET', url: '/sr-api/regulations/nope' });
    assert.equal(response.statusCode, 404);
  });

  it('searches by id per regulation and by text of at least 3 characters', async () => {
    const search = async (body: object) =>
      (
        await t.as(acme.viewer, { method: 'POST', url: '/sr-api/requirements', payload: body })
      ).json() as RequirementSearchResult;
    const byId = await search({
      requirementIdsPerRegulation: { [regulationId]: [byKey.get('g-1.1')!.id, 'not-a-uuid'] },
    });
    assert.deepEqual(
      byId.requirements.map((r) => r.key),
      ['g-1.1'],
    );
    assert.deepEqual(
      byId.regulations.map((r) => r.id),
      [regulationId],
    );
    assert.equal(byId.requirements[0]!.searchResult, true);
    const byText = await search({ searchText: 'REVIEW THE' });
    assert.deepEqual(
      byText.requirements.map((r) => r.key),
      ['g-1_smt.a'],
    );
    assert.deepEqual((await search({ searchText: 're' })).requirements, []);
    // LIKE wildcards are plain characters
    assert.deepEqual((await search({ searchText: '%%%' })).requirements, []);
  });

  it('filters to the named requirements with their ancestors', async () => {
    const response = await t.as(acme.viewer, {
      method: 'POST',
      url: `/sr-api/regulations/${regulationId}/filter`,
      payload: {
        applicableRequirementIds: [byKey.get('g-1_smt.a/1.')!.id],
        infoRequirementIds: [byKey.get('g-1.1')!.id],
      },
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(
      (response.json() as RegulationRequirement[]).map((r) => r.key),
      ['g', 'g-1', 'g-1_smt.a', 'g-1_smt.a/1.', 'g-1.1'],
    );
  });

  it('hides licensed text from search results of unlicensed users and finds it for licensed ones', async () => {
    await importCatalog(
      t.database.db,
      {
        catalog: {
          ...catalog.catalog,
          metadata: { ...catalog.catalog.metadata, title: 'Licensed Test Standard' },
        },
      },
      { importedBy: 'test', source: 'test', licenseTypeView: 'VIEW_LICENSED' },
    );
    const search = async (roles: string[]) =>
      (
        await t.as(
          { ...acme.viewer, roles },
          { method: 'POST', url: '/sr-api/requirements', payload: { searchText: 'review the' } },
        )
      ).json() as RequirementSearchResult;
    assert.equal((await search(acme.viewer.roles)).requirements.length, 1);
    const licensed = await search([...acme.viewer.roles, SR_LICENSED]);
    assert.equal(licensed.requirements.length, 2);
    assert.ok(licensed.requirements.every((r) => r.contentVisible && r.text));
  });

  // issue 28 (ADR 0137): Template Content Detail names a linked requirement by number and title. The catalog has no
  // title field: a control's title is the first paragraph of its text (oscal.map.ts), and spec 3 §6 makes the text
  // licensed content. So an unlicensed reader asking for the requirement by id gets its number, not its title.
  it("keeps a licensed control's title, the first paragraph of its text, from unlicensed readers asking by id", async () => {
    const { regulationId: licensedId } = await importCatalog(
      t.database.db,
      {
        catalog: {
          ...catalog.catalog,
          uuid: '0b5b1b38-3c1e-4d0a-9f52-0d2f7b7d0a02',
          metadata: { ...catalog.catalog.metadata, title: 'Licensed Titles Standard' },
        },
      },
      { importedBy: 'test', source: 'test', licenseTypeView: 'VIEW_LICENSED' },
    );
    const licensedViewer = { ...acme.viewer, roles: [...acme.viewer.roles, SR_LICENSED] };
    const tree = (
      await t.as(licensedViewer, { method: 'GET', url: `/sr-api/regulations/${licensedId}` })
    ).json() as RegulationDetail;
    const control = tree.requirements.find((r) => r.key === 'g-1')!;
    const byId = async (viewer: typeof acme.viewer) => {
      const response = await t.as(viewer, {
        method: 'POST',
        url: '/sr-api/requirements',
        payload: { requirementIdsPerRegulation: { [licensedId]: [control.id] } },
      });
      assert.equal(response.statusCode, 200, response.body);
      const found = (response.json() as RequirementSearchResult).requirements;
      assert.equal(found.length, 1);
      return { requirement: found[0]!, body: response.body };
    };
    const licensed = await byId(licensedViewer);
    assert.match(licensed.requirement.text ?? '', /^<p><strong>Policy<\/strong><\/p>/);
    const unlicensed = await byId(acme.viewer);
    assert.deepEqual(
      [unlicensed.requirement.paragraph, unlicensed.requirement.text, unlicensed.requirement.contentVisible],
      ['G-1', null, false],
    );
    assert.ok(!unlicensed.body.includes('<strong>Policy'), 'the title is not sent');
  });
});
