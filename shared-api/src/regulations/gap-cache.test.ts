import { withAssessment } from './gap-cache';
import { assessment, gapListFixture } from './gap.fixtures';

describe('withAssessment', () => {
  it('replaces the assessment of that requirement and leaves the others as they were', () => {
    const list = gapListFixture();
    const changed = assessment('r41', { actualSopArtifactIds: ['sop-1'], dbVersion: 7 });
    const next = withAssessment(list, changed);
    expect(next.qmsRequirements.find((q) => q.requirementId === 'r41')).toBe(changed);
    const others = (l: typeof list) => l.qmsRequirements.filter((q) => q.requirementId !== 'r41');
    expect(others(next)).toEqual(others(list));
    expect(next.requirements).toBe(list.requirements);
  });

  it('ignores an assessment of another regulation or of a requirement the list does not hold', () => {
    const list = gapListFixture();
    expect(withAssessment(list, assessment('r41', { regulationId: 'reg-other' }))).toBe(list);
    expect(withAssessment(list, assessment('unknown'))).toBe(list);
  });
});
