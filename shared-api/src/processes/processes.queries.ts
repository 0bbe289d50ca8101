import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '../client/http';
import { SopListResponse } from './processes.contract';

export const sopsKeys = {
  all: ['sops'] as const,
  list: () => [...sopsKeys.all, 'list'] as const,
};

/** GET /qms-api/sops */
export function sopsQueryOptions() {
  return queryOptions({
    queryKey: sopsKeys.list(),
    queryFn: ({ signal }) => apiJson(SopListResponse, '/qms-api/sops', { signal }),
  });
}
