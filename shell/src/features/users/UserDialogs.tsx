import { Checkbox, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import {
  ASSIGNABLE_ROLES,
  QMS_VIEWER,
  ROLE_LABELS,
  UserInvite,
  UserRolesUpdate,
  type AssignableRole,
  type TenantUser,
} from '@qms/shared-api';
import { FormDialog, type FormFields } from '@qms/shared-ui';

export interface InviteValues {
  email: string;
  displayName: string;
  roles: AssignableRole[];
}

export const NEW_INVITE: InviteValues = { email: '', displayName: '', roles: [QMS_VIEWER] };

function RoleChoice<V extends { roles: AssignableRole[] }>({ values, errors, set }: FormFields<V>) {
  return (
    <Checkbox.Group
      label="Roles"
      withAsterisk
      value={values.roles}
      onChange={(roles) => set('roles', roles as V['roles'])}
      error={errors.roles}
    >
      <Stack gap="xs" mt="xs">
        {ASSIGNABLE_ROLES.map((role: AssignableRole) => (
          <Checkbox key={role} value={role} label={ROLE_LABELS[role]} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** Invite User: e-mail, display name and roles, validated by the UserInvite contract the server uses. */
export function InviteDialog(props: {
  initial: InviteValues | null;
  saving: boolean;
  onSave: (values: InviteValues) => void;
  onClose: () => void;
}): JSX.Element {
  return (
    <FormDialog
      {...props}
      title="Invite User"
      schema={UserInvite}
      dirtyFields={['email', 'displayName', 'roles']}
      size="md"
    >
      {(fields) => (
        <>
          <TextInput
            label="E-mail"
            withAsterisk
            data-autofocus
            value={fields.values.email}
            onChange={(event) => fields.set('email', event.currentTarget.value)}
            onBlur={() => fields.touch('email')}
            error={fields.errors.email}
          />
          <TextInput
            label="Display name"
            withAsterisk
            value={fields.values.displayName}
            onChange={(event) => fields.set('displayName', event.currentTarget.value)}
            onBlur={() => fields.touch('displayName')}
            error={fields.errors.displayName}
          />
          <RoleChoice {...fields} />
        </>
      )}
    </FormDialog>
  );
}

export interface RolesValues {
  roles: AssignableRole[];
  dbVersion: number;
}

/** Change Roles of one user; the dbVersion read with the list goes back, so a stale change is refused (409). */
export function RolesDialog({
  user,
  saving,
  onSave,
  onClose,
}: {
  user: TenantUser | null;
  saving: boolean;
  onSave: (values: RolesValues) => void;
  onClose: () => void;
}): JSX.Element {
  // one object per user version: a new object would restart the form on every render
  const initial = useMemo(
    () =>
      user
        ? {
            roles: user.roles.filter((role): role is AssignableRole =>
              (ASSIGNABLE_ROLES as readonly string[]).includes(role),
            ),
            dbVersion: user.dbVersion,
          }
        : null,
    [user],
  );
  return (
    <FormDialog
      initial={initial}
      formKey={user ? `${user.userId}:${user.dbVersion}` : undefined}
      title={user ? `Change Roles of ${user.displayName}` : 'Change Roles'}
      schema={UserRolesUpdate}
      dirtyFields={['roles']}
      saving={saving}
      onSave={onSave}
      onClose={onClose}
      size="md"
    >
      {(fields) => <RoleChoice {...fields} />}
    </FormDialog>
  );
}
