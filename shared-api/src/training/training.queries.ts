import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { apiJson } from '../client/http';
import {
  MY_TRAININGS_PATH,
  MyTraining,
  MyTrainingList,
  trainingConfirmPath,
  TrainingPreview,
  trainingPreviewPath,
  type TrainingConfirm,
} from './training.contract';

// The data hooks of training (issue 29.3, 29.4): My Trainings (page and dashboard tile), the confirmation, and the
// preview the Release dialog shows before the releaser signs.

const trainingKeys = {
  all: ['training'] as const,
  mine: () => [...trainingKeys.all, 'mine'] as const,
  preview: (versionId: string) => [...trainingKeys.all, 'preview', versionId] as const,
};

function myTrainingsQueryOptions() {
  return queryOptions({
    queryKey: trainingKeys.mine(),
    queryFn: ({ signal }) => apiJson(MyTrainingList, MY_TRAININGS_PATH, { signal }),
    // asked again whenever the dashboard or page opens: a training assigned or confirmed a moment ago shows
    staleTime: 0,
  });
}

/** The signed-in user's trainings: OPEN first by due date, then the closed ones. */
export const useMyTrainings = (): UseQueryResult<MyTrainingList> => useQuery(myTrainingsQueryOptions());

/** Whom completing the release of the process version would train (admins; asked when the dialog opens). */
export const useTrainingPreview = (versionId: string, enabled: boolean): UseQueryResult<TrainingPreview> =>
  useQuery({
    queryKey: trainingKeys.preview(versionId),
    queryFn: ({ signal }) => apiJson(TrainingPreview, trainingPreviewPath(versionId), { signal }),
    enabled,
    staleTime: 0,
  });

function confirmTraining(id: string, body: TrainingConfirm): Promise<MyTraining> {
  return apiJson(MyTraining, trainingConfirmPath(id), { method: 'POST', body });
}

/** POST …/trainings/{id}/confirm (signed 'Read and understood'); the lists reload whatever the outcome. */
export function useConfirmTraining(): UseMutationResult<
  MyTraining,
  Error,
  { id: string; body: TrainingConfirm }
> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }) => confirmTraining(id, body),
    onSettled: () => client.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}
