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
  TRAINING_MAIL_PREFERENCES_PATH,
  TrainingMailPreferences,
  type TrainingMailPreferencesUpdate,
} from './training-mail.contract';

// The signed-in user's training mail setting (issue 29.7).

const trainingMailKeys = { all: ['training', 'mail-preferences'] as const };

function trainingMailPreferencesQueryOptions() {
  return queryOptions({
    queryKey: trainingMailKeys.all,
    queryFn: ({ signal }) => apiJson(TrainingMailPreferences, TRAINING_MAIL_PREFERENCES_PATH, { signal }),
  });
}

export const useTrainingMailPreferences = (): UseQueryResult<TrainingMailPreferences> =>
  useQuery(trainingMailPreferencesQueryOptions());

const saveTrainingMailPreferences = (body: TrainingMailPreferencesUpdate): Promise<TrainingMailPreferences> =>
  apiJson(TrainingMailPreferences, TRAINING_MAIL_PREFERENCES_PATH, { method: 'PUT', body });

export function useSaveTrainingMailPreferences(): UseMutationResult<
  TrainingMailPreferences,
  Error,
  TrainingMailPreferencesUpdate
> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTrainingMailPreferences,
    onSettled: () => client.invalidateQueries({ queryKey: trainingMailKeys.all }),
  });
}
