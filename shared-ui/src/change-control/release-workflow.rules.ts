import {
  allParticipantsApproved,
  CHANGE_CONTROL_ERRORS,
  isQmsAdmin,
  type ChangeControlRelease,
  type Participant,
  type ReleaseState,
  type Signature,
  versionLabel,
} from '@qms/shared-api';

// The Release Workflow's decisions about what to show and enable (spec 1 §2.6, §4, §5, §6), apart from the
// rendering so they are tested on their own.

type WorkflowCard = 'start' | 'in-release' | 'released' | 'obsolete' | 'none';

/**
 * Exactly one card per version (spec 1 §2.6): DRAFT → start, IN_RELEASE → the running release, RELEASED → the
 * released card, OBSOLETE → its own card, so a withdrawn version never reads as released (issue 27 point 5). A
 * state the server has not caught up with (no running release yet) shows none.
 */
export function workflowCard(state: ReleaseState, current: ChangeControlRelease | null): WorkflowCard {
  if (state === 'DRAFT') return 'start';
  if (state === 'IN_RELEASE') return current?.state === 'RUNNING' ? 'in-release' : 'none';
  return state === 'OBSOLETE' ? 'obsolete' : 'released';
}

export interface StartDraft {
  comment: string;
  authorUserIds: string[];
  expectedDecider: string | null;
  approverUserIds: string[];
}

/** spec 1 §5: start only with a comment, at least one author and a releaser; approvers are optional. */
export const canStartRelease = (draft: StartDraft): boolean =>
  draft.comment.trim() !== '' && draft.authorUserIds.length > 0 && !!draft.expectedDecider;

/**
 * The current user's own records, authors first, then approvers (spec 1 §2.6). A user named both as author and as
 * approver decides on each record (docs/adr/0060-release-rules.md), so every one is returned in that order.
 */
export function ownRecords(release: ChangeControlRelease, userId: string | undefined): Participant[] {
  if (!userId) return [];
  return [...release.authors, ...release.approvers].filter((p) => p.userId === userId);
}

/** What the user's own record offers: approve and decline while OPEN, revert once decided (spec 1 §4). */
export function recordActions(p: Participant): { approve: boolean; decline: boolean; revert: boolean } {
  const open = p.decision === 'OPEN';
  return { approve: open, decline: open, revert: !open };
}

/**
 * Cancel is an admin action (spec 1 §2.6, §6). Complete is the releaser's: the server lets only the expected decider
 * complete, and the releaser must be an admin (ADR 0060, option (c)); it needs every participant's approval
 * (spec 1 §5).
 */
export function releaseActions(
  release: ChangeControlRelease,
  user: { userId: string | undefined; isAdmin: boolean },
): { showCancel: boolean; showComplete: boolean; completeEnabled: boolean } {
  const running = release.state === 'RUNNING';
  const isReleaser = !!user.userId && release.expectedDecider === user.userId;
  return {
    showCancel: running && user.isAdmin,
    showComplete: running && isReleaser,
    completeEnabled: running && allParticipantsApproved(release),
  };
}

/**
 * Why Complete is not offered although everyone approved (issue 27.4): the release's reason is the version's Change
 * Description, so an empty one blocks it (the server refuses it too). null when nothing blocks.
 */
export const completeBlockedReason = (changeDescription: string): string | null =>
  changeDescription.trim() === '' ? CHANGE_CONTROL_ERRORS.changeDescriptionRequired : null;

/** Releasers are chosen among the administrators (the server refuses others). */
export const releaserCandidates = <U extends { roles: string[] }>(users: readonly U[]): U[] =>
  users.filter((u) => isQmsAdmin(u));

/** CREATE NEW VERSION: admins, from RELEASED or OBSOLETE (spec 1 §4). */
export const canCreateNewVersion = (state: ReleaseState, isAdmin: boolean): boolean =>
  isAdmin && (state === 'RELEASED' || state === 'OBSOLETE');

/** OBSOLETE: admins, on a RELEASED version (spec 1 §2.6). */
export const canMarkObsolete = (state: ReleaseState, isAdmin: boolean): boolean =>
  isAdmin && state === 'RELEASED';

/**
 * The chip of the widget, 'V{version} {releaseState}' (spec 1 §2.6) with the state's human label, so it agrees with
 * the page header ('V2 In review', not 'V2 IN_RELEASE'; issue 27 point 7).
 */
export const versionChip = (version: number, state: ReleaseState): string => versionLabel(version, state);

/** The newest 'Made obsolete' signature of a version (one per obsolete version; newest wins if ever repeated). */
export const obsoleteSignature = (signatures: readonly Signature[]): Signature | null =>
  signatures
    .filter((s) => s.meaning === 'Made obsolete')
    .reduce<Signature | null>((newest, s) => (!newest || s.signedAt > newest.signedAt ? s : newest), null);

/** Cancelled releases, newest first, for the 'Cancelled - {date}' history panels. */
export const cancelledReleases = (releases: readonly ChangeControlRelease[]): ChangeControlRelease[] =>
  releases
    .filter((r) => r.state === 'CANCELLED')
    .sort((a, b) => (b.decidedAt ?? b.initiatedAt).localeCompare(a.decidedAt ?? a.initiatedAt));
