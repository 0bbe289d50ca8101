import { z } from 'zod';
import {
  DUE_DATE_IN_PAST,
  DUE_DATE_INVALID,
  EFFECTIVE_DATE_IN_PAST,
  EFFECTIVE_DATE_INVALID,
  isDueDateInPast,
} from './due-date';

// Change control (spec 1 §3, §4, §7 "Change control"): one release workflow for every versioned artifact.
// Processes mount it under /qms-api/sops/v/{versionId}/…, templates under /qms-api/templates/v/{versionId}/….

/** The path segment of the artifact kind: the client hooks and the server module are parameterised by it. */
export const ArtifactKind = z.enum(['sops', 'templates']);
export type ArtifactKind = z.infer<typeof ArtifactKind>;

/** The stored artifact type of a release or signature (the file-storage naming of spec 1 §3). */
export const ChangeControlArtifactType = z.enum(['SOP', 'TEMPLATE']);
export type ChangeControlArtifactType = z.infer<typeof ChangeControlArtifactType>;

export const ChangeControlState = z.enum(['RUNNING', 'COMPLETED', 'CANCELLED']);
export type ChangeControlState = z.infer<typeof ChangeControlState>;
export const ParticipantDecision = z.enum(['OPEN', 'APPROVED', 'DECLINED']);
export type ParticipantDecision = z.infer<typeof ParticipantDecision>;
/** Authors are listed (and a user's record is looked up) before approvers (spec 1 §2.6). */
export const ParticipantKind = z.enum(['AUTHOR', 'APPROVER']);
export type ParticipantKind = z.infer<typeof ParticipantKind>;

/** What a signature means (21 CFR Part 11 §11.50(a)(3)); shown with the printed name and time. */
export const SignatureMeaning = z.enum([
  'Approved',
  'Declined',
  'Released',
  'Made obsolete',
  'Read and understood',
  'Reviewed, no change needed',
]);
export type SignatureMeaning = z.infer<typeof SignatureMeaning>;

const Id = z.string();
const IsoWithZone = z.iso.datetime({ offset: true });
const DbVersion = z.number().int().nonnegative();

/**
 * An electronic signature (21 CFR Part 11 §11.50, §11.70): who (id and printed name at signing), what it means,
 * when (ISO 8601 with zone), and the record signed: type, id (the artifact version), version number and the
 * SHA-256 of the record's canonical content at signing, so a later change of the record is detectable.
 */
export const Signature = z.object({
  id: Id,
  signerUserId: Id,
  printedName: z.string(),
  meaning: SignatureMeaning,
  signedAt: IsoWithZone,
  recordType: ChangeControlArtifactType,
  recordId: Id,
  recordVersion: z.number().int().positive(),
  contentHash: z.string(),
});
export type Signature = z.infer<typeof Signature>;
export const SignatureList = z.array(Signature);

export const Participant = z.object({
  id: Id,
  dbVersion: DbVersion,
  kind: ParticipantKind,
  userId: Id,
  userDisplayName: z.string(),
  decision: ParticipantDecision,
  comment: z.string(),
  decidedAt: IsoWithZone.nullable(),
  /** the signature of the decision; null while OPEN (a revert clears it, the audit trail keeps it) */
  signature: Signature.nullable(),
});
export type Participant = z.infer<typeof Participant>;

/** One release (change control) of an artifact version (spec 1 §3). */
export const ChangeControlRelease = z.object({
  id: Id,
  dbVersion: DbVersion,
  artifactType: ChangeControlArtifactType,
  artifactVersionId: Id,
  initiatedBy: Id,
  initiatedByDisplayName: z.string(),
  initiatedAt: IsoWithZone,
  initiatedComment: z.string(),
  /** the day by which the participants should decide ('YYYY-MM-DD'), or null */
  dueDate: z.iso.date().nullable(),
  /**
   * the day the version comes into force ('YYYY-MM-DD', issue 29.2): named at start, else set at completion to the
   * release day + the tenant's training period; null while neither happened
   */
  effectiveDate: z.iso.date().nullable(),
  /** the releaser */
  expectedDecider: Id,
  expectedDeciderDisplayName: z.string(),
  state: ChangeControlState,
  decidedAt: IsoWithZone.nullable(),
  decidedByDisplayName: z.string().nullable(),
  /** the comment of complete or cancel */
  decidedComment: z.string(),
  /** the 'Released' signature of a COMPLETED release */
  signature: Signature.nullable(),
  authors: z.array(Participant),
  approvers: z.array(Participant),
});
export type ChangeControlRelease = z.infer<typeof ChangeControlRelease>;

/** GET …/change-control: every release of the version, newest first (cancelled ones are the history panels). */
export const ChangeControlReleaseList = z.array(ChangeControlRelease);
export type ChangeControlReleaseList = z.infer<typeof ChangeControlReleaseList>;

/**
 * GET …/change-control/release: the current (RUNNING or COMPLETED) release, else an empty one (`release: null`),
 * never a 404 (spec 1 §4 "otherwise an empty one").
 */
export const CurrentRelease = z.object({ release: ChangeControlRelease.nullable() });
export type CurrentRelease = z.infer<typeof CurrentRelease>;

