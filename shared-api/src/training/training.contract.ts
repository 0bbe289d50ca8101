import { z } from 'zod';
import { ChangeControlArtifactType, SignatureCredentials } from '../change-control/change-control.contract';

// Training on released versions (issue 29.3, 29.4): who must read a version, their own list ("My Trainings") and
// their signed 'Read and understood'. Overdue is not stored: screens derive it from dueDate and state
// (isOverdue, due-date.ts), server outputs take `today` as a parameter.

export const MY_TRAININGS_PATH = '/qms-api/my-trainings';
export const trainingConfirmPath = (id: string): string =>
  `/qms-api/trainings/${encodeURIComponent(id)}/confirm`;
export const trainingPreviewPath = (versionId: string): string =>
  `/qms-api/sops/v/${encodeURIComponent(versionId)}/training-preview`;

const DOCUMENT_PAGE: Record<ChangeControlArtifactType, string> = {
  SOP: '/processes',
  TEMPLATE: '/templates',
};
/** The page of the version to read (the process detail), inside the suite. */
export const trainingDocumentLink = (artifactType: ChangeControlArtifactType, versionId: string): string =>
  `${DOCUMENT_PAGE[artifactType]}/${encodeURIComponent(versionId)}`;

const TrainingState = z.enum(['OPEN', 'CONFIRMED', 'WITHDRAWN']);

/** ROLE: the person holds a role a (changed) step of the version names; EXTRA: the releaser added them. */
export const TrainingReason = z.enum(['ROLE', 'EXTRA']);
export type TrainingReason = z.infer<typeof TrainingReason>;

const IsoWithZone = z.iso.datetime({ offset: true });

/** One of the signed-in user's training assignments (GET /qms-api/my-trainings). */
export const MyTraining = z.object({
  id: z.string(),
  dbVersion: z.number().int().nonnegative(),
  artifactType: ChangeControlArtifactType,
  artifactId: z.string(),
  versionId: z.string(),
  version: z.number().int().positive(),
  /** the document's name as released */
  documentName: z.string(),
  reason: TrainingReason,
  /** the names of the roles that caused it (empty for EXTRA) */
  roleNames: z.array(z.string()),
  assignedAt: IsoWithZone,
  /** 'YYYY-MM-DD': the version's effective date; not confirmed by then = overdue */
  dueDate: z.iso.date(),
  state: TrainingState,
  confirmedAt: IsoWithZone.nullable(),
  closedAt: IsoWithZone.nullable(),
  /** the version's page inside the suite (process detail) */
  link: z.string(),
});
export type MyTraining = z.infer<typeof MyTraining>;

/** OPEN first by due date, then the closed ones, newest first. */
export const MyTrainingList = z.array(MyTraining);
export type MyTrainingList = z.infer<typeof MyTrainingList>;

export const TrainingIdParams = z.object({ id: z.uuid() });

/** POST /qms-api/trainings/{id}/confirm: signed 'Read and understood'; the assignment's dbVersion (stale → 409). */
export const TrainingConfirm = z.object({
  dbVersion: z.number().int().nonnegative(),
  ...SignatureCredentials,
});
export type TrainingConfirm = z.input<typeof TrainingConfirm>;

/** One person a release of the version would train, and why. */
const Trainee = z.object({
  userId: z.string(),
  displayName: z.string(),
  reason: TrainingReason,
  roleNames: z.array(z.string()),
});

/**
 * GET /qms-api/sops/v/{versionId}/training-preview (admins): whom completing the release would train for their
 * roles, before the releaser signs. `allRoles`: every role of the version counts (first release, or the purpose
 * changed); else only the roles of CREATED or UPDATED steps.
 */
export const TrainingPreview = z.object({
  allRoles: z.boolean(),
  trainees: z.array(Trainee),
});
export type TrainingPreview = z.infer<typeof TrainingPreview>;
