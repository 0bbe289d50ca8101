import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { apiFetch, apiJson, apiVoid } from '../client/http';
import {
  IMPACT_PATHS,
  Impact,
  ImpactAnalysis,
  ImpactAnalysisDetail,
  ImpactAnalysisIdParams,
  ImpactAnalysisSearchResponse,
  ImpactsBySopArtifactResponse,
  type ImpactAnalysisCreate,
  type ImpactAnalysisUpdate,
  type ImpactCreate,
  type ImpactUpdate,
} from './impact.contract';

export const impactAnalysesKeys = {
  all: ['impact-analyses'] as const,
  search: () => [...impactAnalysesKeys.all, 'search'] as const,
  detail: (id: string) => [...impactAnalysesKeys.all, 'detail', id] as const,
  analysis: (id: string) => [...impactAnalysesKeys.all, 'analysis', id] as const,
  impacts: (id: string) => [...impactAnalysesKeys.all, 'impacts', id] as const,
  diff: (id: string, impactId: string) => [...impactAnalysesKeys.all, 'diff', id, impactId] as const,
  bySopArtifact: (artifactId: string) => [...impactAnalysesKeys.all, 'by-sop-artifact', artifactId] as const,
};

/** GET /qms-api/impact-analyses/search */
function impactAnalysesQueryOptions() {
  return queryOptions({
    queryKey: impactAnalysesKeys.search(),
    queryFn: ({ signal }) => apiJson(ImpactAnalysisSearchResponse, IMPACT_PATHS.search, { signal }),
  });
}
export const useImpactAnalyses = (): UseQueryResult<ImpactAnalysisSearchResponse> =>
  useQuery(impactAnalysesQueryOptions());

/** GET /qms-api/impact-analyses/search/{id}: analysis + statistics + impacts */
function impactAnalysisDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: impactAnalysesKeys.detail(id),
    queryFn: ({ signal }) =>
      apiJson(ImpactAnalysisDetail, IMPACT_PATHS.detail(id), {
        signal,
        params: { schema: ImpactAnalysisIdParams, values: { id } },
      }),
  });
}
export const useImpactAnalysisDetail = (id: string): UseQueryResult<ImpactAnalysisDetail> =>
  useQuery({ ...impactAnalysisDetailQueryOptions(id), enabled: !!id });
/** GET /qms-api/impact-analyses/{id}/impacts/{impactId}/diff: sanitised HTML (ins/del) of the compare dialog. */
export async function fetchImpactDiff(id: string, impactId: string, signal?: AbortSignal): Promise<string> {
  const response = await apiFetch(IMPACT_PATHS.diff(id, impactId), {
    signal,
    headers: { accept: 'text/html' },
  });
  return response.text();
}
function impactDiffQueryOptions(id: string, impactId: string) {
  return queryOptions({
    queryKey: impactAnalysesKeys.diff(id, impactId),
    queryFn: ({ signal }) => fetchImpactDiff(id, impactId, signal),
    // the texts change only when the impact does; the dialog refetches on open
    staleTime: 0,
  });
}
export const useImpactDiff = (id: string, impactId: string, enabled = true): UseQueryResult<string> =>
  useQuery({ ...impactDiffQueryOptions(id, impactId), enabled: enabled && !!id && !!impactId });

/** GET /qms-api/impact-analyses/search/by-sop-artifact/{artifactId} (Gap List widget impact menu) */
function impactsBySopArtifactQueryOptions(artifactId: string) {
  return queryOptions({
    queryKey: impactAnalysesKeys.bySopArtifact(artifactId),
    queryFn: ({ signal }) =>
      apiJson(ImpactsBySopArtifactResponse, IMPACT_PATHS.bySopArtifact(artifactId), { signal }),
  });
}
export const useImpactsBySopArtifact = (
  artifactId: string,
  enabled = true,
): UseQueryResult<ImpactsBySopArtifactResponse> =>
  useQuery({ ...impactsBySopArtifactQueryOptions(artifactId), enabled: enabled && !!artifactId });

export const createImpactAnalysis = (body: ImpactAnalysisCreate): Promise<ImpactAnalysis> =>
  apiJson(ImpactAnalysis, IMPACT_PATHS.analyses, { method: 'POST', body });
export const updateImpactAnalysis = (id: string, body: ImpactAnalysisUpdate): Promise<ImpactAnalysis> =>
  apiJson(ImpactAnalysis, IMPACT_PATHS.analysis(id), { method: 'PUT', body });
export const deleteImpactAnalysis = (id: string): Promise<void> =>
  apiVoid(IMPACT_PATHS.analysis(id), { method: 'DELETE' });

export const createImpact = (id: string, body: ImpactCreate): Promise<Impact> =>
  apiJson(Impact, IMPACT_PATHS.impacts(id), { method: 'POST', body });
export const updateImpact = (id: string, impactId: string, body: ImpactUpdate): Promise<Impact> =>
  apiJson(Impact, IMPACT_PATHS.impact(id, impactId), { method: 'PUT', body });
const deleteImpact = (id: string, impactId: string): Promise<void> =>
  apiVoid(IMPACT_PATHS.impact(id, impactId), { method: 'DELETE' });

/** Every impact write invalidates the whole area: list statistics, detail, impacts, diffs (spec: "the list reloads"). */
function useImpactMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: impactAnalysesKeys.all }),
  });
}
export const useCreateImpactAnalysis = () => useImpactMutation(createImpactAnalysis);
export const useUpdateImpactAnalysis = () =>
  useImpactMutation(({ id, body }: { id: string; body: ImpactAnalysisUpdate }) =>
    updateImpactAnalysis(id, body),
  );
export const useDeleteImpactAnalysis = () => useImpactMutation(deleteImpactAnalysis);
export const useCreateImpact = () =>
  useImpactMutation(({ id, body }: { id: string; body: ImpactCreate }) => createImpact(id, body));
export const useUpdateImpact = () =>
  useImpactMutation(({ id, impactId, body }: { id: string; impactId: string; body: ImpactUpdate }) =>
    updateImpact(id, impactId, body),
  );
export const useDeleteImpact = () =>
  useImpactMutation(({ id, impactId }: { id: string; impactId: string }) => deleteImpact(id, impactId));
