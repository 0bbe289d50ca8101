import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { errorDetail, RELEASE_COMMENT_MAX } from '@qms/shared-api';

interface ReasonDialogProps {
  opened: boolean;
  title: string;
  /** what will happen, in the user's words */
  message: string;
  /** the field's label, e.g. 'Reason' */
  label: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** runs the action with the trimmed reason; a rejection keeps the dialog open with the server's message */
  onConfirm: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * A confirmation that needs a reason (issue 27.4: cancel and revert say why). The confirm button stays disabled
 * until a reason is written; the reason goes into the release history and the audit trail. Focus starts in the
 * reason field, Escape cancels while nothing runs.
 */
export function ReasonDialog({
  opened,
  title,
  message,
  label,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: ReasonDialogProps): JSX.Element {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  // every opening starts empty: a reason belongs to one decision
  useEffect(() => {
    if (!opened) return;
    setReason('');
    setError(null);
    setRunning(false);
  }, [opened]);

  const missing = reason.trim() === '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (missing || running) return;
    setRunning(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
    } catch (e) {
      setError(errorDetail(e));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !running && onCancel()}
      title={title}
      centered
      closeOnClickOutside={!running}
      returnFocus
    >
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="sm">
          <Text size="sm">{message}</Text>
          <Textarea
            label={label}
            required
            autosize
            minRows={2}
            maxLength={RELEASE_COMMENT_MAX}
            value={reason}
            disabled={running}
            data-autofocus
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          {missing && (
            <Text size="xs" c="dimmed">
              {label} is required.
            </Text>
          )}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={running}>
              {cancelLabel}
            </Button>
            <Button type="submit" color="red" disabled={missing} loading={running}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
