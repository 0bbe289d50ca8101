import {
  queryOptions,
  useMutation,
  useQueryClient,
  type UseMutationResult,
  useQuery,
} from '@tanstack/react-query';
import { apiJson } from '../client/http';
import {
  RegulationList,
  RequirementGuidance,
  RequirementSearchResult,
  type RequirementSearchFilter,
} from './regulations.contract';
import {
  QmsRegulation,
  QmsRegulationSearchResult,
  type QmsRegulationUpdate,
} from './qms-regulations.contract';

const regulationsKeys = {
  all: ['regulations'] as const,
  list: () => [...regulationsKeys.all, 'list'] as const,
};

/** GET /sr-api/regulations (the standards service) */
function regulationsQueryOptions() {
  return queryOptions({
    queryKey: regulationsKeys.list(),
    queryFn: ({ signal }) => apiJson(RegulationList, '/sr-api/regulations', { signal }),
  });
}

export const useRegulations = () => useQuery(regulationsQueryOptions());

/** GET /sr-api/requirements/{id}/guidance (loaded when the gap list opens a requirement's guidance) */
function requirementGuidanceQueryOptions(requirementId: string) {
  return queryOptions({
    queryKey: [...regulationsKeys.all, 'guidance', requirementId] as const,
    queryFn: ({ signal }) =>
      apiJson(RequirementGuidance, `/sr-api/requirements/${encodeURIComponent(requirementId)}/guidance`, {
        signal,
      }),
  });
}

export const useRequirementGuidance = (requirementId: string) =>
  useQuery(requirementGuidanceQueryOptions(requirementId));

/**
 * POST /sr-api/requirements: the requirements the filter finds (named ids per regulation, or through the SR
 * relations by template content, process content and term ids), licence-redacted, with their regulations.
 */
export function requirementSearchQueryOptions(filter: RequirementSearchFilter) {
  return queryOptions({
    queryKey: [...regulationsKeys.all, 'requirement-search', filter] as const,
    queryFn: ({ signal }) =>
      apiJson(RequirementSearchResult, '/sr-api/requirements', { method: 'POST', body: filter, signal }),
  });
}

export const useRequirementSearch = (filter: RequirementSearchFilter, enabled = true) =>
  useQuery({ ...requirementSearchQueryOptions(filter), enabled });

export const qmsRegulationsKeys = {
  all: ['qms-regulations'] as const,
  search: () => [...qmsRegulationsKeys.all, 'search'] as const,
};

/** GET /qms-api/qms-regulations/search: the applied-regulations list with records and statistics. */
function qmsRegulationsSearchQueryOptions() {
  return queryOptions({
    queryKey: qmsRegulationsKeys.search(),
    queryFn: ({ signal }) =>
      apiJson(QmsRegulationSearchResult, '/qms-api/qms-regulations/search', { signal }),
  });
}

export const useQmsRegulationsSearch = () => useQuery(qmsRegulationsSearchQueryOptions());

function updateQmsRegulation(id: string, update: QmsRegulationUpdate): Promise<QmsRegulation> {
  return apiJson(QmsRegulation, `/qms-api/qms-regulations/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: update,
  });
}

/** Saves state and dates; the list reloads whatever the outcome (a 409 means the stored record changed). */
export function useUpdateQmsRegulation(): UseMutationResult<
  QmsRegulation,
  Error,
  { id: string; update: QmsRegulationUpdate }
> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }) => updateQmsRegulation(id, update),
    onSettled: () => client.invalidateQueries({ queryKey: qmsRegulationsKeys.all }),
  });
}
