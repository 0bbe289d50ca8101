import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { ApiError } from '../client/api-error';
import { apiJson, apiVoid } from '../client/http';
import {
  NEW_ROLE_ID,
  Role,
  ROLE_CHANGED_BY_SOMEONE_ELSE,
  RoleList,
  type RoleUpdate,
  type RoleWrite,
} from './roles.contract';

/** Query keys of the resource: `all` invalidates everything about roles; list and detail sit below it. */
export const rolesKeys = {
  all: ['roles'] as const,
  list: () => [...rolesKeys.all, 'list'] as const,
  detail: (id: string) => [...rolesKeys.all, 'detail', id] as const,
};

/** GET /qms-api/roles */
export function rolesQueryOptions() {
  return queryOptions({
    queryKey: rolesKeys.list(),
    queryFn: ({ signal }) => apiJson(RoleList, '/qms-api/roles', { signal }),
  });
}

/** The tenant's roles (the list a screen shows). */
export function useRoles(): UseQueryResult<RoleList> {
  return useQuery(rolesQueryOptions());
}

/**
 * A role as the form holds it: `id` is NEW_ROLE_ID until the server has created it (spec 2 §4); a saved role
 * carries the `dbVersion` it was read at, which its update sends back.
 */
export type RoleDraft = RoleWrite & { id: string; dbVersion?: number };

export function createRole(role: RoleWrite): Promise<Role> {
  return apiJson(Role, '/qms-api/roles', { method: 'POST', body: role });
}

export function updateRole(id: string, role: RoleUpdate): Promise<Role> {
  return apiJson(Role, `/qms-api/roles/${encodeURIComponent(id)}`, { method: 'PUT', body: role });
}

export function deleteRole(id: string): Promise<void> {
  return apiVoid(`/qms-api/roles/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Create or update by the placeholder id (spec 2 §4). The list is reloaded whatever the outcome, because the spec
 * reloads roles after a failed create or update too.
 */
export function useSaveRole(): UseMutationResult<Role, Error, RoleDraft> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dbVersion, ...role }: RoleDraft) => {
      if (id === NEW_ROLE_ID) return createRole(role);
      if (dbVersion === undefined) throw new Error(`Role ${id} has no dbVersion to update`);
      return updateRole(id, { ...role, dbVersion });
    },
    onSettled: () => client.invalidateQueries({ queryKey: rolesKeys.all }),
  });
}

export function useDeleteRole(): UseMutationResult<void, Error, string> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSettled: () => client.invalidateQueries({ queryKey: rolesKeys.all }),
  });
}

/** The save failed because someone else saved the role since it was read (409 on a stale dbVersion). */
export function isRoleChangedBySomeoneElse(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 409 && error.errorMessage === ROLE_CHANGED_BY_SOMEONE_ELSE
  );
}
