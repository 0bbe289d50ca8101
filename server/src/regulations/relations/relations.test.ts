import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type {
  RelationReleaseDetail,
  RelationReleaseList,
  RequirementSearchResult,
} from '@qms/shared-api/contract';
import { createTenant, startTestApp, type TestContext, type TestTenant } from '../../../test/helpers';
import { importCatalog } from '../oscal/oscal.import';
import { parseReferenceCatalog } from '../references/references.repository';
import { importRelations, InvalidRelationCatalogueError, parseRelationCatalogue } from './relations.import';

// An open catalog with two controls (ac-1, ac-2), ac-2 with a statement item; number given like `--number`.
const catalog = {
  catalog: {
    uuid: '5f7e3a5c-2b0f-4f57-9d8a-6b1f1a8e2c11',
    metadata: { title: 'Relations Test Standard', version: '1', 'oscal-version': '1.1.2' },
    groups: [
      {
        id: 'ac',
        title: 'Access Control',
        controls: [
          { id: 'ac-1', title: 'Policy' },
          {
            id: 'ac-2',
            title: 'Account Management',
            parts: [{ id: 'ac-2_smt', name: 'statement', prose: 'Manage accounts.' }],
          },
        ],
      },
    ],
  },
};

const catalogue = (relations: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    relationReleases: [
      { id: 'REL-1', regulation: { number: 'RT 1' }, status: 'DRAFT', ruleVersion: '7', relations, ...extra },
    ],
  });
const ac2 = {
  requirementKey: 'ac-2',
  linkedProcessIds: ['SPR-014'],
  templateContentIds: ['STC-021', 'STC-022', 'STC-023', 'STC-024'],
  sopContentIds: ['SSC-005'],
  termIds: [' Account Manager'],
  references: 'AC-6',
};

