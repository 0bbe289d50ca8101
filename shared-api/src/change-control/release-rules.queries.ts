import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { apiJson } from '../client/http';
import { RELEASE_RULES_PATH, ReleaseRules, type ReleaseRulesUpdate } from './release-rules';

// The tenant's release rules: read by every Start form (the four-eyes check before sending), changed by admins.

const releaseRulesKeys = { all: ['release-rules'] as const };

function releaseRulesQueryOptions() {
  return queryOptions({
    queryKey: releaseRulesKeys.all,
    queryFn: ({ signal }) => apiJson(ReleaseRules, RELEASE_RULES_PATH, { signal }),
  });
}
export const useReleaseRules = (): UseQueryResult<ReleaseRules> => useQuery(releaseRulesQueryOptions());

export const saveReleaseRules = (body: ReleaseRulesUpdate): Promise<ReleaseRules> =>
  apiJson(ReleaseRules, RELEASE_RULES_PATH, { method: 'PUT', body });

export function useSaveReleaseRules(): UseMutationResult<ReleaseRules, Error, ReleaseRulesUpdate> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveReleaseRules,
    onSettled: () => client.invalidateQueries({ queryKey: releaseRulesKeys.all }),
  });
}
