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
