import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconDots, IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  changeUserRoles,
  inviteUser,
  resendInvitation,
  ROLE_LABELS,
  sendPasswordReset,
  setUserDisabled,
  TENANT_USER_MESSAGES,
  useIsQmsAdmin,
  useTenantUserMutation,
  type AssignableRole,
  type TenantUser,
  type UserStatus,
  useTenantUsers,
} from '@qms/shared-api';
import { ConfirmDialog, notify, PageTitle, useNotifyQueryError } from '@qms/shared-ui';
import { QmsTable, type QmsColumnDef } from '@qms/shared-ui/table';
import { DocumentControlCard } from './DocumentControlCard';
import { useJobRolesColumn } from './job-roles-column';
import { JobRolesDialog } from './JobRolesDialog';
import { ReleaseRulesCard } from './ReleaseRulesCard';
import { InviteDialog, NEW_INVITE, RolesDialog, type InviteValues, type RolesValues } from './UserDialogs';

const USERS_PAGE_SIZE = 100;

const STATUS_COLORS: Record<UserStatus, string> = { invited: 'blue', active: 'green', disabled: 'gray' };
const STATUS_LABELS: Record<UserStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  disabled: 'Disabled',
};

const roleLabel = (role: string) => ROLE_LABELS[role as AssignableRole] ?? role;
const time = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'Never';

const baseColumns: QmsColumnDef<TenantUser>[] = [
  { accessorKey: 'displayName', header: 'Name', size: 200 },
  { accessorKey: 'email', header: 'E-mail', size: 240 },
  {
    id: 'roles',
    // the table may ask placeholder rows (while loading) too
    accessorFn: (user) => (user.roles ?? []).map((role) => roleLabel(role)).join(', '),
    header: 'Roles',
    size: 260,
    Cell: ({ row }) => (
      <Group gap={4}>
        {(row.original.roles ?? []).map((role) => (
          <Badge key={role} variant="light" color={role === 'QMS_ADMIN' ? 'indigo' : 'gray'}>
            {roleLabel(role)}
          </Badge>
        ))}
      </Group>
    ),
  },
  {
    accessorKey: 'status',
    header: 'Status',
    size: 110,
    Cell: ({ cell }) => {
      const status = cell.getValue<UserStatus>();
      return (
        <Badge color={STATUS_COLORS[status]} variant="light">
          {STATUS_LABELS[status]}
        </Badge>
      );
    },
  },
  {
    accessorKey: 'lastSignInAt',
    header: 'Last sign-in',
    size: 170,
    Cell: ({ cell }) => time(cell.getValue<string | null>()),
  },
];

/**
 * /users (issue 12): the tenant's users for admins — invite, change roles, disable/enable, resend the invitation,
 * send a password reset. Behind an external Keycloak the page only lists and points to the realm's console.
 */
