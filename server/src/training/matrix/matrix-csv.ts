import {
  isOverdue,
  TRAINING_MATRIX_CSV_COLUMNS,
  TRAINING_STATUS_LABELS,
  type TrainingMatrix,
  type TrainingMatrixQuery,
} from '@qms/shared-api/contract';
import { csvRow, UTF8_BOM } from '../../http/csv';
import { matrixLines } from './matrix.service';

/** The matrix as CSV (the suite's one CSV convention, http/csv.ts): one row per user and process. */
export function renderMatrixCsv(matrix: TrainingMatrix, query: TrainingMatrixQuery): string {
  const lines = [UTF8_BOM, csvRow(TRAINING_MATRIX_CSV_COLUMNS)];
  for (const { displayName, process, cell } of matrixLines(matrix, query)) {
    const overdue = cell.status === 'OPEN' && isOverdue(cell.dueDate, matrix.today);
    lines.push(
      csvRow([
        displayName,
        process.name,
        `V${process.inForce.version}`,
        process.inForce.effectiveDate ?? '',
        TRAINING_STATUS_LABELS[cell.status],
        overdue ? 'yes' : 'no',
        cell.version === null ? '' : `V${cell.version}`,
        cell.dueDate ?? '',
        cell.confirmedAt ?? '',
      ]),
    );
  }
  return lines.join('');
}

export const trainingMatrixCsvFileName = (today: string): string => `training-matrix-${today}.csv`;
