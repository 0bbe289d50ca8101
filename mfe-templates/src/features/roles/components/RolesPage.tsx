import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  NEW_ROLE_ID,
  ROLE_HOLDER_MESSAGES,
  ROLE_MESSAGES,
  isRoleChangedBySomeoneElse,
  useDeleteRole,
  useIsQmsAdmin,
  useJobRoleHoldings,
  useRoles,
  useSaveRole,
  type Role,
  type RoleDraft,
} from '@qms/shared-api';
import { ConfirmDialog, notify, PageTitle, useNotifyQueryError } from '@qms/shared-ui';
import { QmsTable, RowActions, type QmsColumnDef, queryTableState } from '@qms/shared-ui/table';
import { RoleFormDialog } from './RoleFormDialog';
import { RoleHoldersDialog } from './RoleHoldersDialog';

/** spec 2 §9 */
const ROLES_PAGE_SIZE = 2500;

const newRole = (): RoleDraft => ({
  id: NEW_ROLE_ID,
  name: '',
  responsibility: '',
  authority: '',
  requirements: '',
  srId: null,
});

const multiline = (value: string) => (
  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
    {value}
  </Text>
);

const specColumns: QmsColumnDef<Role>[] = [
  { accessorKey: 'name', header: 'Name', size: 180 },
  {
    accessorKey: 'responsibility',
    header: 'Responsibility',
    Cell: ({ cell }) => multiline(cell.getValue<string>()),
  },
  { accessorKey: 'authority', header: 'Authority', Cell: ({ cell }) => multiline(cell.getValue<string>()) },
  {
    accessorKey: 'requirements',
    header: 'Competence Requirements',
    Cell: ({ cell }) => multiline(cell.getValue<string>()),
  },
];

/** /roles (spec 2 §2 Roles): everyone reads; admins create, edit and delete. */
export function RolesPage(): JSX.Element {
  const isAdmin = useIsQmsAdmin();
  const roles = useRoles();
  const saveRole = useSaveRole();
  const deleteRole = useDeleteRole();
  const [editing, setEditing] = useState<RoleDraft | null>(null);
  /** the 409 message after a save on a stale dbVersion; the dialog then offers a reload */
  const [conflict, setConflict] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [showingHolders, setShowingHolders] = useState<Role | null>(null);
  // issue 29.1: how many people hold each role; the dialog lists them and lets an admin change them
  const holdings = useJobRoleHoldings();
  const columns = useMemo<QmsColumnDef<Role>[]>(() => {
    const count = new Map<string, number>();
    for (const h of holdings.data ?? []) for (const id of h.roleIds) count.set(id, (count.get(id) ?? 0) + 1);
    const holdersOf = (role: Role) => count.get(role.id) ?? 0;
    return [
      ...specColumns,
      {
        id: 'holders',
        header: 'Holders',
        size: 120,
        accessorFn: holdersOf,
        Cell: ({ row }) => {
          const count = holdersOf(row.original) === 1 ? '1 holder' : `${holdersOf(row.original)} holders`;
          return (
            <Anchor
              component="button"
              type="button"
              size="sm"
              // the visible count starts the name (WCAG 2.5.3), the role's name tells the rows apart
              aria-label={`${count}: holders of role ${row.original.name}`}
              onClick={(e) => {
                e.stopPropagation();
                setShowingHolders(row.original);
              }}
            >
              {count}
            </Anchor>
          );
        },
      },
    ];
  }, [holdings.data]);

  useNotifyQueryError(roles, ROLE_MESSAGES.fetch);
  useNotifyQueryError(holdings, ROLE_HOLDER_MESSAGES.load);

  const save = (role: RoleDraft) =>
    saveRole.mutate(role, {
      onSuccess: () => {
        // 'Role saved.' / 'Role deleted.' are not in the spec's catalogue: a deliberate addition (docs/manual/roles.md)
        notify.info('Role saved.');
        closeDialog();
      },
      // the dialog stays open with the user's input; the list reloads (useSaveRole invalidates either way)
      onError: (error) => {
        notify.error(ROLE_MESSAGES.save, error);
        if (isRoleChangedBySomeoneElse(error)) setConflict((error as Error).message);
      },
    });

  const closeDialog = () => {
    setEditing(null);
    setConflict(null);
  };

  /** Replaces the form's values with the stored role (its new dbVersion), at the user's request. */
  const reloadEditedRole = async () => {
    if (!editing) return;
    const fresh = (await roles.refetch()).data?.find((r) => r.id === editing.id);
    setConflict(null);
    if (fresh) setEditing({ ...fresh });
    else {
      notify.error(ROLE_MESSAGES.fetch, new Error(`Role ${editing.name} no longer exists.`));
      setEditing(null);
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    deleteRole.mutate(deleting.id, {
      onSuccess: () => notify.info('Role deleted.'),
      onError: (error) => notify.error(ROLE_MESSAGES.delete, error),
      onSettled: () => setDeleting(null),
    });
  };

  const renderRowActions = useMemo(
    () =>
      isAdmin
        ? ({ original: role }: { original: Role }) => (
            <RowActions
              subject={`role ${role.name}`}
              onEdit={() => setEditing({ ...role })}
              onDelete={() => setDeleting(role)}
            />
          )
        : undefined,
    [isAdmin],
  );

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <PageTitle>Roles</PageTitle>
        {isAdmin && (
          <Group gap="sm">
            {/* the products page has no place in the spec's navigation: admins reach it from here */}
            <Button component={Link} to="/products" variant="light">
              Products
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(newRole())}>
              New Role
            </Button>
          </Group>
        )}
      </Group>
      <QmsTable
        // remount when admin rights change: mantine-react-table fixes its columns' actions at mount
        key={isAdmin ? 'admin' : 'viewer'}
        ariaLabel="Roles"
        columns={columns}
        data={roles.data ?? []}
        getRowId={(role) => role.id}
        pageSize={ROLES_PAGE_SIZE}
        initialSorting={[{ id: 'name', desc: false }]}
        emptyText="No roles yet."
        {...queryTableState(roles)}
        renderRowActions={renderRowActions}
      />
      <RoleFormDialog
        role={editing}
        saving={saveRole.isPending}
        onSave={save}
        onClose={() => !saveRole.isPending && closeDialog()}
        conflict={conflict}
        onReload={() => void reloadEditedRole()}
      />
      <RoleHoldersDialog role={showingHolders} onClose={() => setShowingHolders(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete role"
        message={`Delete the role "${deleting?.name ?? ''}"? This cannot be undone.`}
        confirmLabel="Delete"
        loading={deleteRole.isPending}
        onConfirm={confirmDelete}
        onCancel={() => !deleteRole.isPending && setDeleting(null)}
      />
    </Stack>
  );
}
