// Pins the statistics formulas of spec 3 §3 on a fixture with every case (ADR 0077).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applicabilityWarnings,
  evidenceCounts,
  evidenceStateOf,
  evidenceStates,
  regulationStatistics,
  share,
  sumStatistics,
  type AssessedRequirement,
} from './statistics';

const r = (
  applicability: AssessedRequirement['applicability'],
  targets: string[] = [],
  actual: string[] = [],
  reason = '',
): AssessedRequirement => ({
  applicability,
  applicabilityReason: reason,
  targetArtifactIds: targets,
  actualArtifactIds: actual,
});

describe('regulation statistics', () => {
  it('derives each warning', () => {
    assert.deepEqual(applicabilityWarnings(r('NOT_DEFINED')), ['NOT_DEFINED']);
    assert.deepEqual(applicabilityWarnings(r('NOT_APPLICABLE', [], [], 'out of scope')), []);
    assert.deepEqual(applicabilityWarnings(r('NOT_APPLICABLE')), ['NOT_APPLICABLE_WITHOUT_REASON']);
    assert.deepEqual(applicabilityWarnings(r('NOT_APPLICABLE', ['p1'], [], 'x')), [
      'NOT_APPLICABLE_WITH_EVIDENCE',
    ]);
    assert.deepEqual(applicabilityWarnings(r('NOT_APPLICABLE', [], ['p1'])), [
      'NOT_APPLICABLE_WITH_EVIDENCE',
      'NOT_APPLICABLE_WITHOUT_REASON',
    ]);
    assert.deepEqual(applicabilityWarnings(r('APPLICABLE')), ['APPLICABLE_WITHOUT_EVIDENCE']);
    assert.deepEqual(applicabilityWarnings(r('APPLICABLE', ['p1'])), []);
    assert.deepEqual(applicabilityWarnings(r('INFORMATION')), []);
  });

  it('counts evidence as confirmed (target and implemented), unconfirmed (target only), deprecated (implemented only)', () => {
    assert.deepEqual(evidenceCounts(r('APPLICABLE', ['p1', 'p2', 't1'], ['p1', 'x'])), {
      confirmed: 1,
      unconfirmed: 2,
      deprecated: 1,
    });
  });

  it('computes every count and the derived totals', () => {
    const s = regulationStatistics(10, [
      r('APPLICABLE', ['p1'], ['p1']), // applicable without warning, 1 confirmed
      r('APPLICABLE', ['p1', 'p2'], ['p2', 'p3']), // without warning, 1 confirmed, 1 unconfirmed, 1 deprecated
      r('APPLICABLE'), // applicable with warning
      r('NOT_APPLICABLE', [], [], 'why'), // not applicable without warning
      r('NOT_APPLICABLE'), // with warning (no reason)
      r('NOT_APPLICABLE', ['p9'], [], 'why'), // with warning (evidence), 1 unconfirmed
      r('INFORMATION'),
      r('NOT_DEFINED'),
    ]);
    assert.deepEqual(s, {
      totalRequirements: 10,
      notDefinedCount: 3, // 10 − 3 applicable − 3 not applicable − 1 information (2 never assessed + 1 explicit)
      notApplicableCount: 3,
      informationCount: 1,
      applicableCount: 3,
      notApplicableWarningCount: 2,
      notApplicableWithoutWarningCount: 1,
      infoWarningCount: 0,
      applicableWarningCount: 1,
      applicableWithoutWarningCount: 2,
      unconfirmedEvidenceCount: 2,
      confirmedEvidenceCount: 2,
      deprecatedEvidenceCount: 1,
      warningCount: 3, // 2 + 0 + 1
      validCount: 4, // 3 + 1 + 3 − 3
      evidenceSubtotal: 3, // 2 unconfirmed + 1 deprecated
      evidenceCount: 5, // 2 confirmed + 3
    });
  });

  it('counts an unassessed regulation as not defined, and sums regulations', () => {
    const a = regulationStatistics(4, []);
    assert.equal(a.notDefinedCount, 4);
    assert.equal(a.validCount, 0);
    const b = regulationStatistics(2, [r('APPLICABLE', ['p'], ['p'])]);
    const sum = sumStatistics([a, b]);
    assert.equal(sum.totalRequirements, 6);
    assert.equal(sum.notDefinedCount, 5);
    assert.equal(sum.validCount, 1);
    assert.equal(sum.evidenceCount, 1);
  });

  it('turns counts into bar shares', () => {
    assert.equal(share(1, 4), 25);
    assert.equal(share(3, 0), 0);
  });

  it('counts template contents and product requirements as targets for the warnings, not as evidence', () => {
    const withContent = { ...r('APPLICABLE'), otherTargetIds: ['tc1'] };
    assert.deepEqual(applicabilityWarnings(withContent), []);
    assert.deepEqual(
      applicabilityWarnings({ ...r('NOT_APPLICABLE', [], [], 'why'), otherTargetIds: ['b1'] }),
      ['NOT_APPLICABLE_WITH_EVIDENCE'],
    );
    assert.deepEqual(evidenceCounts(withContent), { confirmed: 0, unconfirmed: 0, deprecated: 0 });
    const s = regulationStatistics(1, [withContent]);
    assert.equal(s.applicableWithoutWarningCount, 1);
    assert.equal(s.evidenceCount, 0);
  });

  it('gives each process or template its evidence state, INFORMATION_ONLY by default', () => {
    const states = evidenceStates(['p1', 'p2'], ['p1', 'p3']);
    assert.deepEqual(states, {
      p1: 'IMPLEMENTED',
      p2: 'NOT_IMPLEMENTED',
      p3: 'IMPLEMENTED_BUT_NOT_REQUIRED',
    });
    assert.equal(evidenceStateOf(states, 'p4'), 'INFORMATION_ONLY');
    assert.equal(evidenceStateOf(states, 'p2'), 'NOT_IMPLEMENTED');
    // the counts follow the states one to one
    assert.deepEqual(evidenceCounts(r('APPLICABLE', ['p1', 'p2'], ['p1', 'p3'])), {
      confirmed: 1,
      unconfirmed: 1,
      deprecated: 1,
    });
  });
});