describe('SR relations: import, routes, requirement search', () => {
  let t: TestContext;
  let acme: TestTenant;
  let regulationId: string;
  let keyId: Map<string, string>;
  const get = async <T>(url: string, status = 200) => {
    const response = await t.as(acme.viewer, { method: 'GET', url });
    assert.equal(response.statusCode, status, response.body);
    return response.json() as T;
  };
  const search = async (payload: object) => {
    const response = await t.as(acme.viewer, { method: 'POST', url: '/sr-api/requirements', payload });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as RequirementSearchResult).requirements.map((r) => r.key);
  };

  before(async () => {
    t = await startTestApp();
    acme = await createTenant(t.database, 'Acme');
    ({ regulationId } = await importCatalog(t.database.db, catalog, {
      importedBy: 'test',
      source: 'test',
      number: 'RT 1',
    }));
    const detail = await t.as(acme.viewer, { method: 'GET', url: `/sr-api/regulations/${regulationId}` });
    keyId = new Map(
      (detail.json() as { requirements: { key: string; id: string }[] }).requirements.map((r) => [
        r.key,
        r.id,
      ]),
    );
  });
  after(() => t.close());

  it('imports a release idempotently and serves it by regulation and by id', async () => {
    const parsed = parseRelationCatalogue(
      catalogue([ac2, { requirementKey: 'ac-1', sopContentIds: ['SSC-001'] }]),
    );
    const first = await importRelations(t.database.db, parsed);
    assert.deepEqual(first, [{ releaseId: 'REL-1', regulationId, created: true, relations: 2 }]);
    const second = await importRelations(t.database.db, parsed);
    assert.deepEqual(second, [{ releaseId: 'REL-1', regulationId, created: false, relations: 2 }]);

    const releases = await get<RelationReleaseList>(`/sr-api/relations?regulationId=${regulationId}`);
    assert.deepEqual(releases, [{ id: 'REL-1', regulationId, status: 'DRAFT', ruleVersion: '7' }]);
    const detail = await get<RelationReleaseDetail>('/sr-api/relations/REL-1');
    assert.deepEqual(detail.release, releases[0]);
    assert.deepEqual(Object.keys(detail.relations).sort(), [keyId.get('ac-1'), keyId.get('ac-2')].sort());
    assert.deepEqual(detail.relations[keyId.get('ac-2')!], {
      requirementId: keyId.get('ac-2'),
      ruleIds: [],
      templateContentIds: ['STC-021', 'STC-022', 'STC-023', 'STC-024'],
      roleIds: [],
      reportIds: [],
      termIds: ['account manager'],
      sopContentIds: ['SSC-005'],
      linkedProcessIds: ['SPR-014'],
      sopContentLinkedProcessIds: [],
      templateContentLinkedProcessIds: [],
      references: 'AC-6',
    });
  });

  it('a re-import replaces the relations of a release; a RELEASED release is listed first', async () => {
    await importRelations(t.database.db, parseRelationCatalogue(catalogue([ac2])));
    const detail = await get<RelationReleaseDetail>('/sr-api/relations/REL-1');
    assert.deepEqual(Object.keys(detail.relations), [keyId.get('ac-2')]);
    await importRelations(
      t.database.db,
      parseRelationCatalogue(
        JSON.stringify({
          relationReleases: [
            {
              id: 'REL-2',
              regulation: { catalogIdentity: 'title#Relations Test Standard' },
              status: 'RELEASED',
            },
          ],
        }),
      ),
    );
    const releases = await get<RelationReleaseList>(`/sr-api/relations?regulationId=${regulationId}`);
    assert.deepEqual(
      releases.map((r) => r.id),
      ['REL-2', 'REL-1'],
    );
  });

  it('POST /sr-api/requirements finds requirements through the relations', async () => {
    assert.deepEqual(await search({ templateContentIds: ['STC-023'] }), ['ac-2']);
    assert.deepEqual(await search({ sopContentIds: ['SSC-005', 'SSC-999'] }), ['ac-2']);
    // a term is named by its text, in any case (srTermId)
    assert.deepEqual(await search({ termIds: ['Account manager'] }), ['ac-2']);
    assert.deepEqual(await search({ templateContentIds: ['STC-001'] }), []);
    // union with the requirements named by id
    assert.deepEqual(
      await search({
        requirementIdsPerRegulation: { [regulationId]: [keyId.get('ac-1')] },
        termIds: ['account manager'],
      }),
      ['ac-1', 'ac-2'],
    );
  });

  it('refuses a relation without a requirement, an unknown key, and skips a regulation not imported', async () => {
    assert.throws(
      () => parseRelationCatalogue(catalogue([{ templateContentIds: ['STC-001'] }])),
      (error: Error) =>
        error instanceof InvalidRelationCatalogueError && /requirement has no relation$/.test(error.message),
    );
    assert.throws(() => parseRelationCatalogue(catalogue([ac2, ac2])), /requirement ac-2 twice/);
    await assert.rejects(
      importRelations(t.database.db, parseRelationCatalogue(catalogue([{ requirementKey: 'zz-9' }]))),
      /has no requirement zz-9/,
    );
    // nothing written: REL-1 still has its relation
    const detail = await get<RelationReleaseDetail>('/sr-api/relations/REL-1');
    assert.equal(Object.keys(detail.relations).length, 1);
    assert.deepEqual(
      await importRelations(
        t.database.db,
        parseRelationCatalogue(
          JSON.stringify({ relationReleases: [{ id: 'X', regulation: { number: 'Nope' } }] }),
        ),
      ),
      [{ releaseId: 'X', skipped: 'regulation Nope not imported' }],
    );
    await get('/sr-api/relations/X', 404);
    await get('/sr-api/relations?regulationId=unknown', 404);
  });

  it('the starter catalogue parses, and its relations name only entries of its own lists', () => {
    const text = readFileSync(path.join(import.meta.dirname, '../references/starter-catalogue.json'), 'utf8');
    const lists = parseReferenceCatalog(text);
    const { relationReleases } = parseRelationCatalogue(text);
    assert.ok(relationReleases.length >= 2);
    const known = (list: { id: string }[]) => new Set(list.map((e) => e.id));
    const [contents, processes, sops, roles] = [
      known(lists.templateContents),
      known(lists.processes),
      known(lists.sopContents),
      known(lists.roles),
    ];
    for (const release of relationReleases)
      for (const r of release.relations) {
        r.templateContentIds.forEach((id) => assert.ok(contents.has(id), id));
        r.linkedProcessIds.forEach((id) => assert.ok(processes.has(id), id));
        r.sopContentIds.forEach((id) => assert.ok(sops.has(id), id));
        r.roleIds.forEach((id) => assert.ok(roles.has(id), id));
      }
  });
});
