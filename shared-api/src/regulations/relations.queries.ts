import { queryOptions, useQuery, useQueries } from '@tanstack/react-query';
import { apiJson } from '../client/http';
import { RelationReleaseDetail, RelationReleaseList } from './relations.contract';

const enc = encodeURIComponent;

const relationsKeys = {
  all: ['sr-relations'] as const,
  releases: (regulationId: string) => [...relationsKeys.all, 'releases', regulationId] as const,
  release: (releaseId: string) => [...relationsKeys.all, 'release', releaseId] as const,
};

// relations change only by an operator import
const STALE = 5 * 60_000;

/** GET /sr-api/relations?regulationId=: the regulation's relation releases, the one to use first. */
function relationReleasesQueryOptions(regulationId: string) {
  return queryOptions({
    queryKey: relationsKeys.releases(regulationId),
    queryFn: ({ signal }) =>
      apiJson(RelationReleaseList, '/sr-api/relations', { query: { regulationId }, signal }),
    staleTime: STALE,
  });
}

export const useRelationReleases = (regulationId: string, enabled = true) =>
  useQuery({ ...relationReleasesQueryOptions(regulationId), enabled });

/** GET /sr-api/relations/{releaseId}: the release and its relations keyed by requirementId. */
function relationReleaseQueryOptions(releaseId: string) {
  return queryOptions({
    queryKey: relationsKeys.release(releaseId),
    queryFn: ({ signal }) =>
      apiJson(RelationReleaseDetail, `/sr-api/relations/${enc(releaseId)}`, { signal }),
    staleTime: STALE,
  });
}

export const useRelationRelease = (releaseId: string, enabled = true) =>
  useQuery({ ...relationReleaseQueryOptions(releaseId), enabled });

/** The relation releases of several regulations (one query each). */
export const useRelationReleasesOf = (regulationIds: readonly string[]) =>
  useQueries({ queries: regulationIds.map((id) => relationReleasesQueryOptions(id)) });

/** Several relation releases with their relations, by release id (one query each). */
export const useRelationReleasesById = (releaseIds: readonly string[]) =>
  useQueries({ queries: releaseIds.map((id) => relationReleaseQueryOptions(id)) });
