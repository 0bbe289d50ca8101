import { z } from 'zod';

// The training matrix (issue 29.5, admins): users × released processes, each cell the user's status on the
// process's version in force. GET /qms-api/training/matrix answers it as JSON, …/matrix.csv as CSV, and
// …/records/users/{userId}/pdf and …/records/processes/{artifactId}/pdf the PDF training records.

export const TRAINING_MATRIX_PATH = '/qms-api/training/matrix';
export const TRAINING_MATRIX_CSV_PATH = '/qms-api/training/matrix.csv';
export const userTrainingRecordPath = (userId: string): string =>
  `/qms-api/training/records/users/${encodeURIComponent(userId)}/pdf`;
export const processTrainingRecordPath = (artifactId: string): string =>
  `/qms-api/training/records/processes/${encodeURIComponent(artifactId)}/pdf`;

/**
 * TRAINED: confirmed on the version in force (or a newer one); OUTDATED: confirmed only on an older version;
 * OPEN: an open assignment on the version in force or the coming one (overdue is derived from its due date);
 * NONE: none of these.
 */
export const TrainingStatus = z.enum(['TRAINED', 'OUTDATED', 'OPEN', 'NONE']);
export type TrainingStatus = z.infer<typeof TrainingStatus>;

/** The status filter: the four statuses, and OVERDUE (an OPEN cell whose due date is over on `today`). */
export const TrainingStatusFilter = z.enum(['TRAINED', 'OUTDATED', 'OPEN', 'OVERDUE', 'NONE']);
export type TrainingStatusFilter = z.infer<typeof TrainingStatusFilter>;

/** The filters of the matrix, its CSV and (today only) its PDF records. */
export const TrainingMatrixQuery = z.object({
  roleId: z.uuid().optional(),
  userId: z.uuid().optional(),
  artifactId: z.uuid().optional(),
  status: TrainingStatusFilter.optional(),
  /** the reader's calendar day ('YYYY-MM-DD'): which version is in force and what is overdue; default the UTC day */
  today: z.iso.date().optional(),
});
export type TrainingMatrixQuery = z.infer<typeof TrainingMatrixQuery>;

export const TrainingRecordTodayQuery = TrainingMatrixQuery.pick({ today: true });
export const TrainingRecordUserParams = z.object({ userId: z.uuid() });
export const TrainingRecordProcessParams = z.object({ artifactId: z.uuid() });

const MatrixVersion = z.object({
  versionId: z.string(),
  version: z.number().int().positive(),
  /** 'YYYY-MM-DD'; null for a release completed before effective dates existed (in force since its release) */
  effectiveDate: z.iso.date().nullable(),
});

/** A released process: the version in force, and a released version whose effective date is still to come. */
export const TrainingMatrixProcess = z.object({
  artifactId: z.string(),
  name: z.string(),
  inForce: MatrixVersion,
  coming: MatrixVersion.nullable(),
});
export type TrainingMatrixProcess = z.infer<typeof TrainingMatrixProcess>;

export const TrainingMatrixCell = z.object({
  artifactId: z.string(),
  status: TrainingStatus,
  /** OPEN: the version to read; else the newest version confirmed (null: none) */
  version: z.number().int().positive().nullable(),
  /** OPEN: the due date ('YYYY-MM-DD'), overdue when before the reader's day */
  dueDate: z.iso.date().nullable(),
  /** when the newest confirmation was signed (ISO), null: never */
  confirmedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TrainingMatrixCell = z.infer<typeof TrainingMatrixCell>;

export const TrainingMatrixRow = z.object({
  userId: z.string(),
  displayName: z.string(),
  /** one cell per process of `processes`, in that order */
  cells: z.array(TrainingMatrixCell),
});
export type TrainingMatrixRow = z.infer<typeof TrainingMatrixRow>;

const Option = z.object({ id: z.string(), name: z.string() });

export const TrainingMatrix = z.object({
  /** the day the answer was computed for */
  today: z.iso.date(),
  processes: z.array(TrainingMatrixProcess),
  rows: z.array(TrainingMatrixRow),
  /** every user and process of the unfiltered matrix, for the filters' choices */
  userOptions: z.array(Option),
  processOptions: z.array(Option),
});
export type TrainingMatrix = z.infer<typeof TrainingMatrix>;

/** The CSV's columns: one row per user and process (a spreadsheet filters it better than a grid). */
export const TRAINING_MATRIX_CSV_COLUMNS = [
  'User',
  'Process',
  'Version in force',
  'Effective date',
  'Status',
  'Overdue',
  'Version',
  'Due date',
  'Confirmed at (UTC)',
] as const;
