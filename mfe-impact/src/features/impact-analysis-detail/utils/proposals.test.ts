import { assessment } from '@qms/shared-api/testing';
import type { SopListResponse } from '@qms/shared-api';
import { proposalsOf, sopNames } from './proposals';

describe('proposals', () => {
  it('unites the targets of the from-requirements and of the to-requirements (interpreter for included ones)', () => {
    const fromQms = new Map([
      [
        'f1',
        assessment('f1', {
          targetSopArtifactIds: ['sop-a'],
          templateContentIds: ['tc-1'],
          targetSopBlockArtifactIds: ['block-1'],
        }),
      ],
      ['f2', assessment('f2', { targetSopArtifactIds: ['sop-a', 'sop-b'] })],
    ]);
    const toQms = new Map([['t1', assessment('t1', { templateContentIds: ['tc-2'] })]]);
    const p = proposalsOf(
      { id: 'i', requirementIdsFrom: ['f1', 'f2.a'], requirementIdsTo: ['t1', 'unknown'] },
      fromQms,
      toQms,
      new Map([['f2.a', 'f2']]),
    );
    expect(p.sopArtifactIds).toEqual(['sop-a', 'sop-b']);
    expect(p.templateContentIds).toEqual(['tc-1', 'tc-2']);
    expect(p.productRequirementIds).toEqual(['block-1']);
  });

  it('names a process after its released version, else its newest', () => {
    const list = {
      sops: [
        { artifactId: 'a', version: 1, releaseState: 'RELEASED', name: 'Released A' },
        { artifactId: 'a', version: 2, releaseState: 'DRAFT', name: 'Draft A' },
        { artifactId: 'b', version: 1, releaseState: 'DRAFT', name: 'B1' },
        { artifactId: 'b', version: 3, releaseState: 'DRAFT', name: 'B3' },
      ],
    } as unknown as SopListResponse;
    expect(sopNames(list)).toEqual(
      new Map([
        ['a', 'Released A'],
        ['b', 'B3'],
      ]),
    );
  });
});
