import { Alert, Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  errorDetail,
  LAST_CALENDAR_DAY,
  REVIEW_ERRORS,
  REVIEW_INTERVAL_MAX,
  REVIEW_INTERVAL_MIN,
  type ReviewSchedule,
  ReviewScheduleUpdate,
} from '@qms/shared-api';
import { fieldErrorsOf } from '../dialogs/field-errors';

interface ReviewScheduleDialogProps {
  opened: boolean;
  schedule: ReviewSchedule;
  onSave: (body: ReviewScheduleUpdate) => Promise<unknown>;
  onClose: () => void;
}

/** The next review due as the server checks it (ReviewScheduleUpdate). */
const NEXT_DUE_DATE = ReviewScheduleUpdate.pick({ nextDueDate: true });

const intervalValid = (value: number | string) =>
  value === '' ||
  (typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= REVIEW_INTERVAL_MIN &&
    value <= REVIEW_INTERVAL_MAX);

/**
 * The admin's review schedule of one document (issue 29.6): its own interval (empty: the tenant's 'Review interval
 * (months)') and a next due date set directly (empty: computed from the last review or release). A refusal keeps
 * the dialog open with the server's message.
 */
export function ReviewScheduleDialog({
  opened,
  schedule,
  onSave,
  onClose,
}: ReviewScheduleDialogProps): JSX.Element {
  // the host mounts the dialog afresh for each opening: the fields start from the schedule as it was then, and a
  // refused save (the schedule re-read) keeps what the admin entered and the server's message
  const [interval, setInterval] = useState<number | string>(schedule.intervalOverride ?? '');
  const [dueDate, setDueDate] = useState(schedule.dueDateSetDirectly ? (schedule.nextDueDate ?? '') : '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // the server's rule for the day (a four-digit year): named here, not sent
  const dueDateError = fieldErrorsOf(NEXT_DUE_DATE, {
    nextDueDate: dueDate || null,
  }).nextDueDate;
  const valid = intervalValid(interval) && !dueDateError;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setSaving(true);
    setError(null);
    try {
      await onSave({
        intervalMonths: interval === '' ? null : Number(interval),
        nextDueDate: dueDate || null,
        dbVersion: schedule.dbVersion,
      });
    } catch (e) {
      setError(errorDetail(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={() => !saving && onClose()} title="Review schedule">
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="sm">
          <NumberInput
            label="Review interval (months)"
            description={`Empty: the tenant's default (${schedule.defaultIntervalMonths} months).`}
            min={REVIEW_INTERVAL_MIN}
            max={REVIEW_INTERVAL_MAX}
            allowDecimal={false}
            value={interval}
            onChange={setInterval}
            error={intervalValid(interval) ? undefined : REVIEW_ERRORS.intervalRange}
            disabled={saving}
          />
          <TextInput
            type="date"
            label="Next review due"
            max={LAST_CALENDAR_DAY}
            description="Optional: a known due date (e.g. of a document taken over). Empty: the interval after the last review or release."
            value={dueDate}
            onChange={(e) => setDueDate(e.currentTarget.value)}
            error={dueDateError}
            disabled={saving}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={!valid}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
