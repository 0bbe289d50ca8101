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
  Template,
  TemplateList,
  TemplateSearchResponse,
  TemplatesBySopVersionResponse,
  TemplateStatistics,
  TemplateVersionParams,
  type TemplateCreate,
  type TemplateUpdate,
} from './templates.contract';

const enc = encodeURIComponent;

export const templatesKeys = {
  all: ['templates'] as const,
  list: () => [...templatesKeys.all, 'list'] as const,
  search: () => [...templatesKeys.all, 'search'] as const,
  bySopVersion: (sopVersionId: string) => [...templatesKeys.all, 'by-sop-version', sopVersionId] as const,
  statistics: () => [...templatesKeys.all, 'statistics'] as const,
  detail: (versionId: string) => [...templatesKeys.all, 'detail', versionId] as const,
};

const templateVersionPath = (versionId: string) => `/qms-api/templates/v/${enc(versionId)}`;

/** GET /qms-api/templates */
function templatesQueryOptions() {
  return queryOptions({
    queryKey: templatesKeys.list(),
    queryFn: ({ signal }) => apiJson(TemplateList, '/qms-api/templates', { signal }),
  });
}
export const useTemplates = (): UseQueryResult<TemplateList> => useQuery(templatesQueryOptions());

/** GET /qms-api/templates?scope=current */
function currentTemplateListQueryOptions() {
  return queryOptions({
    // under the list's key, so what refreshes the list refreshes it (templatesKeys is public: its shape stays)
    queryKey: [...templatesKeys.list(), 'current'],
    queryFn: ({ signal }) =>
      apiJson(TemplateList, '/qms-api/templates', { query: { scope: 'current' }, signal }),
  });
}
/**
 * The template list without the obsolete history (VersionListQuery 'current'): the versions that are not OBSOLETE
 * and the newest of a template that has no other. What choosers and names need (ADR 0200).
 */
export const useCurrentTemplateList = (): UseQueryResult<TemplateList> =>
  useQuery(currentTemplateListQueryOptions());

/** GET /qms-api/templates/search */
function templateSearchQueryOptions() {
  return queryOptions({
    queryKey: templatesKeys.search(),
    queryFn: ({ signal }) => apiJson(TemplateSearchResponse, '/qms-api/templates/search', { signal }),
  });
}
export const useTemplateSearch = (): UseQueryResult<TemplateSearchResponse> =>
  useQuery(templateSearchQueryOptions());

/** GET /qms-api/templates/search/by-sop-version?sopVersionId= */
function templatesBySopVersionQueryOptions(sopVersionId: string) {
  return queryOptions({
    queryKey: templatesKeys.bySopVersion(sopVersionId),
    queryFn: ({ signal }) =>
      apiJson(
        TemplatesBySopVersionResponse,
        `/qms-api/templates/search/by-sop-version?sopVersionId=${enc(sopVersionId)}`,
        { signal },
      ),
  });
}
export const useTemplatesBySopVersion = (
  sopVersionId: string,
): UseQueryResult<TemplatesBySopVersionResponse> =>
  useQuery({ ...templatesBySopVersionQueryOptions(sopVersionId), enabled: !!sopVersionId });

/** GET /qms-api/templates/statistics */
function templateStatisticsQueryOptions() {
  return queryOptions({
    queryKey: templatesKeys.statistics(),
    queryFn: ({ signal }) => apiJson(TemplateStatistics, '/qms-api/templates/statistics', { signal }),
  });
}
export const useTemplateStatistics = (): UseQueryResult<TemplateStatistics> =>
  useQuery(templateStatisticsQueryOptions());

/** GET /qms-api/templates/v/{versionId} */
function templateQueryOptions(versionId: string) {
  return queryOptions({
    queryKey: templatesKeys.detail(versionId),
    queryFn: ({ signal }) =>
      apiJson(Template, templateVersionPath(versionId), {
        signal,
        params: { schema: TemplateVersionParams, values: { versionId } },
      }),
  });
}
export const useTemplate = (versionId: string): UseQueryResult<Template> =>
  useQuery({ ...templateQueryOptions(versionId), enabled: !!versionId });

export const createTemplate = (body: TemplateCreate): Promise<Template> =>
  apiJson(Template, '/qms-api/templates', { method: 'POST', body });
const updateTemplate = (versionId: string, body: TemplateUpdate): Promise<Template> =>
  apiJson(Template, templateVersionPath(versionId), { method: 'PUT', body });
export const deleteTemplate = (versionId: string): Promise<void> =>
  apiVoid(templateVersionPath(versionId), { method: 'DELETE' });
// Release state, new version, release workflow and history: the change-control hooks with kind 'templates'
// (useChangeReleaseState, useCreateNewVersion, useStartRelease, … in change-control.queries.ts).

/** Every template write reloads everything about templates (and template contents, whose links it changes). */
function useTemplateMutation<V, R>(fn: (vars: V) => Promise<R>): UseMutationResult<R, Error, V> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: templatesKeys.all });
      await client.invalidateQueries({ queryKey: ['template-contents'] });
    },
  });
}

export const useCreateTemplate = () => useTemplateMutation(createTemplate);
export const useUpdateTemplate = () =>
  useTemplateMutation(({ versionId, body }: { versionId: string; body: TemplateUpdate }) =>
    updateTemplate(versionId, body),
  );
export const useDeleteTemplate = () => useTemplateMutation(deleteTemplate);
