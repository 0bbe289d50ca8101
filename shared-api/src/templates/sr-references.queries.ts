import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiJson } from '../client/http';
import { SrReferenceList, type SrReferenceKind } from './sr-references.contract';

const srReferencesKeys = {
  all: ['sr-references'] as const,
  list: (kind: SrReferenceKind) => ['sr-references', kind] as const,
};

/** GET /sr-api/{template-contents|roles|processes|sop-contents} */
function srReferencesQueryOptions(kind: SrReferenceKind) {
  return queryOptions({
    queryKey: srReferencesKeys.list(kind),
    queryFn: ({ signal }) => apiJson(SrReferenceList, `/sr-api/${kind}`, { signal }),
    // the catalogue changes only by an operator import
    staleTime: 5 * 60_000,
  });
}
export const useSrReferences = (kind: SrReferenceKind): UseQueryResult<SrReferenceList> =>
  useQuery(srReferencesQueryOptions(kind));
