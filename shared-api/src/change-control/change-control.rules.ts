import type { Participant } from './change-control.contract';

// The pure rules of spec 1 §4 "Change control" that the Release Workflow and the server both apply.

type Decided = Pick<Participant, 'decision'>;
type WithParticipants = { authors: readonly Decided[]; approvers: readonly Decided[] };

/** 'All participants approved': no author or approver has a decision other than APPROVED. */
export function allParticipantsApproved(release: WithParticipants): boolean {
  return [...release.authors, ...release.approvers].every((p) => p.decision === 'APPROVED');
}

/** The user's own record: found among the authors first, then the approvers (spec 1 §2.6). */
export function ownParticipantRecord<P extends Pick<Participant, 'userId'>>(
  release: { authors: readonly P[]; approvers: readonly P[] },
  userId: string,
): P | undefined {
  return (
    release.authors.find((p) => p.userId === userId) ?? release.approvers.find((p) => p.userId === userId)
  );
}
