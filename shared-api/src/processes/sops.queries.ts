import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { apiJson, apiVoid } from '../client/http';
import {
  SopArtifactParams,
  SopDetailResponse,
  SopListResponse,
  SopStatistics,
  SopSummaryList,
  SopVersionIdParams,
  type SopArtifactUpdate,
  type SopCreate,
  type SopSummary,
  type SopVersionUpdate,
} from './sops.contract';

/** Query keys of the processes area: `all` invalidates everything (list, details, terms, blocks). */
export const sopsKeys = {
  all: ['sops'] as const,
  list: () => [...sopsKeys.all, 'list'] as const,
  currentList: () => [...sopsKeys.all, 'list', 'current'] as const,
  detail: (versionId: string) => [...sopsKeys.all, 'detail', versionId] as const,
  current: (artifactId: string) => [...sopsKeys.all, 'current', artifactId] as const,
  statistics: () => [...sopsKeys.all, 'statistics'] as const,
  summaries: (artifactIds: readonly string[]) =>
    [...sopsKeys.all, 'summaries', artifactIds.join(',')] as const,
  terms: (versionId: string) => [...sopsKeys.all, 'terms', versionId] as const,
  deletedTerms: (versionId: string) => [...sopsKeys.all, 'deleted-terms', versionId] as const,
  termSearch: () => [...sopsKeys.all, 'term-search'] as const,
  block: (blockVersionId: string) => [...sopsKeys.all, 'block', blockVersionId] as const,
};

const enc = encodeURIComponent;
export const sopVersionPath = (artifactId: string, versionId: string) =>
  `/qms-api/sops/${enc(artifactId)}/versions/${enc(versionId)}`;

/** GET /qms-api/sops */
function sopsQueryOptions() {
  return queryOptions({
    queryKey: sopsKeys.list(),
    queryFn: ({ signal }) => apiJson(SopListResponse, '/qms-api/sops', { signal }),
  });
}
export const useSops = (enabled = true): UseQueryResult<SopListResponse> =>
  useQuery({ ...sopsQueryOptions(), enabled });

/** GET /qms-api/sops?scope=current */
function currentSopListQueryOptions() {
  return queryOptions({
    queryKey: sopsKeys.currentList(),
    queryFn: ({ signal }) =>
      apiJson(SopListResponse, '/qms-api/sops', { query: { scope: 'current' }, signal }),
  });
}
/**
 * The process list without the obsolete history (VersionListQuery 'current'): the versions that are not OBSOLETE
 * and each process's newest. What choosers and names need; the history grows with every release (ADR 0200).
 */
export const useCurrentSopList = (enabled = true): UseQueryResult<SopListResponse> =>
  useQuery({ ...currentSopListQueryOptions(), enabled });

/** GET /qms-api/sops/sop-artifact-uuid/versions/{versionId} */
function sopQueryOptions(versionId: string) {
  return queryOptions({
    queryKey: sopsKeys.detail(versionId),
    queryFn: ({ signal }) =>
      apiJson(SopDetailResponse, `/qms-api/sops/sop-artifact-uuid/versions/${enc(versionId)}`, {
        signal,
        params: { schema: SopVersionIdParams, values: { versionId } },
      }),
  });
}
export const useSop = (versionId: string): UseQueryResult<SopDetailResponse> =>
  useQuery({ ...sopQueryOptions(versionId), enabled: !!versionId });

/** GET /qms-api/sops/{artifactId}/current: the version in force (ADR 0145), else the RELEASED one, else the newest (ADR 0042). */
function currentSopQueryOptions(artifactId: string) {
  return queryOptions({
    queryKey: sopsKeys.current(artifactId),
    queryFn: ({ signal }) =>
      apiJson(SopDetailResponse, `/qms-api/sops/${enc(artifactId)}/current`, {
        signal,
        params: { schema: SopArtifactParams, values: { artifactId } },
      }),
  });
}
export const useCurrentSop = (artifactId: string): UseQueryResult<SopDetailResponse> =>
  useQuery({ ...currentSopQueryOptions(artifactId), enabled: !!artifactId });

/** GET /qms-api/sops/statistics */
function sopStatisticsQueryOptions() {
  return queryOptions({
    queryKey: sopsKeys.statistics(),
    queryFn: ({ signal }) => apiJson(SopStatistics, '/qms-api/sops/statistics', { signal }),
  });
}
export const useSopStatistics = (): UseQueryResult<SopStatistics> => useQuery(sopStatisticsQueryOptions());

/** GET /qms-api/sops/artifact-summaries?artifactIds=… */
function sopSummariesQueryOptions(artifactIds: readonly string[]) {
  return queryOptions({
    queryKey: sopsKeys.summaries(artifactIds),
    queryFn: ({ signal }) =>
      artifactIds.length === 0
        ? Promise.resolve([] as SopSummary[])
        : apiJson(SopSummaryList, '/qms-api/sops/artifact-summaries', {
            signal,
            query: { artifactIds: artifactIds.join(',') },
          }),
  });
}
export const useSopSummaries = (artifactIds: readonly string[]): UseQueryResult<SopSummary[]> =>
  useQuery(sopSummariesQueryOptions(artifactIds));

export const createSop = (body: SopCreate) =>
  apiJson(SopDetailResponse, '/qms-api/sops', { method: 'POST', body });
const updateSopArtifact = (artifactId: string, body: SopArtifactUpdate) =>
  apiVoid(`/qms-api/sops/${enc(artifactId)}`, { method: 'PUT', body });
export const updateSopVersion = (artifactId: string, versionId: string, body: SopVersionUpdate) =>
  apiJson(SopDetailResponse, sopVersionPath(artifactId, versionId), { method: 'PUT', body });
const deleteSop = (artifactId: string, versionId: string) =>
  apiVoid(sopVersionPath(artifactId, versionId), { method: 'DELETE' });
const orderSops = (orderedArtifactIds: string[], parentArtifactId?: string | null) =>
  apiVoid('/qms-api/sops/order', {
    method: 'PUT',
    body: { orderedArtifactIds },
    query: { artifactId: parentArtifactId ?? undefined },
  });

/** Every processes mutation reloads the area's queries whatever the outcome (the spec reloads after failures). */
function useSopsMutation<V, R>(fn: (v: V) => Promise<R>): UseMutationResult<R, Error, V> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: sopsKeys.all }),
  });
}

export const useCreateSop = () => useSopsMutation((body: SopCreate) => createSop(body));
export const useUpdateSopArtifact = () =>
  useSopsMutation((v: { artifactId: string; body: SopArtifactUpdate }) =>
    updateSopArtifact(v.artifactId, v.body),
  );
export const useUpdateSopVersion = () =>
  useSopsMutation((v: { artifactId: string; versionId: string; body: SopVersionUpdate }) =>
    updateSopVersion(v.artifactId, v.versionId, v.body),
  );
export const useDeleteSop = () =>
  useSopsMutation((v: { artifactId: string; versionId: string }) => deleteSop(v.artifactId, v.versionId));
export const useOrderSops = () =>
  useSopsMutation((v: { orderedArtifactIds: string[]; parentArtifactId?: string | null }) =>
    orderSops(v.orderedArtifactIds, v.parentArtifactId),
  );
export { useSopsMutation };
