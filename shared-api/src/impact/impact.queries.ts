import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '../client/http';
import { ImpactAnalysisSearchResponse } from './impact.contract';

export const impactAnalysesKeys = {
  all: ['impact-analyses'] as const,
  search: () => [...impactAnalysesKeys.all, 'search'] as const,
};

/** GET /qms-api/impact-analyses/search */
export function impactAnalysesQueryOptions() {
  return queryOptions({
    queryKey: impactAnalysesKeys.search(),
    queryFn: ({ signal }) =>
      apiJson(ImpactAnalysisSearchResponse, '/qms-api/impact-analyses/search', { signal }),
  });
}
