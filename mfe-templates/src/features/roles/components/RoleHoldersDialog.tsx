import { Alert, Badge, Button, Group, List, Loader, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  ApiError,
  ROLE_HOLDER_MESSAGES,
  useIsQmsAdmin,
  useRoleHolders,
  useSaveRoleHolders,
  useUsers,
  type Role,
  type RoleHolders,
} from '@qms/shared-api';
import { ConfirmDialog, notify, useNotifyQueryError } from '@qms/shared-ui';

interface RoleHoldersDialogProps {
  /** the role whose holders are shown; null = closed */
  role: Pick<Role, 'id' | 'name'> | null;
  onClose: () => void;
}

const namesOf = (holders: RoleHolders | undefined, ids: string[]) =>
  ids.map((id) => holders?.holders.find((h) => h.userId === id)?.displayName ?? id).join(', ');

/**
 * Who holds a job role (issue 29.1), and for admins the change of them: a multi-select of the tenant's active users
 * (a disabled holder stays listed, marked, and can only be removed). Adding needs no confirmation; removing does.
 */
export function RoleHoldersDialog({ role, onClose }: RoleHoldersDialogProps): JSX.Element {
  return (
    <Modal opened={role !== null} onClose={onClose} title={role ? `Holders of ${role.name}` : ''} size="lg">
      {role && <HoldersEditor roleId={role.id} onClose={onClose} />}
    </Modal>
  );
}

function HoldersEditor({ roleId, onClose }: { roleId: string; onClose: () => void }): JSX.Element {
  const isAdmin = useIsQmsAdmin();
  const holders = useRoleHolders(roleId);
  const users = useUsers();
  useNotifyQueryError(holders, ROLE_HOLDER_MESSAGES.load);
  const save = useSaveRoleHolders();
  const [selected, setSelected] = useState<string[] | null>(null);
  const [removing, setRemoving] = useState<string[] | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const held = holders.data?.holders.map((h) => h.userId) ?? [];
  const chosen = selected ?? held;
  // a fresh read (after a save or a reload) resets the choice to what is stored
  useEffect(() => setSelected(null), [holders.data?.dbVersion]);

  if (holders.isLoading) return <Loader size="sm" aria-label="Loading the holders" />;
  if (!holders.data) return <Text size="sm">{ROLE_HOLDER_MESSAGES.load}</Text>;
  const data = holders.data;

  // the tenant's active users, and the current holders (a disabled one stays, to be kept or removed)
  const options = [
    ...(users.data ?? []).map((u) => ({ value: u.userId, label: u.displayName })),
    ...data.holders
      .filter((h) => h.disabled)
      .map((h) => ({ value: h.userId, label: `${h.displayName} (disabled)` })),
  ].sort((a, b) => a.label.localeCompare(b.label));

  const send = (userIds: string[]) =>
    save.mutate(
      { roleId, userIds, dbVersion: data.dbVersion },
      {
        onSuccess: () => {
          notify.info(ROLE_HOLDER_MESSAGES.saved);
          setConflict(null);
        },
        onError: (error) => {
          notify.error(ROLE_HOLDER_MESSAGES.save, error);
          if (error instanceof ApiError && error.status === 409)
            setConflict(error.errorMessage ?? error.message);
        },
        onSettled: () => setRemoving(null),
      },
    );
  const submit = () => {
    const removed = held.filter((id) => !chosen.includes(id));
    if (removed.length > 0) setRemoving(removed);
    else send(chosen);
  };
  const changed = chosen.length !== held.length || chosen.some((id) => !held.includes(id));

  return (
    <Stack gap="sm">
      {data.holders.length === 0 ? (
        <Text size="sm">Nobody holds this role yet.</Text>
      ) : (
        <List size="sm" aria-label="Holders">
          {data.holders.map((h) => (
            <List.Item key={h.userId}>
              <Group gap={6}>
                <Text size="sm">
                  {h.displayName} ({h.email})
                </Text>
                {h.disabled && (
                  <Badge color="gray" variant="light" size="sm">
                    disabled
                  </Badge>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {isAdmin && (
        <>
          {conflict && (
            <Alert color="orange" title="Not saved" role="alert">
              <Group justify="space-between">
                <Text size="sm">{conflict}</Text>
                <Button size="compact-sm" variant="light" onClick={() => void holders.refetch()}>
                  Reload
                </Button>
              </Group>
            </Alert>
          )}
          <MultiSelect
            label="Holders"
            description="The tenant's active users. Adding needs no confirmation; removing asks first."
            searchable
            data={options}
            value={chosen}
            disabled={users.isLoading || save.isPending}
            placeholder={users.isLoading ? 'Loading users…' : 'Choose users'}
            maxDropdownHeight={240}
            onChange={setSelected}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={submit} disabled={!changed} loading={save.isPending}>
              Save holders
            </Button>
          </Group>
        </>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove holders"
        message={`Remove ${namesOf(data, removing ?? [])} from this role? Trainings they already confirmed stay recorded.`}
        confirmLabel="Remove"
        loading={save.isPending}
        onConfirm={() => send(chosen)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
