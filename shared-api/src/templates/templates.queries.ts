import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '../client/http';
import { TemplateList } from './templates.contract';

export const templatesKeys = {
  all: ['templates'] as const,
  list: () => [...templatesKeys.all, 'list'] as const,
};

/** GET /qms-api/templates */
export function templatesQueryOptions() {
  return queryOptions({
    queryKey: templatesKeys.list(),
    queryFn: ({ signal }) => apiJson(TemplateList, '/qms-api/templates', { signal }),
  });
}
