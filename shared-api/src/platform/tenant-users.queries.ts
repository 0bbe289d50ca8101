import { queryOptions, useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import { apiJson, apiVoid } from '../client/http';
import { usersKeys } from './users.queries';
import { TenantUser, TenantUsers, type UserInvite, type UserRolesUpdate } from './users.contract';

const tenantUsersKeys = {
  all: ['tenant-users'] as const,
};

const userUrl = (id: string, action: string) => `/qms-api/tenant-users/${encodeURIComponent(id)}/${action}`;

/** GET /qms-api/tenant-users (admins only): users with status and last sign-in, and who manages them. */
function tenantUsersQueryOptions() {
  return queryOptions({
    queryKey: tenantUsersKeys.all,
    queryFn: ({ signal }) => apiJson(TenantUsers, '/qms-api/tenant-users', { signal }),
  });
}

export const useTenantUsers = (enabled = true) => useQuery({ ...tenantUsersQueryOptions(), enabled });

export const inviteUser = (invite: UserInvite) =>
  apiJson(TenantUser, '/qms-api/tenant-users', { method: 'POST', body: invite });
export const changeUserRoles = (id: string, change: UserRolesUpdate) =>
  apiJson(TenantUser, userUrl(id, 'roles'), { method: 'PUT', body: change });
export const setUserDisabled = (id: string, disabled: boolean, dbVersion: number) =>
  apiJson(TenantUser, userUrl(id, disabled ? 'disable' : 'enable'), { method: 'POST', body: { dbVersion } });
export const resendInvitation = (id: string) =>
  apiJson(TenantUser, userUrl(id, 'invitation'), { method: 'POST' });
export const sendPasswordReset = (id: string) => apiVoid(userUrl(id, 'password-reset'), { method: 'POST' });

/** A mutation of the Users page that refreshes the list (and the user directory) when it settles. */
export function useTenantUserMutation<A, R>(run: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: tenantUsersKeys.all }),
        client.invalidateQueries({ queryKey: usersKeys.all }),
      ]),
  });
}
