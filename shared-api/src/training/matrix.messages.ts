import type { TrainingStatus } from './matrix.contract';

// The Training matrix's texts (issue 29.5): screen, CSV and PDF record say the same words.

export const TRAINING_STATUS_LABELS: Record<TrainingStatus | 'OVERDUE', string> = {
  TRAINED: 'Trained',
  OUTDATED: 'Trained on an older version',
  OPEN: 'Open',
  OVERDUE: 'Overdue',
  NONE: 'Not assigned',
};

export const TRAINING_MATRIX_MESSAGES = {
  title: 'Training matrix',
  tableLabel: 'Training matrix: users and released processes',
  empty: 'No released process and no user match these filters.',
  noProcesses: 'No process is released yet.',
  loadError: "Couldn't load the training matrix. Please try again.",
  adminsOnly: 'The Training matrix is for administrators.',
  exportCsv: 'Export CSV',
  exportError: "Couldn't export. Please try again.",
  userRecord: 'Training record of the user (PDF)',
  processRecord: 'Training record of the process (PDF)',
  roleFilter: 'Role',
  userFilter: 'User',
  processFilter: 'Process',
  statusFilter: 'Status',
  userColumn: 'User',
  comingVersion: (version: number, effectiveDate: string | null) =>
    `V${version} from ${effectiveDate ?? 'its release'}`,
} as const;

export const TRAINING_RECORD_TEXTS = {
  userTitle: (name: string) => `Training record: ${name}`,
  processTitle: (name: string) => `Training record: ${name}`,
  generated: (today: string, at: string) => `Generated ${at}, status as of ${today}.`,
  confirmed: 'Confirmed trainings',
  open: 'Open trainings',
  noneConfirmed: 'No training confirmed.',
  noneOpen: 'No open training.',
  confirmedHeader: ['Process', 'Version', 'Assigned', 'Signed (UTC)', 'Meaning', 'Signed by'],
  confirmedHeaderProcess: ['User', 'Version', 'Assigned', 'Signed (UTC)', 'Meaning', 'Signed by'],
  openHeader: ['Process', 'Version', 'Assigned', 'Due date', 'Overdue'],
  openHeaderProcess: ['User', 'Version', 'Assigned', 'Due date', 'Overdue'],
  yes: 'yes',
  no: 'no',
} as const;

export const TRAINING_RECORD_NOT_FOUND = 'This user or process has no training record here.';