export function UsersPage(): JSX.Element {
  const isAdmin = useIsQmsAdmin();
  const users = useTenantUsers(isAdmin);
  useNotifyQueryError(users, TENANT_USER_MESSAGES.fetch);
  const [inviting, setInviting] = useState<InviteValues | null>(null);
  const [editing, setEditing] = useState<TenantUser | null>(null);
  const [disabling, setDisabling] = useState<TenantUser | null>(null);
  const [jobRolesOf, setJobRolesOf] = useState<TenantUser | null>(null);
  // the access rights (Roles) and then the job roles people hold (issue 29.1)
  const jobRolesColumn = useJobRolesColumn();
  const columns = useMemo(
    () => [...baseColumns.slice(0, 3), jobRolesColumn, ...baseColumns.slice(3)],
    [jobRolesColumn],
  );

  const invite = useTenantUserMutation(inviteUser);
  const roles = useTenantUserMutation((args: { id: string; change: RolesValues }) =>
    changeUserRoles(args.id, args.change),
  );
  const disable = useTenantUserMutation((args: { user: TenantUser; disabled: boolean }) =>
    setUserDisabled(args.user.userId, args.disabled, args.user.dbVersion),
  );
  const resend = useTenantUserMutation((user: TenantUser) => resendInvitation(user.userId));
  const reset = useTenantUserMutation((user: TenantUser) => sendPasswordReset(user.userId));
  const managedExternally = users.data?.managedExternally ?? false;

  const renderRowActions = useMemo(
    () =>
      managedExternally
        ? undefined
        : ({ original: user }: { original: TenantUser }) => (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={`Actions for ${user.displayName}`}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => setEditing(user)}>Change roles</Menu.Item>
                <Menu.Item onClick={() => setJobRolesOf(user)}>Change job roles</Menu.Item>
                {user.status === 'invited' && (
                  <Menu.Item
                    onClick={() =>
                      resend.mutate(user, {
                        onSuccess: () => notify.info(`Invitation sent again to ${user.email}.`),
                        onError: (error) => notify.error(TENANT_USER_MESSAGES.resend, error),
                      })
                    }
                  >
                    Resend invitation
                  </Menu.Item>
                )}
                {user.status === 'active' && (
                  <Menu.Item
                    onClick={() =>
                      reset.mutate(user, {
                        onSuccess: () => notify.info(`Password reset mail sent to ${user.email}.`),
                        onError: (error) => notify.error(TENANT_USER_MESSAGES.reset, error),
                      })
                    }
                  >
                    Send password reset
                  </Menu.Item>
                )}
                {user.status === 'disabled' ? (
                  <Menu.Item
                    onClick={() =>
                      disable.mutate(
                        { user, disabled: false },
                        {
                          onSuccess: () => notify.info(`${user.displayName} is enabled.`),
                          onError: (error) => notify.error(TENANT_USER_MESSAGES.enable, error),
                        },
                      )
                    }
                  >
                    Enable
                  </Menu.Item>
                ) : (
                  <Menu.Item color="red" onClick={() => setDisabling(user)}>
                    Disable
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          ),
    [managedExternally, resend, reset, disable],
  );

  if (!isAdmin) {
    return (
      <Stack p="md">
        <PageTitle>Users</PageTitle>
        <Text>User management is available to administrators only.</Text>
      </Stack>
    );
  }

  const saveInvite = (values: InviteValues) =>
    invite.mutate(values, {
      onSuccess: (user) => {
        setInviting(null);
        notify.info(`Invitation sent to ${user.email}.`);
      },
      onError: (error) => notify.error(TENANT_USER_MESSAGES.invite, error),
    });
  const saveRoles = (change: RolesValues) => {
    if (!editing) return;
    roles.mutate(
      { id: editing.userId, change },
      {
        onSuccess: (user) => {
          setEditing(null);
          notify.info(`Roles of ${user.displayName} changed. They apply at the user's next token refresh.`);
        },
        onError: (error) => notify.error(TENANT_USER_MESSAGES.roles, error),
      },
    );
  };
  const confirmDisable = () => {
    if (!disabling) return;
    disable.mutate(
      { user: disabling, disabled: true },
      {
        onSuccess: (user) => notify.info(`${user.displayName} is disabled and signed out.`),
        onError: (error) => notify.error(TENANT_USER_MESSAGES.disable, error),
        onSettled: () => setDisabling(null),
      },
    );
  };

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <PageTitle>Users</PageTitle>
        {!managedExternally && (
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setInviting({ ...NEW_INVITE })}>
            Invite User
          </Button>
        )}
      </Group>
      {managedExternally && (
        <Alert color="blue" title="Users are managed in Keycloak" data-testid="users-managed-externally">
          Invite users, change roles and disable accounts in Keycloak.{' '}
          {users.data?.accountConsoleUrl && (
            <Anchor href={users.data.accountConsoleUrl} target="_blank" rel="noopener noreferrer">
              Open the account console
            </Anchor>
          )}
        </Alert>
      )}
      <QmsTable
        columns={columns}
        data={users.data?.users ?? []}
        pageSize={USERS_PAGE_SIZE}
        emptyText="No users yet."
        isLoading={users.isLoading}
        isError={users.isError}
        onRetry={() => void users.refetch()}
        isFetching={users.isFetching && !users.isLoading}
        getRowId={(user) => user.userId}
        renderRowActions={renderRowActions}
        ariaLabel="Users"
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} style={{ alignItems: 'start' }}>
        <ReleaseRulesCard />
        <DocumentControlCard />
      </SimpleGrid>
      <JobRolesDialog user={jobRolesOf} onClose={() => setJobRolesOf(null)} />
      <InviteDialog
        initial={inviting}
        saving={invite.isPending}
        onSave={saveInvite}
        onClose={() => setInviting(null)}
      />
      <RolesDialog
        user={editing}
        saving={roles.isPending}
        onSave={saveRoles}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={disabling !== null}
        title="Disable user"
        message={`Disable ${disabling?.displayName ?? ''}? They are signed out within seconds and cannot sign in until enabled again.`}
        confirmLabel="Disable"
        destructive
        loading={disable.isPending}
        onConfirm={confirmDisable}
        onCancel={() => setDisabling(null)}
      />
    </Stack>
  );
}
