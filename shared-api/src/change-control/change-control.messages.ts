// The snackbar messages of spec 1 §8 for release, history and release state (exact wording: acceptance criteria),
// and the server's errorMessage of every refused change-control transition (409/403/400).

export const CHANGE_CONTROL_MESSAGES = {
  releaseState: "SOP couldn't change release-state. Please try again.",
  releaseCreateOrLoad: "SOP couldn't create / load release-state. Please try again.",
  history: 'Could not load version history of SOP. Please try again.',
  releaseLoad: "Couldn't load release. Please try again.",
  releaseCreate: "Couldn't create release. Please try again.",
  releaseCancel: "Couldn't cancel release. Please try again.",
  releaseComplete: "Couldn't complete release. Please try again.",
  decision: "Couldn't execute decision for current participant. Please try again.",
  /** Release Workflow widget (spec 1 §2.6) */
  changeDescriptionSaved: 'Change Description successfully saved.',
} as const;

/** Which version is in force (issue 29.2): our own wording, the spec has none. */
export const IN_FORCE_MESSAGES = {
  load: "Couldn't load which version is in force. Please try again.",
} as const;

/**
 * The green confirmation after each change of the Release Workflow (issue 27 point 7; the spec gives no wording).
 * Each also dismisses the workflow's earlier red message, which the successful retry has made stale.
 */
export const CHANGE_CONTROL_SUCCESS = {
  approve: 'Approval signed.',
  decline: 'Decline signed.',
  revert: 'Decision reverted.',
  start: 'Release started.',
  cancel: 'Release cancelled.',
  complete: 'Release completed: the version is released.',
  obsolete: 'Version made obsolete.',
  newVersion: 'New version created.',
} as const;

/** Why CREATE NEW VERSION is disabled: the unreleased version exists already (server: unreleasedVersionExists). */
export const newVersionBlockedMessage = (version: number, stateLabel: string): string =>
  `V${version} (${stateLabel}) exists already: release or delete it before creating a new version.`;

/**
 * What a user who may not start the release reads instead of a dead form: only QMS administrators start releases
 * (spec 1 §6), named so the user knows whom to ask.
 */
export const startReleaseWhoMessage = (adminNames: readonly string[]): string =>
  adminNames.length > 0
    ? `Only a QMS administrator can start the release: ${adminNames.join(', ')}.`
    : 'Only a QMS administrator can start the release.';

/** Document History alert (spec 1 §2.6). */
export const unreleasedVersionMessage = (version: number): string =>
  `There exists an unreleased version V${version}.`;
/** Cancelled-release history panel title (spec 1 §2.6); `date` already formatted by the client. */
export const cancelledReleaseTitle = (date: string): string => `Cancelled - ${date}`;

export const CHANGE_CONTROL_ERRORS = {
  versionNotDraft: 'A release can be started only for a DRAFT version.',
  releaseExists: 'This version already has a running or completed release.',
  noRunningRelease: 'This version has no running release.',
  notParticipant: 'You are not an author or approver of this release.',
  participantNotFound: 'This participant record does not belong to you in this release.',
  notAllApproved: 'The release can be completed only when every author and approver has approved.',
  releaserNotAdmin: 'The releaser must be a QMS administrator: only administrators complete releases.',
  completeNotAllowed: 'Only the releaser (expected decider) can complete this release.',
  alreadyDecided: 'Revert your decision before making another one.',
  nothingToRevert: 'There is no decision to revert.',
  releaseChanged: 'This release was changed by someone else. Reload to see the change.',
  participantChanged: 'Your decision record was changed in the meantime. Reload to see the change.',
  unknownUser: 'A chosen participant is not a user of this tenant.',
  versionChanged: 'This version was changed by someone else. Reload to see the change.',
  releaseStateByWorkflow:
    'This release state is set by the release workflow (start, cancel, complete), not directly.',
  onlyReleasedToObsolete: 'Only a RELEASED version can be marked OBSOLETE.',
  /** DELETE of a DRAFT whose cancelled release holds signed decisions (ADR 0063, issue 13) */
  deleteSignedVersion:
    'This version has signed decisions from a cancelled release. Signed records are kept, so it cannot be deleted.',
  newVersionFromReleasedOnly: 'A new version can be created only from a RELEASED or OBSOLETE version.',
  unreleasedVersionExists:
    'An unreleased (DRAFT or IN_RELEASE) version exists already. Release or delete it first.',
  /** four-eyes (issue 27.3, release-rules.ts): refused at start, and again at signing and completion */
  authorIsApprover:
    'Four-eyes rule: nobody can be both author and approver of one release. Remove them from the approvers or the authors.',
  releaserOnlyAuthor:
    'Four-eyes rule: the releaser cannot be the only author. Add another author or choose another releaser.',
  secondCapacity:
    'Four-eyes rule: you have signed this release in another capacity already (author or approver). Nobody signs as both.',
  /** a release records why the version changed (issue 27.4) */
  changeDescriptionRequired:
    'Write the Change Description before completing the release: it records why this version was made.',
} as const;

/** The answer to a wrong signature password: 403 (a 401 would sign the user out, see client/http.ts). */
export const SIGNATURE_PASSWORD_WRONG = 'The password is not correct. Nothing was signed.';
export const SIGNATURE_LOCKED = (seconds: number): string =>
  `Too many wrong passwords. Try again in ${Math.ceil(seconds / 60)} minute(s). Nothing was signed.`;
export const SIGNATURE_UNAVAILABLE =
  'The password could not be checked with the identity provider. Nothing was signed.';
/**
 * 21 CFR Part 11 §11.200(a)(1)(i): the first signing of a session uses every component (user id and password),
 * later ones the password. A wrong e-mail counts as a failed attempt, like a wrong password.
 */
export const SIGNATURE_EMAIL_REQUIRED =
  'Enter your e-mail address and password: the first signature of a session needs both. Nothing was signed.';
export const SIGNATURE_CREDENTIALS_WRONG =
  'The e-mail address or password is not correct. Nothing was signed.';
