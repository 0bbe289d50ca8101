import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../client/http';
import { UserDirectory } from './contract';

export const usersKeys = {
  all: ['users'] as const,
};

/** GET /qms-api/users: the tenant's user directory, for participant choices and display names. */
export function usersQueryOptions() {
  return queryOptions({
    queryKey: usersKeys.all,
    queryFn: ({ signal }) => apiJson(UserDirectory, '/qms-api/users', { signal }),
  });
}

export const useUsers = () => useQuery(usersQueryOptions());
