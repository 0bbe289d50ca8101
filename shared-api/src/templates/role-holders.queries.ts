import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { apiJson } from '../client/http';
import {
  JOB_ROLES_PATH,
  JobRoleHolding,
  JobRoleHoldings,
  ROLE_HOLDERS_PATH,
  RoleHolders,
  userJobRolesPath,
  type JobRolesUpdate,
  type RoleHoldersUpdate,
} from './role-holders.contract';
import { rolesKeys } from './roles.queries';

/** Query keys: `all` invalidates every holders answer; a role's holders and the tenant's holdings sit below it. */
const roleHoldersKeys = {
  all: ['role-holders'] as const,
  role: (roleId: string) => [...roleHoldersKeys.all, 'role', roleId] as const,
  holdings: () => [...roleHoldersKeys.all, 'holdings'] as const,
};

/** GET /qms-api/roles/:id/holders */
function roleHoldersQueryOptions(roleId: string) {
  return queryOptions({
    queryKey: roleHoldersKeys.role(roleId),
    queryFn: ({ signal }) => apiJson(RoleHolders, ROLE_HOLDERS_PATH(roleId), { signal }),
  });
}
export const useRoleHolders = (roleId: string): UseQueryResult<RoleHolders> =>
  useQuery(roleHoldersQueryOptions(roleId));

/** GET /qms-api/job-roles: who holds which job roles (the Users page's column). */
function jobRoleHoldingsQueryOptions() {
  return queryOptions({
    queryKey: roleHoldersKeys.holdings(),
    queryFn: ({ signal }) => apiJson(JobRoleHoldings, JOB_ROLES_PATH, { signal }),
  });
}
export const useJobRoleHoldings = (): UseQueryResult<JobRoleHoldings> =>
  useQuery(jobRoleHoldingsQueryOptions());

export const saveRoleHolders = (roleId: string, body: RoleHoldersUpdate): Promise<RoleHolders> =>
  apiJson(RoleHolders, ROLE_HOLDERS_PATH(roleId), { method: 'PUT', body });

export const saveUserJobRoles = (userId: string, body: JobRolesUpdate): Promise<JobRoleHolding> =>
  apiJson(JobRoleHolding, userJobRolesPath(userId), { method: 'PUT', body });

/** A holder change bumps the roles' dbVersions: holders and roles are both reloaded when it settles. */
function useHoldersMutation<A, R>(run: (args: A) => Promise<R>): UseMutationResult<R, Error, A> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: roleHoldersKeys.all }),
        client.invalidateQueries({ queryKey: rolesKeys.all }),
      ]),
  });
}

export const useSaveRoleHolders = (): UseMutationResult<
  RoleHolders,
  Error,
  { roleId: string } & RoleHoldersUpdate
> => useHoldersMutation(({ roleId, ...body }) => saveRoleHolders(roleId, body));

export const useSaveUserJobRoles = (): UseMutationResult<
  JobRoleHolding,
  Error,
  { userId: string } & JobRolesUpdate
> => useHoldersMutation(({ userId, ...body }) => saveUserJobRoles(userId, body));
