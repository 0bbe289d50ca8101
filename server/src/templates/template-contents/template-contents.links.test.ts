import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Template } from '@qms/shared-api/contract';
import type { CurrentSop } from '../../processes/index';
import { standardFlagOf } from '@qms/shared-api/contract';
import { contentInfo, contentInfoOf, contentLinkIndex } from './template-contents.links';

// Unit fixture with every case (the definitions: docs/manual/template-contents.md). Templates and processes here
// are already the CURRENT versions; which versions count is covered by template-contents.test.ts.
const template = (versionId: string, created: string[], reported: string[] = []): Template => ({
  artifactId: `a-${versionId}`,
  versionId,
  version: 1,
  releaseState: 'RELEASED',
  name: versionId,
  description: '',
  documentKey: '',
  location: '',
  reviewerRoleId: null,
  releaserRoleId: null,
  createdTemplateContentIds: created,
  reportedTemplateContentIds: reported,
  changeDescription: '',
  dbVersion: 0,
});
const sop = (versionId: string, outputs: string[]): CurrentSop => ({
  artifactId: `a-${versionId}`,
  versionId,
  version: 1,
  releaseState: 'RELEASED',
  name: versionId,
  description: '',
  templateArtifactIds: [],
  templateContentIds: [],
  outputContentIds: new Set(outputs),
});

const templates = [
  template('T1', ['both', 'tplOnly', 'multi']),
  template('T2', ['multi'], ['procOnly', 'reportedOnly']),
];
const sops = [sop('P1', ['both', 'procOnly', 'multi'])];

describe('template content validations and link states', () => {
  const cases: [string, string, string[]][] = [
    ['both', 'LINKED_TO_BOTH', []],
    ['none', 'MISSING_BOTH', ['NOT_CREATED_BY_PROCESS', 'NOT_CREATED_BY_TEMPLATE']],
    ['tplOnly', 'MISSING_PROCESS_OUTPUT', ['NOT_CREATED_BY_PROCESS']],
    ['procOnly', 'MISSING_CREATING_TEMPLATE', ['NOT_CREATED_BY_TEMPLATE']],
    ['multi', 'LINKED_TO_BOTH', ['CREATED_BY_MULTIPLE_TEMPLATES']],
    // reporting is not creating
    ['reportedOnly', 'MISSING_BOTH', ['NOT_CREATED_BY_PROCESS', 'NOT_CREATED_BY_TEMPLATE']],
  ];
  for (const [id, linkState, validations] of cases)
    it(`${id}: ${linkState} ${validations.join(', ') || '(no warning)'}`, () => {
      const info = contentInfo(id, templates, sops);
      assert.equal(info.linkState, linkState);
      assert.deepEqual(info.validations, validations);
    });

  it('names the creating, reporting and process versions', () => {
    assert.deepEqual(contentInfo('multi', templates, sops), {
      createdByTemplateVersionIds: ['T1', 'T2'],
      reportedByTemplateVersionIds: [],
      createdBySopVersionIds: ['P1'],
      validations: ['CREATED_BY_MULTIPLE_TEMPLATES'],
      linkState: 'LINKED_TO_BOTH',
    });
    assert.deepEqual(contentInfo('procOnly', templates, sops).reportedByTemplateVersionIds, ['T2']);
  });

  it('a content listed twice by one template counts that template once (not as multiple creators)', () => {
    const info = contentInfo('dup', [template('T9', ['dup', 'dup'], ['dup', 'dup'])], []);
    assert.deepEqual(info.createdByTemplateVersionIds, ['T9']);
    assert.deepEqual(info.reportedByTemplateVersionIds, ['T9']);
    assert.deepEqual(info.validations, ['NOT_CREATED_BY_PROCESS']);
  });

  it('the index built once answers every content like a scan per content (2,000 contents, 500 templates)', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `c${i}`);
    const many = Array.from({ length: 500 }, (_, i) =>
      template(`T${i}`, ids.slice((i * 7) % 2000, ((i * 7) % 2000) + 8), ids.slice(i, i + 2)),
    );
    const procs = Array.from({ length: 50 }, (_, i) => sop(`P${i}`, ids.slice(i * 30, i * 30 + 25)));
    const scan = (id: string) => {
      const creating = many.filter((t) => t.createdTemplateContentIds.includes(id));
      const processes = procs.filter((p) => p.outputContentIds.has(id));
      return {
        created: creating.map((t) => t.versionId),
        reported: many.filter((t) => t.reportedTemplateContentIds.includes(id)).map((t) => t.versionId),
        processes: processes.map((p) => p.versionId),
      };
    };
    const index = contentLinkIndex(many, procs);
    for (const id of ids) {
      const info = contentInfoOf(id, index);
      const expected = scan(id);
      assert.deepEqual(info.createdByTemplateVersionIds, expected.created, id);
      assert.deepEqual(info.reportedByTemplateVersionIds, expected.reported, id);
      assert.deepEqual(info.createdBySopVersionIds, expected.processes, id);
    }
  });

  it('flags a linked content against the standard listed now: changed, removed, or none', () => {
    const standard = [
      { id: 'S1', name: 'Training record', description: 'Evidence.' },
      { id: 'S2', name: 'CAPA record', description: '' },
    ];
    const index = contentLinkIndex(templates, sops, standard);
    const flag = (srId: string | null, name: string, description = '') =>
      contentInfoOf('both', index, { srId, name, description }).standardFlag;
    assert.equal(flag(null, 'Own'), undefined);
    assert.equal(flag('S1', 'Training record', 'Evidence.'), undefined);
    assert.deepEqual(flag('S1', 'Training record', 'Older text'), {
      state: 'CHANGED_IN_STANDARD',
      standardName: 'Training record',
      standardDescription: 'Evidence.',
    });
    assert.deepEqual(flag('S2', 'Capa record'), {
      state: 'CHANGED_IN_STANDARD',
      standardName: 'CAPA record',
      standardDescription: '',
    });
    assert.deepEqual(flag('S9', 'Gone'), {
      state: 'REMOVED_FROM_STANDARD',
      standardName: null,
      standardDescription: null,
    });
    // the same rule as the synchronisation's report; without the standard in the index no flag is computed
    assert.deepEqual(
      standardFlagOf({ srId: 'S9', name: 'Gone', description: '' }, new Map()),
      flag('S9', 'Gone'),
    );
    assert.equal(
      'standardFlag' in
        contentInfoOf('both', contentLinkIndex(templates, sops), { srId: 'S9', name: 'x', description: '' }),
      false,
    );
  });
});
