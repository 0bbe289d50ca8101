import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type MutableRefObject, type ReactNode } from 'react';
import { fieldErrorsOf, type FieldErrors, type SafeParser } from './field-errors';

/** Asked before closing a dialog whose input would be lost. */
const DISCARD_QUESTION = 'Discard your changes?';

/** What the fields of a FormDialog get: the values, their errors (shown once touched) and a setter. */
export interface FormFields<V> {
  values: V;
  /** the contract's message per field, only for fields the user has touched */
  errors: FieldErrors<V>;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  /** marks a field as touched without changing it (on blur) */
  touch: (key: keyof V) => void;
}

interface FormDialogProps<V extends object> {
  /** the values to edit; null = closed. A new object (or a new formKey) starts a fresh form. */
  initial: V | null;
  title: string;
  /** the shared zod contract, so the form and the server agree on what is valid */
  schema: SafeParser;
  /** the fields whose change counts as unsaved input */
  dirtyFields: readonly (keyof V)[];
  saving: boolean;
  onSave: (values: V) => void;
  onClose: () => void;
  /** the form's identity: when it changes, the form starts again from `initial` */
  formKey?: string;
  /** shown above the fields, e.g. a conflict with a Reload button */
  notice?: ReactNode;
  children: (fields: FormFields<V>) => ReactNode;
  size?: string;
}

/**
 * A create/edit dialog on a zod contract: field errors from the contract, Save disabled while invalid, and closing
 * (Escape, ×, Cancel) with changed input first asks DISCARD_QUESTION; unchanged, it closes at once. The form state
 * lives as long as the dialog shows the same `initial`, so the user's input survives a failed save.
 */
export function FormDialog<V extends object>({
  initial,
  title,
  schema,
  dirtyFields,
  saving,
  onSave,
  onClose,
  formKey,
  notice,
  children,
  size = 'lg',
}: FormDialogProps<V>): JSX.Element {
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  useEffect(() => setConfirmingDiscard(false), [initial]);
  // asked at the moment of closing, not kept as state: an Escape right after a keystroke can arrive before React
  // re-rendered this dialog with the keystroke's "dirty", and the input was then closed away without the question
  const isDirty = useRef<() => boolean>(() => false);

  // where the user was before the question took focus: "Keep editing" puts them back there (keyboard users would
  // otherwise be left on <body>, outside the dialog)
  const focusBeforeQuestion = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const previous = focusBeforeQuestion.current;
    if (confirmingDiscard || !previous) return;
    focusBeforeQuestion.current = null;
    if (previous.isConnected) previous.focus();
  }, [confirmingDiscard]);

  const requestClose = () => {
    // Escape while asking means "keep editing"
    if (confirmingDiscard) setConfirmingDiscard(false);
    else if (isDirty.current() && !saving) {
      focusBeforeQuestion.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setConfirmingDiscard(true);
    } else onClose();
  };

  return (
    <Modal
      opened={initial !== null}
      onClose={requestClose}
      title={title}
      size={size}
      closeOnClickOutside={false}
    >
      {initial && notice}
      {initial && (
        <FormBody
          key={formKey}
          initial={initial}
          schema={schema}
          dirtyFields={dirtyFields}
          saving={saving}
          onSave={onSave}
          onCancel={requestClose}
          isDirty={isDirty}
          confirmingDiscard={confirmingDiscard}
          onDiscard={onClose}
          onKeepEditing={() => setConfirmingDiscard(false)}
        >
          {children}
        </FormBody>
      )}
    </Modal>
  );
}

interface FormBodyProps<V extends object> {
  initial: V;
  schema: SafeParser;
  dirtyFields: readonly (keyof V)[];
  saving: boolean;
  onSave: (values: V) => void;
  onCancel: () => void;
  /** set to a check of the form's latest values, including changes not yet rendered */
  isDirty: MutableRefObject<() => boolean>;
  confirmingDiscard: boolean;
  onDiscard: () => void;
  onKeepEditing: () => void;
  children: (fields: FormFields<V>) => ReactNode;
}

function FormBody<V extends object>({
  initial,
  schema,
  dirtyFields,
  saving,
  onSave,
  onCancel,
  isDirty,
  confirmingDiscard,
  onDiscard,
  onKeepEditing,
  children,
}: FormBodyProps<V>): JSX.Element {
  const [values, setValues] = useState<V>(initial);
  // the values as of the last change, ahead of the render that shows them
  const latest = useRef(values);
  isDirty.current = () => dirtyFields.some((key) => (latest.current[key] ?? '') !== (initial[key] ?? ''));
  const [touched, setTouched] = useState<ReadonlySet<keyof V>>(new Set());
  const allErrors = fieldErrorsOf<V>(schema, values);
  const valid = Object.keys(allErrors).length === 0;

  const touch = (key: keyof V) => setTouched((t) => (t.has(key) ? t : new Set(t).add(key)));
  const set = <K extends keyof V>(key: K, value: V[K]) => {
    latest.current = { ...latest.current, [key]: value };
    setValues(latest.current);
    touch(key);
  };
  const errors = Object.fromEntries(
    Object.entries(allErrors).filter(([key]) => touched.has(key as keyof V)),
  ) as FieldErrors<V>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !saving) onSave(values);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {children({ values, errors, set, touch })}
        {confirmingDiscard ? (
          // distinct keys: React must not turn the "Keep editing" button into the Save (submit) button in place, or
          // the click that keeps editing submits the form and "Keep editing" never gets its autoFocus
          <Group key="discard" justify="flex-end" role="alertdialog" aria-label={DISCARD_QUESTION}>
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
          <Group key="actions" justify="flex-end">
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
