import { queryOptions, useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { apiJson, apiVoid } from '../client/http';
import { NEW_ROLE_ID, Role, RoleList, type RoleWrite } from './roles.contract';

export const rolesKeys = {
  all: ['roles'] as const,
};

/** GET /qms-api/roles */
export function rolesQueryOptions() {
  return queryOptions({
    queryKey: rolesKeys.all,
    queryFn: ({ signal }) => apiJson(RoleList, '/qms-api/roles', { signal }),
  });
}

/** A role as the form holds it: `id` is NEW_ROLE_ID until the server has created it (spec 2 §4). */
export type RoleDraft = RoleWrite & { id: string };

export function createRole(role: RoleWrite): Promise<Role> {
  return apiJson(Role, '/qms-api/roles', { method: 'POST', body: role });
}

export function updateRole(id: string, role: RoleWrite): Promise<Role> {
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
    mutationFn: ({ id, ...role }: RoleDraft) =>
      id === NEW_ROLE_ID ? createRole(role) : updateRole(id, role),
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
