import { TextInput } from '@mantine/core';
import { EFFECTIVE_DATE_IN_PAST, LAST_CALENDAR_DAY, localDay } from '@qms/shared-api';

/** The hint under the Start form's 'Effective date': what an empty field means (issue 29.2). */
function effectiveDateHint(trainingPeriodDays: number | undefined): string {
  const period =
    trainingPeriodDays === undefined
      ? 'the training period'
      : `${trainingPeriodDays} ${trainingPeriodDays === 1 ? 'day' : 'days'} (training period)`;
  return `Optional: the day this version comes into force. Empty means release day + ${period}.`;
}

/** The Start form's optional effective date; a day before today is refused here, before it is sent. */
export function EffectiveDateInput({
  value,
  disabled,
  error,
  trainingPeriodDays,
  onChange,
}: {
  value: string;
  disabled: boolean;
  /** the contract's message for the value (StartReleaseCard), shown before 'not before today' */
  error?: string;
  /** the tenant's training period (GET /qms-api/change-control/settings); undefined while loading */
  trainingPeriodDays: number | undefined;
  onChange: (value: string) => void;
}): JSX.Element {
  const today = localDay(new Date());
  return (
    <TextInput
      type="date"
      label="Effective date"
      description={effectiveDateHint(trainingPeriodDays)}
      min={today}
      max={LAST_CALENDAR_DAY}
      value={value}
      disabled={disabled}
      error={error ?? (value && value < today ? EFFECTIVE_DATE_IN_PAST : undefined)}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
