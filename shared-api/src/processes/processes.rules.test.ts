import {
  blockActions,
  blockStateAfter,
  isSelfOrDescendant,
  isTermValidFor,
  latestVersionsOf,
  lookupByArtifact,
  otherProcessesDefiningTerm,
  selectableProcesses,
  sopChildren,
  termDeleteOutcome,
  termDisplayState,
  termEditOutcome,
} from './processes.rules';
import { hasProcessImage } from './qms-config.contract';

const v = (
  artifactId: string,
  version: number,
  releaseState: 'DRAFT' | 'IN_RELEASE' | 'RELEASED' | 'OBSOLETE',
) => ({
  artifactId,
  versionId: `${artifactId}-v${version}`,
  version,
  releaseState,
  name: `${artifactId} V${version}`,
});

describe('block state rules (spec 1 §4)', () => {
  it('edit: UNCHANGED gets a new version, CREATED/UPDATED stay, DELETED is not editable', () => {
    expect(blockStateAfter('UNCHANGED', 'edit')).toBe('UPDATED');
    expect(blockStateAfter('CREATED', 'edit')).toBe('CREATED');
    expect(blockStateAfter('UPDATED', 'edit')).toBe('UPDATED');
    expect(blockStateAfter('DELETED', 'edit')).toBeNull();
  });
  it('delete: UNCHANGED is marked, CREATED removed, UPDATED reverted, DELETED refused', () => {
    expect(blockStateAfter('UNCHANGED', 'delete')).toBe('DELETED');
    expect(blockStateAfter('CREATED', 'delete')).toBe('REMOVED');
    expect(blockStateAfter('UPDATED', 'delete')).toBe('UNCHANGED');
    expect(blockStateAfter('DELETED', 'delete')).toBeNull();
  });
  it('undo: only DELETED, back to UNCHANGED', () => {
    expect(blockStateAfter('DELETED', 'undo')).toBe('UNCHANGED');
    expect(blockStateAfter('CREATED', 'undo')).toBeNull();
  });
  it('offers the actions of §4', () => {
    expect(blockActions('UNCHANGED')).toEqual({
      canEdit: true,
      canNewVersion: true,
      canDelete: true,
      canRevert: false,
      canUndo: false,
    });
    expect(blockActions('DELETED').canUndo).toBe(true);
    expect(blockActions('UPDATED').canDelete).toBe(false);
    expect(blockActions('UPDATED').canRevert).toBe(true);
  });
});

describe('term rules (spec 1 §4)', () => {
  it('is valid from its creating version until (not including) the replacing one', () => {
    const term = { sopVersionCreated: 2, sopVersionReplaced: 4 };
    expect([1, 2, 3, 4, 5].map((n) => isTermValidFor(term, n))).toEqual([false, true, true, false, false]);
    expect(isTermValidFor({ sopVersionCreated: 1, sopVersionReplaced: null }, 9)).toBe(true);
  });
  it('derives the display state', () => {
    const draft3 = { version: 3, releaseState: 'DRAFT' as const };
    expect(termDisplayState({ versionId: 'a', version: 1, sopVersionCreated: 3 }, draft3)).toBe('new');
    expect(termDisplayState({ versionId: 'a', version: 2, sopVersionCreated: 3 }, draft3)).toBe('changed');
    expect(termDisplayState({ versionId: 'a', version: 1, sopVersionCreated: 2 }, draft3)).toBe('unchanged');
    expect(
      termDisplayState({ versionId: 'a', version: 1, sopVersionCreated: 2 }, draft3, new Set(['a'])),
    ).toBe('deleted');
    // a released version shows nothing as new
    expect(
      termDisplayState(
        { versionId: 'a', version: 1, sopVersionCreated: 3 },
        { version: 3, releaseState: 'RELEASED' },
      ),
    ).toBe('unchanged');
  });
  it('edits an unchanged term through a new version, reverts a changed one', () => {
    expect(termEditOutcome('unchanged')).toBe('new-version');
    expect(termEditOutcome('new')).toBe('update');
    expect(termEditOutcome('deleted')).toBeNull();
    expect(termDeleteOutcome('changed')).toBe('revert');
    expect(termDeleteOutcome('new')).toBe('remove');
    expect(termDeleteOutcome('unchanged')).toBe('mark-deleted');
    expect(termDeleteOutcome('deleted')).toBeNull();
  });
});

describe('lookups (spec 1 §4)', () => {
  const versions = [
    v('a', 1, 'RELEASED'),
    v('a', 2, 'DRAFT'),
    v('b', 1, 'OBSOLETE'),
    v('b', 2, 'DRAFT'),
    v('c', 1, 'OBSOLETE'),
  ];
  it('selectable processes skip OBSOLETE and prefer RELEASED per artifact', () => {
    expect(selectableProcesses(versions).map((s) => s.versionId)).toEqual(['a-v1', 'b-v2']);
  });
  it('lookup by artifact: released, then any, then Loading...', () => {
    expect(lookupByArtifact(versions, 'a').name).toBe('a V1');
    expect(lookupByArtifact(versions, 'c').name).toBe('c V1');
    expect(lookupByArtifact(versions, 'x').name).toBe('Loading...');
  });
  it('latest versions: newest released and newer', () => {
    const list = [v('a', 1, 'OBSOLETE'), v('a', 2, 'RELEASED'), v('a', 3, 'DRAFT')];
    expect(latestVersionsOf(list).map((s) => s.version)).toEqual([2, 3]);
    expect(latestVersionsOf([v('a', 1, 'DRAFT')]).map((s) => s.version)).toEqual([1]);
  });
});

describe('tree', () => {
  const artifacts = [
    { artifactId: 'p', parentArtifactId: null, orderedArtifactIds: ['c2', 'c1'] },
    { artifactId: 'c1', parentArtifactId: 'p', orderedArtifactIds: [] },
    { artifactId: 'c2', parentArtifactId: 'p', orderedArtifactIds: [] },
    { artifactId: 'c3', parentArtifactId: 'p', orderedArtifactIds: [] },
    { artifactId: 'q', parentArtifactId: null, orderedArtifactIds: [] },
    { artifactId: 'g', parentArtifactId: 'c1', orderedArtifactIds: [] },
  ];
  it('orders children by the parent order, unknown ones last', () => {
    const children = sopChildren(artifacts, ['q', 'p']);
    expect(children.get('')).toEqual(['q', 'p']);
    expect(children.get('p')).toEqual(['c2', 'c1', 'c3']);
  });
  it('detects cycles', () => {
    expect(isSelfOrDescendant(artifacts, 'p', 'g')).toBe(true);
    expect(isSelfOrDescendant(artifacts, 'p', 'p')).toBe(true);
    expect(isSelfOrDescendant(artifacts, 'c1', 'q')).toBe(false);
  });
});

it('lists the other processes defining a term, ignoring case', () => {
  const entries = [
    { term: 'CAPA', sopArtifactId: 'a', sopName: 'A', sopVersionId: 'a1' },
    { term: 'capa ', sopArtifactId: 'b', sopName: 'B', sopVersionId: 'b1' },
    { term: 'Audit', sopArtifactId: 'c', sopName: 'C', sopVersionId: 'c1' },
  ];
  expect(otherProcessesDefiningTerm('Capa', 'a', entries).map((e) => e.sopName)).toEqual(['B']);
});

it('shows the process image only above 850 characters', () => {
  expect(hasProcessImage('x'.repeat(850))).toBe(false);
  expect(hasProcessImage('x'.repeat(851))).toBe(true);
  expect(hasProcessImage(null)).toBe(false);
});