export const RELEASE_COMMENT_MAX = 10_000;
const MAX_PARTICIPANTS = 100;
const COMMENT_REQUIRED = 'A comment is required.';
const AUTHOR_REQUIRED = 'Choose at least one author.';
const RELEASER_REQUIRED = 'Choose a releaser.';
const DECLINE_COMMENT_REQUIRED = 'A comment is required to decline.';
export const PASSWORD_REQUIRED = 'Enter your password to sign.';
/** Every decision carries its reason (issue 27.4): it becomes the audit trail entry's reason. */
export const CANCEL_REASON_REQUIRED = 'A reason is required to cancel the release.';
export const REVERT_COMMENT_REQUIRED = 'A comment is required to revert a decision.';

/** a user id of the directory (GET /qms-api/users); the server answers 400 for one that is not its tenant's */
const UserId = z.string().trim().min(1).max(100);
const userIds = (message?: string) =>
  z
    .array(UserId, message)
    .min(message ? 1 : 0, message)
    .max(MAX_PARTICIPANTS)
    .transform((ids) => [...new Set(ids)]);
const Comment = z.string().trim().max(RELEASE_COMMENT_MAX);
/** a comment that must be given: missing and empty get the same message */
const requiredComment = (message: string) =>
  z.string(message).trim().min(1, message).max(RELEASE_COMMENT_MAX);
/** The password re-entered for a signature; checked by the server against the signed-in user's identity. */
const Password = z.string(PASSWORD_REQUIRED).min(1, PASSWORD_REQUIRED).max(1024);
/** The signer's e-mail (user id): required by the server on the first signature of a session, see SignatureSession. */
export const SignerEmail = z.string().trim().max(320).optional();
/** What every signed action carries besides its own fields (a training's 'Read and understood' too). */
export const SignatureCredentials = { password: Password, email: SignerEmail };

/**
 * GET /qms-api/signatures/session: whether the signed-in user's next signature is the first of the session (then
 * the dialog asks for the e-mail address too; §11.200(a)(1)(i)).
 */
export const SignatureSession = z.object({ emailRequired: z.boolean() });
export type SignatureSession = z.infer<typeof SignatureSession>;
export const SIGNATURE_SESSION_PATH = '/qms-api/signatures/session';

/** POST …/change-control/release (spec 1 §3 write form; §5 start rules). */
export const ReleaseCreate = z.object({
  comment: requiredComment(COMMENT_REQUIRED),
  expectedDecider: z.string(RELEASER_REQUIRED).trim().min(1, RELEASER_REQUIRED).max(100),
  authorUserIds: userIds(AUTHOR_REQUIRED),
  approverUserIds: userIds().default([]),
  /** optional; checked against the clock when the request arrives (a form left open overnight is refused) */
  dueDate: z.iso
    .date(DUE_DATE_INVALID)
    .refine((day) => !isDueDateInPast(day, new Date()), DUE_DATE_IN_PAST)
    .optional(),
  /**
   * optional (issue 29.2): the day the version comes into force; empty means the release day + the tenant's
   * training period (set at completion). The same "not in the past" rule as the due date.
   */
  effectiveDate: z.iso
    .date(EFFECTIVE_DATE_INVALID)
    .refine((day) => !isDueDateInPast(day, new Date()), EFFECTIVE_DATE_IN_PAST)
    .optional(),
});
export type ReleaseCreate = z.input<typeof ReleaseCreate>;

/**
 * PUT …/release/cancel: the release's dbVersion (stale → 409) and the reason (the history's decision comment and
 * the audit trail's reason). Not signed: nothing is released.
 */
export const ReleaseCancel = z.object({
  comment: requiredComment(CANCEL_REASON_REQUIRED),
  dbVersion: DbVersion,
});
export type ReleaseCancel = z.input<typeof ReleaseCancel>;
/**
 * PUT …/release/complete: signed 'Released'. Its reason is the version's Change Description (required by the
 * server); the comment is optional.
 */
export const ReleaseComplete = z.object({
  comment: Comment.default(''),
  dbVersion: DbVersion,
  /**
   * issue 29.3: people the releaser adds to the training on the version (active users of the tenant, 400
   * otherwise), besides the holders of the roles its changed steps name
   */
  extraTraineeIds: userIds().default([]),
  ...SignatureCredentials,
});
export type ReleaseComplete = z.input<typeof ReleaseComplete>;

/**
 * A participant's decision: the participant's dbVersion. `participantId` picks one of the user's records when
 * the user is both author and approver; without it the user's record is found among authors first, then approvers.
 */
const DecisionBase = z.object({
  comment: Comment.default(''),
  dbVersion: DbVersion,
  participantId: z.uuid().optional(),
});
/** PUT …/release/approve: signed 'Approved'. */
export const ReleaseApprove = DecisionBase.extend(SignatureCredentials);
export type ReleaseApprove = z.input<typeof ReleaseApprove>;
/** PUT …/release/decline: signed 'Declined'; needs a comment (spec 1 §5). */
export const ReleaseDecline = DecisionBase.extend({
  comment: requiredComment(DECLINE_COMMENT_REQUIRED),
  ...SignatureCredentials,
});
export type ReleaseDecline = z.input<typeof ReleaseDecline>;
/**
 * PUT …/release/revert: back to OPEN; not signed (it withdraws a decision, it makes none), but it says why
 * (issue 27.4): the comment replaces the decision's and is the audit trail's reason.
 */
export const ReleaseRevert = DecisionBase.extend({ comment: requiredComment(REVERT_COMMENT_REQUIRED) });
export type ReleaseRevert = z.input<typeof ReleaseRevert>;

export const ArtifactVersionIdParams = z.object({ versionId: z.uuid('Version id must be a UUID') });
