import { z } from 'zod';
import {
  ChangeControlArtifactType,
  PASSWORD_REQUIRED,
  RELEASE_COMMENT_MAX,
  SignerEmail,
  type ArtifactKind,
} from './change-control.contract';

// Periodic review of released processes and templates (issue 29.6): each document's review schedule (the tenant's
// 'Review interval (months)' or a per-document override, or a next due date an admin set directly), the signed
// reviews ('Reviewed, no change needed'), and the tenant's documents due for review.

/** Documents due within this many days (or already due) are on the 'Due for review' list. */
export const REVIEW_WINDOW_DAYS = 30;
export const REVIEW_INTERVAL_MIN = 1;
export const REVIEW_INTERVAL_MAX = 120;

export const REVIEW_ERRORS = {
  notReleased: 'Only a released version can be reviewed.',
  noReleasedVersion: 'The document has no released version to review.',
  scheduleChanged: 'The review schedule was changed by someone else. Please reload and try again.',
  intervalRange: `The review interval must be a whole number of months between ${REVIEW_INTERVAL_MIN} and ${REVIEW_INTERVAL_MAX}.`,
  dueDateInvalid: 'The next review due date must be a date (YYYY-MM-DD).',
  todayInvalid: 'today must be a date (YYYY-MM-DD).',
} as const;

const enc = encodeURIComponent;
/** The review paths of each artifact kind (beside its versions' paths, change-control.paths.ts). */
export const REVIEW_PATHS: Record<
  ArtifactKind,
  { schedule(artifactId: string): string; sign(versionId: string): string }
> = {
  sops: {
    schedule: (a) => `/qms-api/sops/${enc(a)}/review-schedule`,
    sign: (v) => `/qms-api/sops/v/${enc(v)}/reviews`,
  },
  templates: {
    schedule: (a) => `/qms-api/templates/a/${enc(a)}/review-schedule`,
    sign: (v) => `/qms-api/templates/v/${enc(v)}/reviews`,
  },
};
export const DUE_FOR_REVIEW_PATH = '/qms-api/due-for-review';

/** One signed periodic review, as the Document History lists it. */
export const ReviewRecord = z.object({
  id: z.string(),
  versionId: z.string(),
  version: z.number().int().positive(),
  reviewedAt: z.iso.datetime({ offset: true }),
  reviewedByDisplayName: z.string(),
  meaning: z.literal('Reviewed, no change needed'),
  comment: z.string(),
  /** the next due date the review set ('YYYY-MM-DD') */
  nextDueDate: z.iso.date(),
});
export type ReviewRecord = z.infer<typeof ReviewRecord>;

/** GET …/review-schedule: the document's schedule and its reviews, newest first. */
export const ReviewSchedule = z.object({
  artifactType: ChangeControlArtifactType,
  artifactId: z.string(),
  /** the RELEASED version (the one a review signs), null while the document has none */
  versionId: z.string().nullable(),
  version: z.number().int().positive().nullable(),
  /** the tenant's 'Review interval (months)' */
  defaultIntervalMonths: z.number().int().positive(),
  /** the document's own interval, null = the tenant's */
  intervalOverride: z.number().int().positive().nullable(),
  /** the interval in use */
  intervalMonths: z.number().int().positive(),
  /** null while the document has no released version */
  nextDueDate: z.iso.date().nullable(),
  /** true when an admin set the next due date directly (until the next review or release) */
  dueDateSetDirectly: z.boolean(),
  /** the schedule's dbVersion (0 before its first change) */
  dbVersion: z.number().int().nonnegative(),
  reviews: z.array(ReviewRecord),
});
export type ReviewSchedule = z.infer<typeof ReviewSchedule>;

/** PUT …/review-schedule (admins): the per-document interval and/or a next due date set directly; null = none. */
export const ReviewScheduleUpdate = z.object({
  intervalMonths: z
    .number(REVIEW_ERRORS.intervalRange)
    .int(REVIEW_ERRORS.intervalRange)
    .min(REVIEW_INTERVAL_MIN, REVIEW_ERRORS.intervalRange)
    .max(REVIEW_INTERVAL_MAX, REVIEW_ERRORS.intervalRange)
    .nullable(),
  nextDueDate: z.iso.date(REVIEW_ERRORS.dueDateInvalid).nullable(),
  dbVersion: z.number().int().nonnegative(),
});
export type ReviewScheduleUpdate = z.input<typeof ReviewScheduleUpdate>;

/** POST …/v/{versionId}/reviews (admins): signed 'Reviewed, no change needed' on the RELEASED version. */
export const ReviewSign = z.object({
  comment: z.string().trim().max(RELEASE_COMMENT_MAX).default(''),
  /** the schedule's dbVersion as read (stale → 409) */
  dbVersion: z.number().int().nonnegative(),
  password: z.string(PASSWORD_REQUIRED).min(1, PASSWORD_REQUIRED).max(1024),
  email: SignerEmail,
});
export type ReviewSign = z.input<typeof ReviewSign>;

/** GET /due-for-review?today=YYYY-MM-DD: the reader's day decides what is due (default: the server's UTC day). */
export const DueForReviewQuery = z.object({ today: z.iso.date(REVIEW_ERRORS.todayInvalid).optional() });

/** A released document whose review is due or comes within REVIEW_WINDOW_DAYS. */
export const DueReview = z.object({
  artifactType: ChangeControlArtifactType,
  artifactId: z.string(),
  versionId: z.string(),
  name: z.string(),
  version: z.number().int().positive(),
  nextDueDate: z.iso.date(),
  /** the document's detail page, at its Release Workflow (where it is reviewed) */
  link: z.string(),
});
export type DueReview = z.infer<typeof DueReview>;
/** Earliest due date first. */
export const DueReviewList = z.array(DueReview);
export type DueReviewList = z.infer<typeof DueReviewList>;

export const DUE_FOR_REVIEW_LABELS = {
  title: 'Due for review',
  empty: 'No document is due for review in the next 30 days.',
  loadError: "Couldn't load the documents due for review. Please try again.",
  showAll: 'Show all',
  reviewed: 'Reviewed, no change needed',
  nextDue: 'Next review due',
} as const;
