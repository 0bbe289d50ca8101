import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { NEW_ROLE_ID, RoleWrite, type RoleDraft } from '@qms/shared-api';

export interface RoleFormDialogProps {
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

/** Field errors from the shared contract, so the form and the server agree on what is valid (spec 2 §5). */
function validate(values: RoleDraft): Partial<Record<keyof RoleDraft, string>> {
  const parsed = RoleWrite.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<keyof RoleDraft, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof RoleDraft | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Asked before closing a dialog whose input would be lost. */
export const DISCARD_QUESTION = 'Discard your changes?';

/**
 * New Role / Edit Role. Mounted fresh per opened role, so the user's input survives a failed save. Closing
 * (Escape, ×, Cancel) with changed input first asks DISCARD_QUESTION; unchanged, it closes at once.
 */
export function RoleFormDialog({
  role,
  saving,
  onSave,
  onClose,
  conflict,
  onReload,
}: RoleFormDialogProps): JSX.Element {
  const [dirty, setDirty] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  useEffect(() => {
    setDirty(false);
    setConfirmingDiscard(false);
  }, [role]);

  const requestClose = () => {
    // Escape while asking means "keep editing"
    if (confirmingDiscard) setConfirmingDiscard(false);
    else if (dirty && !saving) setConfirmingDiscard(true);
    else onClose();
  };

  return (
    <Modal
      opened={role !== null}
      onClose={requestClose}
      title={role?.id === NEW_ROLE_ID ? 'New Role' : 'Edit Role'}
      size="lg"
      closeOnClickOutside={false}
    >
      {role && conflict && (
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
      )}
      {role && (
        <RoleForm
          // a reloaded role (new dbVersion) starts a fresh form from the stored values
          key={`${role.id}:${role.dbVersion ?? 'new'}`}
          initial={role}
          saving={saving}
          onSave={onSave}
          onCancel={requestClose}
          onDirtyChange={setDirty}
          confirmingDiscard={confirmingDiscard}
          onDiscard={onClose}
          onKeepEditing={() => setConfirmingDiscard(false)}
        />
      )}
    </Modal>
  );
}

const FIELDS = ['name', 'responsibility', 'authority', 'requirements'] as const;

function RoleForm({
  initial,
  saving,
  onSave,
  onCancel,
  onDirtyChange,
  confirmingDiscard,
  onDiscard,
  onKeepEditing,
}: {
  initial: RoleDraft;
  saving: boolean;
  onSave: (role: RoleDraft) => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  confirmingDiscard: boolean;
  onDiscard: () => void;
  onKeepEditing: () => void;
}): JSX.Element {
  const [values, setValues] = useState<RoleDraft>(initial);
  const [nameTouched, setNameTouched] = useState(false);
  const errors = validate(values);
  const valid = Object.keys(errors).length === 0;
  const dirty = FIELDS.some((key) => (values[key] ?? '') !== (initial[key] ?? ''));
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const field =
    (key: 'name' | 'responsibility' | 'authority' | 'requirements') =>
    (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
      if (key === 'name') setNameTouched(true);
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !saving) onSave(values);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Name"
          withAsterisk
          data-autofocus
          value={values.name}
          onChange={field('name')}
          onBlur={() => setNameTouched(true)}
          error={nameTouched ? errors.name : undefined}
        />
        <Textarea
          label="Responsibility"
          autosize
          minRows={2}
          value={values.responsibility ?? ''}
          onChange={field('responsibility')}
          error={errors.responsibility}
        />
        <Textarea
          label="Authority"
          autosize
          minRows={2}
          value={values.authority ?? ''}
          onChange={field('authority')}
          error={errors.authority}
        />
        <Textarea
          label="Competence Requirements"
          autosize
          minRows={2}
          value={values.requirements ?? ''}
          onChange={field('requirements')}
          error={errors.requirements}
        />
        {confirmingDiscard ? (
          <Group justify="flex-end" role="alertdialog" aria-label={DISCARD_QUESTION}>
            <Text size="sm" fw={600} mr="auto">
              {DISCARD_QUESTION}
            </Text>
            <Button variant="default" onClick={onKeepEditing} autoFocus>
              Keep editing
            </Button>
            <Button color="red" onClick={onDiscard}>
              Discard
            </Button>
          </Group>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={!valid} loading={saving}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
