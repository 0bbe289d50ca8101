import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiJson } from '../client/http';
import { COMING_VERSIONS_PATH, ComingVersions, VersionsInForce, versionsInForcePath } from './in-force';

// Which process version is in force and which are coming (issue 29.2). The keys sit under the processes' ['sops']
// so completing a release refreshes them with the area's lists (refreshAfterStateChange, change-control.queries.ts).

const inForceKeys = {
  all: ['sops', 'in-force'] as const,
  artifact: (artifactId: string) => [...inForceKeys.all, 'artifact', artifactId] as const,
  coming: () => [...inForceKeys.all, 'coming'] as const,
};

function versionsInForceQueryOptions(artifactId: string) {
  return queryOptions({
    queryKey: inForceKeys.artifact(artifactId),
    queryFn: ({ signal }) => apiJson(VersionsInForce, versionsInForcePath(artifactId), { signal }),
  });
}
/** GET /qms-api/sops/:artifactId/in-force (Process Detail). */
export const useVersionsInForce = (artifactId: string): UseQueryResult<VersionsInForce> =>
  useQuery(versionsInForceQueryOptions(artifactId));

/** GET /qms-api/sops/coming-versions (the dashboard's processes tile). */
export const useComingVersions = (): UseQueryResult<ComingVersions> =>
  useQuery({
    queryKey: inForceKeys.coming(),
    queryFn: ({ signal }) => apiJson(ComingVersions, COMING_VERSIONS_PATH, { signal }),
  });
