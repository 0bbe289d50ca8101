import type { SopArtifact, SopVersionSummary } from '@qms/shared-api';
import {
  buildProcessTree,
  openNodesStorageKey,
  outline,
  readOpenNodes,
  versionLookup,
  writeOpenNodes,
} from './process-tree';

const artifact = (
  artifactId: string,
  parentArtifactId: string | null,
  order: string[] = [],
): SopArtifact => ({
  artifactId,
  parentArtifactId,
  requirementType: 'QMS',
  orderedArtifactIds: order,
  dbVersion: 0,
});
const sop = (
  artifactId: string,
  version: number,
  releaseState: SopVersionSummary['releaseState'],
  name: string,
) =>
  ({ artifactId, versionId: `${artifactId}-v${version}`, version, releaseState, name }) as SopVersionSummary;

describe('process tree', () => {
  it('orders children per parent and names each process by its released version', () => {
    const artifacts = [
      artifact('p', null, ['c2', 'c1']),
      artifact('c1', 'p'),
      artifact('c2', 'p'),
      artifact('q', null),
    ];
    const sops = [
      sop('p', 1, 'RELEASED', 'Parent released'),
      sop('p', 2, 'DRAFT', 'Parent draft'),
      sop('c1', 1, 'DRAFT', 'Child one'),
      sop('c2', 1, 'DRAFT', 'Child two'),
    ];
    const tree = buildProcessTree(artifacts, sops, ['q', 'p']);
    expect(tree.map((n) => n.name)).toEqual(['Loading...', 'Parent released']);
    expect(tree[1]!.children.map((n) => n.name)).toEqual(['Child two', 'Child one']);
    expect(outline(tree).map((e) => `${e.number} ${e.name}`)).toEqual([
      '1 Loading...',
      '2 Parent released',
      '2.1 Child two',
      '2.2 Child one',
    ]);
  });

  it('keeps the processes of a parent cycle in the tree', () => {
    const tree = buildProcessTree([artifact('a', 'b'), artifact('b', 'a')], []);
    expect(
      outline(tree)
        .map((e) => e.artifactId)
        .sort(),
    ).toEqual(['a', 'b']);
  });

  it('remembers open nodes per tenant', () => {
    writeOpenNodes('t1', ['a', 'b']);
    expect(readOpenNodes('t1')).toEqual(['a', 'b']);
    expect(readOpenNodes('t2')).toEqual([]);
    window.localStorage.setItem(openNodesStorageKey('t3'), '{not json');
    expect(readOpenNodes('t3')).toEqual([]);
  });
});

describe('versionLookup', () => {
  it('gives per artifact its versions and the version the §4 lookup picks, a placeholder for none', () => {
    const sops = [
      sop('a', 1, 'RELEASED', 'A released'),
      sop('b', 1, 'DRAFT', 'B one'),
      sop('a', 2, 'DRAFT', 'A draft'),
      sop('b', 2, 'IN_RELEASE', 'B two'),
    ];
    const { versionsOf, lookup } = versionLookup(sops);
    expect(versionsOf('a').map((v) => v.version)).toEqual([1, 2]);
    expect(versionsOf('missing')).toEqual([]);
    expect(lookup('a').name).toBe('A released');
    expect(lookup('b').name).toBe('B two');
    expect(lookup('missing')).toMatchObject({ artifactId: 'missing', placeholder: true });
  });

  it('names every process of a large tree (2,500) as the per-call lookup does', () => {
    const artifacts = Array.from({ length: 2500 }, (_, i) =>
      artifact(`p${i}`, i < 100 ? null : `p${i % 100}`),
    );
    const sops = artifacts.flatMap((a, i) => [
      sop(a.artifactId, 1, 'RELEASED', `Released ${i}`),
      sop(a.artifactId, 2, 'DRAFT', `Draft ${i}`),
    ]);
    const rows = outline(buildProcessTree(artifacts, sops));
    expect(rows).toHaveLength(2500);
    expect(rows.every((r) => r.name === `Released ${r.artifactId.slice(1)}`)).toBe(true);
  });
});
