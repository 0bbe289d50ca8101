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
  NEW_TEMPLATE_CONTENT_ID,
  TemplateContent,
  TemplateContentList,
  TemplateContentSearchResponse,
  TemplateContentStatistics,
  TemplateContentSyncResult,
  type TemplateContentSearchQuery,
  type TemplateContentWrite,
} from './template-contents.contract';

const enc = encodeURIComponent;

export const templateContentsKeys = {
  all: ['template-contents'] as const,
  list: () => [...templateContentsKeys.all, 'list'] as const,
  search: (query: TemplateContentSearchQuery) => [...templateContentsKeys.all, 'search', query] as const,
  statistics: () => [...templateContentsKeys.all, 'statistics'] as const,
};

/** The query string of a search: only the filters set. */
function templateContentSearchPath(query: TemplateContentSearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return `/qms-api/template-contents/search${text ? `?${text}` : ''}`;
}

/** GET /qms-api/template-contents */
export function templateContentsQueryOptions() {
  return queryOptions({
    queryKey: templateContentsKeys.list(),
    queryFn: ({ signal }) => apiJson(TemplateContentList, '/qms-api/template-contents', { signal }),
  });
}
export const useTemplateContents = (enabled = true): UseQueryResult<TemplateContentList> =>
  useQuery({ ...templateContentsQueryOptions(), enabled });

/** GET /qms-api/template-contents/search */
function templateContentSearchQueryOptions(query: TemplateContentSearchQuery = {}) {
  return queryOptions({
    queryKey: templateContentsKeys.search(query),
    queryFn: ({ signal }) =>
      apiJson(TemplateContentSearchResponse, templateContentSearchPath(query), { signal }),
  });
}
export const useTemplateContentSearch = (
  query: TemplateContentSearchQuery = {},
): UseQueryResult<TemplateContentSearchResponse> => useQuery(templateContentSearchQueryOptions(query));

/** GET /qms-api/template-contents/statistics */
function templateContentStatisticsQueryOptions() {
  return queryOptions({
    queryKey: templateContentsKeys.statistics(),
    queryFn: ({ signal }) =>
      apiJson(TemplateContentStatistics, '/qms-api/template-contents/statistics', { signal }),
  });
}
export const useTemplateContentStatistics = (): UseQueryResult<TemplateContentStatistics> =>
  useQuery(templateContentStatisticsQueryOptions());

/** A content as the form holds it: id NEW_TEMPLATE_CONTENT_ID until created; a saved one carries its dbVersion. */
export type TemplateContentDraft = TemplateContentWrite & { id: string; dbVersion?: number };

const createTemplateContent = (body: TemplateContentWrite): Promise<TemplateContent> =>
  apiJson(TemplateContent, '/qms-api/template-contents', { method: 'POST', body });
const updateTemplateContent = (
  id: string,
  body: TemplateContentWrite & { dbVersion: number },
): Promise<TemplateContent> =>
  apiJson(TemplateContent, `/qms-api/template-contents/${enc(id)}`, { method: 'PUT', body });
const deleteTemplateContent = (id: string): Promise<void> =>
  apiVoid(`/qms-api/template-contents/${enc(id)}`, { method: 'DELETE' });
const synchronizeTemplateContents = (): Promise<TemplateContentSyncResult> =>
  apiJson(TemplateContentSyncResult, '/qms-api/template-contents/synchronize', { method: 'POST' });

/** Reloads contents and templates (their links) whatever the outcome (spec 2 §4). */
function useContentMutation<V, R>(fn: (vars: V) => Promise<R>): UseMutationResult<R, Error, V> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: templateContentsKeys.all });
      await client.invalidateQueries({ queryKey: ['templates'] });
    },
  });
}

/** Create or update by the placeholder id 'new' (spec 2 §4). */
export const useSaveTemplateContent = () =>
  useContentMutation(({ id, dbVersion, ...body }: TemplateContentDraft) => {
    if (id === NEW_TEMPLATE_CONTENT_ID) return createTemplateContent(body);
    if (dbVersion === undefined) throw new Error(`Template content ${id} has no dbVersion to update`);
    return updateTemplateContent(id, { ...body, dbVersion });
  });
export const useDeleteTemplateContent = () => useContentMutation(deleteTemplateContent);
export const useSynchronizeTemplateContents = () =>
  useContentMutation((_: void) => synchronizeTemplateContents());
