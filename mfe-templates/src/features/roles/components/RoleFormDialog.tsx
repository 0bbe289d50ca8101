import { Alert, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  NEW_ROLE_ID,
  RoleWrite,
  TEMPLATE_CONTENT_MESSAGES,
  useSrReferences,
  type RoleDraft,
} from '@qms/shared-api';
import { FormDialog, NOT_LINKED, OptionalIdSelect, useNotifyQueryError } from '@qms/shared-ui';

interface RoleFormDialogProps {
  /** the role being edited; `id: NEW_ROLE_ID` for a new one. null = closed */
  role: RoleDraft | null;
  saving: boolean;
  onSave: (role: RoleDraft) => void;
  onClose: () => void;
  /** set after a save was refused because someone else changed the role: shown with a Reload button */
  conflict?: string | null;
  /** loads the stored role into the form (the user's input is replaced only when they ask for it) */
  onReload?: () => void;
}

const DIRTY_FIELDS = ['name', 'responsibility', 'authority', 'requirements', 'srId'] as const;
const TEXT_FIELDS = [
  ['responsibility', 'Responsibility'],
  ['authority', 'Authority'],
  ['requirements', 'Competence Requirements'],
] as const;

/** New Role / Edit Role (spec 2 §4–5) on the shared FormDialog, validated by the RoleWrite contract. */
export function RoleFormDialog({
  role,
  saving,
  onSave,
  onClose,
  conflict,
  onReload,
}: RoleFormDialogProps): JSX.Element {
  // the standards service's roles a role can be linked to ('Roles from SR could not be fetched.' on failure)
  const srRoles = useSrReferences('roles');
  useNotifyQueryError(srRoles, TEMPLATE_CONTENT_MESSAGES.srRoles);
  return (
    <FormDialog
      initial={role}
      title={role?.id === NEW_ROLE_ID ? 'New Role' : 'Edit Role'}
      schema={RoleWrite}
      dirtyFields={DIRTY_FIELDS}
      saving={saving}
      onSave={onSave}
      onClose={onClose}
      // a reloaded role (new dbVersion) starts a fresh form from the stored values
      formKey={role ? `${role.id}:${role.dbVersion ?? 'new'}` : undefined}
      notice={
        conflict && (
          <Alert color="orange" mb="md" title="Not saved" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{conflict}</Text>
              {onReload && (
                <Button size="compact-sm" variant="light" onClick={onReload} disabled={saving}>
                  Reload
                </Button>
              )}
            </Stack>
          </Alert>
        )
      }
    >
      {({ values, errors, set, touch }) => (
        <>
          <TextInput
            label="Name"
            withAsterisk
            data-autofocus
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            onBlur={() => touch('name')}
            error={errors.name}
          />
          {TEXT_FIELDS.map(([key, label]) => (
            <Textarea
              key={key}
              label={label}
              autosize
              minRows={2}
              value={values[key] ?? ''}
              onChange={(event) => set(key, event.currentTarget.value)}
              error={errors[key]}
            />
          ))}
          <OptionalIdSelect
            label="Standard Role"
            value={values.srId ?? null}
            noneLabel={NOT_LINKED}
            options={(srRoles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
            onChange={(id) => set('srId', id)}
            error={errors.srId}
          />
        </>
      )}
    </FormDialog>
  );
}
