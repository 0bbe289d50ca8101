import {
  allParticipantsApproved,
  CHANGE_CONTROL_ERRORS as E,
  ownParticipantRecord,
  type ChangeControlState,
  type ParticipantDecision,
  type ReleaseState,
} from '@qms/shared-api/contract';

// The transitions of spec 1 §4 as pure functions: each returns null when allowed, else the refusal
// ({ status, message }) the route answers. No database here, so every rule is unit-tested (state-machine.test.ts).

export interface Refusal {
  status: 400 | 403 | 409;
  message: string;
}
const conflict = (message: string): Refusal => ({ status: 409, message });
const forbidden = (message: string): Refusal => ({ status: 403, message });

export interface ParticipantState {
  id: string;
  userId: string;
  decision: ParticipantDecision;
  dbVersion: number;
}
export interface ReleaseSnapshot {
  state: ChangeControlState;
  dbVersion: number;
  expectedDecider: string;
  authors: ParticipantState[];
  approvers: ParticipantState[];
}

/** Start: only a DRAFT version, and only while it has no RUNNING or COMPLETED release (cancelled ones are history). */
export function checkStart(
  versionState: ReleaseState,
  current: { state: ChangeControlState } | null,
): Refusal | null {
  if (current && current.state !== 'CANCELLED') return conflict(E.releaseExists);
  if (versionState !== 'DRAFT') return conflict(E.versionNotDraft);
  return null;
}

function checkRunning(release: ReleaseSnapshot | null, dbVersion?: number): Refusal | null {
  if (!release || release.state !== 'RUNNING') return conflict(E.noRunningRelease);
  if (dbVersion !== undefined && release.dbVersion !== dbVersion) return conflict(E.releaseChanged);
  return null;
}

/** Cancel (admins): a RUNNING release at the dbVersion the client read. */
export const checkCancel = (release: ReleaseSnapshot | null, dbVersion: number): Refusal | null =>
  checkRunning(release, dbVersion);

/** Complete: RUNNING, read at this dbVersion, by the releaser (expected decider), once everyone approved. */
export function checkComplete(
  release: ReleaseSnapshot | null,
  dbVersion: number,
  userId: string,
): Refusal | null {
  const refusal = checkRunning(release, dbVersion);
  if (refusal) return refusal;
  if (release!.expectedDecider !== userId) return forbidden(E.completeNotAllowed);
  if (!allParticipantsApproved(release!)) return conflict(E.notAllApproved);
  return null;
}

export type DecisionAction = 'approve' | 'decline' | 'revert';

/**
 * The participant record a decision acts on: the one named (it must be the user's), else the user's own record,
 * found among the authors first, then the approvers (spec 1 §2.6).
 */
export function findDecisionRecord(
  release: ReleaseSnapshot,
  userId: string,
  participantId?: string,
): ParticipantState | Refusal {
  if (participantId) {
    const named = [...release.authors, ...release.approvers].find((p) => p.id === participantId);
    if (!named || named.userId !== userId) return forbidden(E.participantNotFound);
    return named;
  }
  return ownParticipantRecord(release, userId) ?? forbidden(E.notParticipant);
}

export const isRefusal = (value: object): value is Refusal => 'status' in value && 'message' in value;

/**
 * approve / decline: an OPEN record (a made decision is reverted first); revert: a decided record. Either way the
 * release is RUNNING and the record is at the dbVersion the client read.
 */
export function checkDecision(
  release: ReleaseSnapshot | null,
  action: DecisionAction,
  userId: string,
  dbVersion: number,
  participantId?: string,
): { participant: ParticipantState; refusal: null } | { participant: null; refusal: Refusal } {
  const running = checkRunning(release);
  if (running) return { participant: null, refusal: running };
  const record = findDecisionRecord(release!, userId, participantId);
  if (isRefusal(record)) return { participant: null, refusal: record };
  if (record.dbVersion !== dbVersion) return { participant: null, refusal: conflict(E.participantChanged) };
  if (action === 'revert' && record.decision === 'OPEN') {
    return { participant: null, refusal: conflict(E.nothingToRevert) };
  }
  if (action !== 'revert' && record.decision !== 'OPEN') {
    return { participant: null, refusal: conflict(E.alreadyDecided) };
  }
  return { participant: record, refusal: null };
}

export const DECISION_OF: Record<DecisionAction, ParticipantDecision> = {
  approve: 'APPROVED',
  decline: 'DECLINED',
  revert: 'OPEN',
};

/**
 * Direct PUT …/release-state: the workflow owns DRAFT → IN_RELEASE → RELEASED and IN_RELEASE → DRAFT, so the only
 * change accepted is RELEASED → OBSOLETE (by an admin, signed).
 */
export function checkDirectReleaseState(from: ReleaseState, to: ReleaseState): Refusal | null {
  if (to !== 'OBSOLETE') return conflict(E.releaseStateByWorkflow);
  if (from !== 'RELEASED') return conflict(E.onlyReleasedToObsolete);
  return null;
}

/** New version (version + 1, DRAFT): the newest version must be RELEASED or OBSOLETE, none DRAFT or IN_RELEASE. */
export function checkNewVersion(versions: { releaseState: ReleaseState }[]): Refusal | null {
  if (versions.some((v) => v.releaseState === 'DRAFT' || v.releaseState === 'IN_RELEASE')) {
    return conflict(E.unreleasedVersionExists);
  }
  if (versions.length === 0) return conflict(E.newVersionFromReleasedOnly);
  return null;
}
