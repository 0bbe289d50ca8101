import type { ProductRequirement } from '@qms/shared-api';

/** Test data of the sr-panel tests. */
export function productRequirement(over: Partial<ProductRequirement> = {}): ProductRequirement {
  return {
    sopArtifactId: 'prod-sop',
    sopName: 'Infusion pump',
    sopBlockArtifactId: 'pr-1',
    sopBlockVersionId: 'pv-1',
    sopBlockName: 'Flow accuracy',
    sopBlockDescription: '<p>The pump delivers within 5 %.</p>',
    sopBlockProductIds: ['p-1'],
    sopBlockTestable: true,
    sopBlockAcceptanceCriterion: '±5 % at 10 ml/h',
    sopBlockTestMethodReference: 'TM-12',
    sopBlockStatisticalRequirements: '95/95',
    sopBlockSampleSize: '30',
    sopBlockReferences: 'IEC 60601-2-24',
    ...over,
  };
}
