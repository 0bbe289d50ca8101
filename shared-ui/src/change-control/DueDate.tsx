import { Badge, Group, Text, TextInput } from '@mantine/core';
import {
  DUE_DATE_IN_PAST,
  isOverdue,
  LAST_CALENDAR_DAY,
  localDay,
  MY_APPROVALS_LABELS,
} from '@qms/shared-api';
import { formatDate } from '../signature/format-signed-at';

/**
 * A release's due date (issue 27.6) as DD.MM.YYYY, with an "Overdue" badge once the day is over for the reader
 * and the decision still open. The date is a calendar day: formatted in UTC so no zone moves it by one day.
 */
export function DueDate({
  dueDate,
  open = true,
}: {
  dueDate: string | null;
  open?: boolean;
}): JSX.Element | null {
  if (!dueDate) return null;
  return (
    <Group component="span" gap={6} wrap="nowrap">
      <Text component="span" size="sm">
        {formatDate(dueDate, 'UTC')}
      </Text>
      {open && isOverdue(dueDate, localDay(new Date())) && (
        <Badge color="red" size="sm" variant="filled">
          {MY_APPROVALS_LABELS.overdue}
        </Badge>
      )}
    </Group>
  );
}

/** The Start form's optional due date; a day before today is refused here, before it is sent. */
export function DueDateInput({
  value,
  disabled,
  error,
  onChange,
}: {
  value: string;
  disabled: boolean;
  /** the contract's message for the value (StartReleaseCard), shown before 'not before today' */
  error?: string;
  onChange: (value: string) => void;
}): JSX.Element {
  const today = localDay(new Date());
  return (
    <TextInput
      type="date"
      label="Due date"
      description="Optional: the day by which the participants should decide."
      min={today}
      max={LAST_CALENDAR_DAY}
      value={value}
      disabled={disabled}
      error={error ?? (value && value < today ? DUE_DATE_IN_PAST : undefined)}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/** True when the due date may be sent: none, or today or later. */
export const dueDateAcceptable = (value: string): boolean => !value || value >= localDay(new Date());
