import { Alert, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  ApiError,
  ROLE_HOLDER_MESSAGES,
  useJobRoleHoldings,
  useRoles,
  useSaveUserJobRoles,
  type TenantUser,
} from '@qms/shared-api';
import { ConfirmDialog, notify } from '@qms/shared-ui';

interface JobRolesDialogProps {
  /** the user whose job roles are changed; null = closed */
  user: TenantUser | null;
  onClose: () => void;
}

/**
 * A user's job roles (issue 29.1): the tenant's roles of spec 2, separate from the access rights. A disabled user
 * keeps the roles held but gets no new one (the server refuses it, so the choice offers none). Adding needs no
 * confirmation; removing asks first.
 */
export function JobRolesDialog({ user, onClose }: JobRolesDialogProps): JSX.Element {
  return (
    <Modal opened={user !== null} onClose={onClose} title={user ? `Job roles of ${user.displayName}` : ''}>
      {user && <JobRolesEditor user={user} onClose={onClose} />}
    </Modal>
  );
}

function JobRolesEditor({ user, onClose }: { user: TenantUser; onClose: () => void }): JSX.Element {
  const roles = useRoles();
  const holdings = useJobRoleHoldings();
  const save = useSaveUserJobRoles();
  const held = holdings.data?.find((h) => h.userId === user.userId)?.roleIds ?? [];
  const [selected, setSelected] = useState<string[] | null>(null);
  const [removing, setRemoving] = useState<string[] | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const chosen = selected ?? held;
  const disabledUser = user.status === 'disabled';
  // a fresh read of the holdings (after a save or a reload) resets the choice to what is stored
  useEffect(() => setSelected(null), [holdings.data]);

  const nameOf = (id: string) => roles.data?.find((r) => r.id === id)?.name ?? id;
  const options = (roles.data ?? [])
    .filter((r) => !disabledUser || held.includes(r.id))
    .map((r) => ({ value: r.id, label: r.name }));
  const send = () => {
    const changed = [
      ...chosen.filter((id) => !held.includes(id)),
      ...held.filter((id) => !chosen.includes(id)),
    ];
    save.mutate(
      {
        userId: user.userId,
        roleIds: chosen,
        // the version read of every role whose holders change (a stale one is a 409)
        roleVersions: (roles.data ?? [])
          .filter((r) => changed.includes(r.id))
          .map((r) => ({ roleId: r.id, dbVersion: r.dbVersion })),
      },
      {
        onSuccess: () => {
          notify.info(ROLE_HOLDER_MESSAGES.jobRolesSaved);
          onClose();
        },
        onError: (error) => {
          notify.error(ROLE_HOLDER_MESSAGES.jobRolesSave, error);
          if (error instanceof ApiError && error.status === 409)
            setConflict(error.errorMessage ?? error.message);
        },
        onSettled: () => setRemoving(null),
      },
    );
  };
  const submit = () => {
    const removed = held.filter((id) => !chosen.includes(id));
    if (removed.length > 0) setRemoving(removed);
    else send();
  };
  const changed = chosen.length !== held.length || chosen.some((id) => !held.includes(id));

  return (
    <Stack gap="sm">
      {disabledUser && (
        <Text size="sm">
          {user.displayName} is disabled: the roles held stay, but no new role can be given.
        </Text>
      )}
      {conflict && (
        <Alert color="orange" title="Not saved" role="alert">
          <Group justify="space-between">
            <Text size="sm">{conflict}</Text>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => {
                setConflict(null);
                void Promise.all([roles.refetch(), holdings.refetch()]);
              }}
            >
              Reload
            </Button>
          </Group>
        </Alert>
      )}
      <MultiSelect
        label="Job roles"
        description="The roles of the Roles page (Quality Manager, …); not the access rights."
        searchable
        data={options}
        value={chosen}
        disabled={roles.isLoading || holdings.isLoading || save.isPending}
        placeholder={roles.isLoading ? 'Loading roles…' : 'Choose roles'}
        maxDropdownHeight={240}
        onChange={setSelected}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={!changed} loading={save.isPending}>
          Save job roles
        </Button>
      </Group>
      <ConfirmDialog
        opened={removing !== null}
        title="Remove job roles"
        message={`Remove ${(removing ?? []).map(nameOf).join(', ')} from ${user.displayName}? Trainings already confirmed stay recorded.`}
        confirmLabel="Remove"
        loading={save.isPending}
        onConfirm={send}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
