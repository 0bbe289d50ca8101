// The OSCAL mapping import coded to the model: a small hand-made collection (merging, gaps, both orientations) and
// NIST's rev5 → rev4 collection against the two real catalogs' control ids (walked here, not by the importer).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { InvalidMappingError } from './drafts';
import { draftsFromCollection, orientationFor, parseMappingCollection } from './oscal-mapping';
import {
  COLLECTION,
  loadRegulationData,
  REV4,
  REV5,
  requireRegulationData,
} from '../../../test/regulation-data';

const collection = {
  'mapping-collection': {
    uuid: 'c',
    metadata: { title: 'old to new' },
    mappings: [
      {
        uuid: 'm',
        'source-resource': { type: 'catalog', href: 'old.json' },
        'target-resource': { type: 'catalog', href: 'new.json' },
        maps: [
          {
            uuid: '1',
            relationship: 'equal-to',
            sources: [{ type: 'control', 'id-ref': 'a-1' }],
            targets: [{ type: 'control', 'id-ref': 'a-1' }],
          },
          {
            uuid: '2',
            relationship: 'equivalent',
            sources: [{ type: 'control', 'id-ref': 'a-2' }],
            targets: [{ type: 'control', 'id-ref': 'a-2' }],
          },
          // a-3 splits into b-1 and b-2: two maps sharing a source become one impact
          {
            uuid: '3',
            relationship: 'superset-of',
            sources: [{ type: 'control', 'id-ref': 'a-3' }],
            targets: [{ type: 'control', 'id-ref': 'b-1' }],
          },
          {
            uuid: '4',
            relationship: 'intersects-with',
            sources: [{ type: 'control', 'id-ref': 'a-3' }],
            targets: [{ type: 'control', 'id-ref': 'b-2' }],
            remarks: 'partly',
          },
          {
            uuid: '5',
            relationship: 'no-relationship',
            sources: [{ type: 'control', 'id-ref': 'a-9' }],
            targets: [{ type: 'control', 'id-ref': 'b-9' }],
          },
        ],
        'source-gap-summary': { uuid: 's', 'unmapped-controls': [{ 'with-ids': ['a-4'] }] },
        'target-gap-summary': { uuid: 't', 'unmapped-controls': [{ 'with-ids': ['b-3'] }] },
      },
    ],
  },
};

describe('OSCAL mapping collection', () => {
  const parsed = parseMappingCollection(collection);
  const fromKeys = new Set(['a-1', 'a-2', 'a-3', 'a-4', 'a-9']);
  const toKeys = new Set(['a-1', 'a-2', 'b-1', 'b-2', 'b-3', 'b-9']);

  it('reads the collection forward when its sources are the From regulation', () => {
    assert.equal(orientationFor(parsed, fromKeys, toKeys), 'source-is-from');
    const drafts = draftsFromCollection(parsed, 'source-is-from');
    const byKey = new Map(drafts.map((d) => [d.importKey, d]));
    assert.equal(byKey.get('oscal:a-1>a-1')?.changeType, 'NO_CHANGE');
    assert.equal(byKey.get('oscal:a-2>a-2')?.changeType, 'SIMILAR');
    const split = byKey.get('oscal:a-3>b-1,b-2');
    assert.deepEqual(split?.requirementIdsFrom, ['a-3']);
    assert.deepEqual(split?.requirementIdsTo, ['b-1', 'b-2']);
    assert.equal(split?.changeType, 'CHANGE');
    assert.match(split?.changeDescription ?? '', /a-3 intersects-with b-2: partly/);
    assert.deepEqual(byKey.get('oscal-deleted:a-4')?.requirementIdsTo, []);
    assert.equal(byKey.get('oscal-new:b-3')?.changeType, 'NEW_REQUIREMENT');
    assert.equal(drafts.length, 5, 'no-relationship maps nothing');
  });

  it('reverses a collection that runs from the new edition to the old one', () => {
    assert.equal(orientationFor(parsed, toKeys, fromKeys), 'source-is-to');
    const drafts = draftsFromCollection(parsed, 'source-is-to');
    const split = drafts.find((d) => d.importKey === 'oscal:b-1,b-2>a-3');
    assert.deepEqual(split?.requirementIdsTo, ['a-3']);
    assert.match(split?.changeDescription ?? '', /b-1 subset-of a-3/);
    assert.equal(drafts.find((d) => d.importKey === 'oscal-new:a-4')?.changeType, 'NEW_REQUIREMENT');
    assert.equal(drafts.find((d) => d.importKey === 'oscal-deleted:b-3')?.changeType, 'DELETED_REQUIREMENT');
  });

  it('refuses what does not follow the model', () => {
    assert.throws(() => parseMappingCollection({ catalog: {} }), InvalidMappingError);
    assert.throws(() => parseMappingCollection({ 'mapping-collection': { mappings: [] } }), /no "mappings"/);
    const bad = (map: object) => ({ 'mapping-collection': { mappings: [{ maps: [map] }] } });
    assert.throws(
      () => parseMappingCollection(bad({ relationship: 'similar-to', sources: [], targets: [] })),
      /unknown relationship/,
    );
    assert.throws(
      () =>
        parseMappingCollection(
          bad({ relationship: 'equal-to', sources: [{ type: 'control' }], targets: [] }),
        ),
      /id-ref/,
    );
  });
});

/** Every control id (enhancements nested) of an OSCAL catalog. */
function controlIds(document: unknown): Set<string> {
  const ids = new Set<string>();
  const walk = (node: { groups?: unknown[]; controls?: unknown[]; id?: string }, isControl: boolean) => {
    if (isControl && node.id) ids.add(node.id);
    for (const g of node.groups ?? []) walk(g as typeof node, false);
    for (const c of node.controls ?? []) walk(c as typeof node, true);
  };
  walk((document as { catalog: { groups: unknown[] } }).catalog, false);
  return ids;
}

describe("NIST's rev5 → rev4 mapping collection", () => {
  before(requireRegulationData);
  it('imports reversed into a Rev. 4 → Rev. 5 analysis with one draft per map plus the new controls', () => {
    const rev4 = controlIds(loadRegulationData(REV4));
    const rev5 = controlIds(loadRegulationData(REV5));
    const parsed = parseMappingCollection(loadRegulationData(COLLECTION));
    assert.equal(parsed.maps.length, 740);
    assert.equal(orientationFor(parsed, rev4, rev5), 'source-is-to');
    const drafts = draftsFromCollection(parsed, 'source-is-to');
    const count = (type: string) => drafts.filter((d) => d.changeType === type).length;
    assert.equal(count('NO_CHANGE'), 130);
    assert.equal(count('SIMILAR'), 172);
    assert.equal(count('CHANGE'), 369 + 65 + 4);
    assert.equal(count('NEW_REQUIREMENT'), 268);
    assert.ok(drafts.every((d) => d.requirementIdsFrom.every((id) => rev4.has(id))));
    assert.ok(drafts.every((d) => d.requirementIdsTo.every((id) => rev5.has(id))));
  });
});
