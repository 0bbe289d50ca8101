import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allParticipantsApproved, CHANGE_CONTROL_ERRORS as E } from '@qms/shared-api/contract';
import {
  checkCancel,
  checkComplete,
  checkDecision,
  checkDirectReleaseState,
  checkNewVersion,
  checkStart,
  findDecisionRecord,
  type ParticipantState,
  type ReleaseSnapshot,
} from './state-machine';

const p = (
  id: string,
  userId: string,
  decision: ParticipantState['decision'] = 'OPEN',
): ParticipantState => ({
  id,
  userId,
  decision,
  dbVersion: 0,
});
const release = (over: Partial<ReleaseSnapshot> = {}): ReleaseSnapshot => ({
  state: 'RUNNING',
  dbVersion: 3,
  expectedDecider: 'rita',
  authors: [p('a1', 'ann'), p('a2', 'vic')],
  approvers: [p('p1', 'arno'), p('p2', 'ann')],
  ...over,
});
const approvedAll = () =>
  release({
    authors: [p('a1', 'ann', 'APPROVED')],
    approvers: [p('p1', 'arno', 'APPROVED')],
  });

describe('change-control state machine', () => {
  it('starts only a DRAFT without a running or completed release; a cancelled one does not block', () => {
    assert.equal(checkStart('DRAFT', null), null);
    assert.equal(checkStart('DRAFT', { state: 'CANCELLED' }), null);
    assert.deepEqual(checkStart('DRAFT', { state: 'RUNNING' }), { status: 409, message: E.releaseExists });
    assert.deepEqual(checkStart('RELEASED', { state: 'COMPLETED' }), {
      status: 409,
      message: E.releaseExists,
    });
    for (const state of ['IN_RELEASE', 'RELEASED', 'OBSOLETE'] as const) {
      assert.deepEqual(checkStart(state, null), { status: 409, message: E.versionNotDraft });
    }
  });

  it('"all participants approved" holds only when no author or approver has another decision', () => {
    assert.equal(allParticipantsApproved(approvedAll()), true);
    assert.equal(allParticipantsApproved(release()), false);
    const declined = approvedAll();
    declined.approvers[0]!.decision = 'DECLINED';
    assert.equal(allParticipantsApproved(declined), false);
    assert.equal(allParticipantsApproved({ authors: [], approvers: [] }), true);
  });

  it('completes a running release only by the releaser, at the read dbVersion, when all approved', () => {
    assert.equal(checkComplete(approvedAll(), 3, 'rita'), null);
    assert.deepEqual(checkComplete(release(), 3, 'rita'), { status: 409, message: E.notAllApproved });
    assert.deepEqual(checkComplete(approvedAll(), 3, 'ann'), { status: 403, message: E.completeNotAllowed });
    assert.deepEqual(checkComplete(approvedAll(), 2, 'rita'), { status: 409, message: E.releaseChanged });
    assert.deepEqual(checkComplete(null, 3, 'rita'), { status: 409, message: E.noRunningRelease });
    assert.deepEqual(checkComplete({ ...approvedAll(), state: 'COMPLETED' }, 3, 'rita'), {
      status: 409,
      message: E.noRunningRelease,
    });
  });

  it('cancels only a running release at the read dbVersion', () => {
    assert.equal(checkCancel(release(), 3), null);
    assert.deepEqual(checkCancel(release(), 4), { status: 409, message: E.releaseChanged });
    assert.deepEqual(checkCancel(release({ state: 'CANCELLED' }), 3), {
      status: 409,
      message: E.noRunningRelease,
    });
  });

  it("finds the user's record among the authors first, then the approvers; a named record must be theirs", () => {
    assert.equal((findDecisionRecord(release(), 'ann') as ParticipantState).id, 'a1');
    assert.equal((findDecisionRecord(release(), 'arno') as ParticipantState).id, 'p1');
    assert.equal((findDecisionRecord(release(), 'ann', 'p2') as ParticipantState).id, 'p2');
    assert.deepEqual(findDecisionRecord(release(), 'ann', 'p1'), {
      status: 403,
      message: E.participantNotFound,
    });
    assert.deepEqual(findDecisionRecord(release(), 'rita'), { status: 403, message: E.notParticipant });
  });

  it('approves or declines an OPEN record, reverts a decided one, at the read dbVersion of a running release', () => {
    assert.equal(checkDecision(release(), 'approve', 'vic', 0).refusal, null);
    assert.equal(checkDecision(release(), 'decline', 'vic', 0).participant?.id, 'a2');
    assert.deepEqual(checkDecision(release(), 'revert', 'vic', 0).refusal, {
      status: 409,
      message: E.nothingToRevert,
    });
    const decided = release({ authors: [p('a1', 'ann', 'DECLINED')] });
    assert.equal(checkDecision(decided, 'revert', 'ann', 0).refusal, null);
    assert.deepEqual(checkDecision(decided, 'approve', 'ann', 0).refusal, {
      status: 409,
      message: E.alreadyDecided,
    });
    assert.deepEqual(checkDecision(release(), 'approve', 'vic', 1).refusal, {
      status: 409,
      message: E.participantChanged,
    });
    assert.deepEqual(checkDecision(release({ state: 'COMPLETED' }), 'approve', 'vic', 0).refusal, {
      status: 409,
      message: E.noRunningRelease,
    });
    assert.deepEqual(checkDecision(release(), 'approve', 'rita', 0).refusal, {
      status: 403,
      message: E.notParticipant,
    });
  });

  it('accepts only RELEASED → OBSOLETE as a direct release-state change', () => {
    assert.equal(checkDirectReleaseState('RELEASED', 'OBSOLETE'), null);
    assert.deepEqual(checkDirectReleaseState('DRAFT', 'OBSOLETE'), {
      status: 409,
      message: E.onlyReleasedToObsolete,
    });
    for (const to of ['DRAFT', 'IN_RELEASE', 'RELEASED'] as const) {
      assert.deepEqual(checkDirectReleaseState('RELEASED', to), {
        status: 409,
        message: E.releaseStateByWorkflow,
      });
    }
  });

  it('creates a new version only when no version is DRAFT or IN_RELEASE', () => {
    assert.equal(checkNewVersion([{ releaseState: 'OBSOLETE' }, { releaseState: 'RELEASED' }]), null);
    assert.equal(checkNewVersion([{ releaseState: 'OBSOLETE' }]), null);
    for (const open of ['DRAFT', 'IN_RELEASE'] as const) {
      assert.deepEqual(checkNewVersion([{ releaseState: 'RELEASED' }, { releaseState: open }]), {
        status: 409,
        message: E.unreleasedVersionExists,
      });
    }
  });
});
