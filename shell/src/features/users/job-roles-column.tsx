import { Badge, Group } from '@mantine/core';
import { useMemo } from 'react';
import { ROLE_HOLDER_MESSAGES, useJobRoleHoldings, useRoles, type TenantUser } from '@qms/shared-api';
import { useNotifyQueryError } from '@qms/shared-ui';
import type { QmsColumnDef } from '@qms/shared-ui/table';

/** The Users table's 'Job roles' column (issue 29.1): the roles of spec 2 each user holds, by name. */
export function useJobRolesColumn(): QmsColumnDef<TenantUser> {
  const roles = useRoles();
  const holdings = useJobRoleHoldings();
  useNotifyQueryError(holdings, ROLE_HOLDER_MESSAGES.jobRolesLoad);
  return useMemo(() => {
    const names = new Map((roles.data ?? []).map((r) => [r.id, r.name]));
    const held = new Map(
      (holdings.data ?? []).map((h) => [
        h.userId,
        h.roleIds
          .map((id) => names.get(id) ?? '')
          .filter(Boolean)
          .sort((a, b) => a.localeCompare(b)),
      ]),
    );
    const of = (user: TenantUser) => held.get(user.userId) ?? [];
    return {
      id: 'jobRoles',
      header: 'Job roles',
      size: 220,
      accessorFn: (user) => of(user).join(', '),
      Cell: ({ row }) => (
        <Group gap={4}>
          {of(row.original).map((name) => (
            <Badge key={name} variant="outline" color="teal" style={{ textTransform: 'none' }}>
              {name}
            </Badge>
          ))}
        </Group>
      ),
    };
  }, [roles.data, holdings.data]);
}
