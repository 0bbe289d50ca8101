import { keepPreviousData, queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiFetch, apiJson } from '../client/http';
import {
  processTrainingRecordPath,
  TRAINING_MATRIX_CSV_PATH,
  TRAINING_MATRIX_PATH,
  TrainingMatrix,
  userTrainingRecordPath,
  type TrainingMatrixQuery,
} from './matrix.contract';

// The Training matrix's data (issue 29.5): the matrix for the page's filters, and its exports as Blobs to save
// (the requests need the token, so a plain link would not do).

const trainingMatrixKeys = {
  all: ['training', 'matrix'] as const,
  filtered: (query: TrainingMatrixQuery) => [...trainingMatrixKeys.all, query] as const,
};

const queryOf = (query: TrainingMatrixQuery) =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string>;

function trainingMatrixQueryOptions(query: TrainingMatrixQuery) {
  return queryOptions({
    queryKey: trainingMatrixKeys.filtered(query),
    queryFn: ({ signal }) => apiJson(TrainingMatrix, TRAINING_MATRIX_PATH, { signal, query: queryOf(query) }),
    // a confirmation a moment ago must show when the page opens; the grid stays while a new filter loads
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The matrix for the filters (the reader's `today` decides the version in force and what is overdue). */
export const useTrainingMatrix = (query: TrainingMatrixQuery): UseQueryResult<TrainingMatrix> =>
  useQuery(trainingMatrixQueryOptions(query));

/** GET …/training/matrix.csv with the same filters. */
export async function exportTrainingMatrixCsv(query: TrainingMatrixQuery): Promise<Blob> {
  return (await apiFetch(TRAINING_MATRIX_CSV_PATH, { query: queryOf(query) })).blob();
}

/** The PDF training record of one user or one process. */
export async function exportTrainingRecordPdf(
  of: { userId: string } | { artifactId: string },
  today: string,
): Promise<Blob> {
  const path = 'userId' in of ? userTrainingRecordPath(of.userId) : processTrainingRecordPath(of.artifactId);
  return (await apiFetch(path, { query: { today } })).blob();
}
