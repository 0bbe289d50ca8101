import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '../client/http';
import { RegulationList } from './regulations.contract';

export const regulationsKeys = {
  all: ['regulations'] as const,
  list: () => [...regulationsKeys.all, 'list'] as const,
};

/** GET /sr-api/regulations (the standards service) */
export function regulationsQueryOptions() {
  return queryOptions({
    queryKey: regulationsKeys.list(),
    queryFn: ({ signal }) => apiJson(RegulationList, '/sr-api/regulations', { signal }),
  });
}
