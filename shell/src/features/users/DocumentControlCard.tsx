import { Alert, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  ApiError,
  REVIEW_INTERVAL_RANGE,
  TRAINING_PERIOD_RANGE,
  useDocumentControlSettings,
  useSaveDocumentControlSettings,
} from '@qms/shared-api';
import { notify, useNotifyQueryError } from '@qms/shared-ui';
import { DOCUMENT_CONTROL_MESSAGES } from './document-control.messages';

const inRange = (value: number | string, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * The tenant's document-control settings on the admin page (issue 29): the training period that sets a release's
 * default effective date (release day + N days) and the default interval of periodic reviews.
 */
export function DocumentControlCard(): JSX.Element {
  const settings = useDocumentControlSettings();
  useNotifyQueryError(settings, DOCUMENT_CONTROL_MESSAGES.load);
  const save = useSaveDocumentControlSettings();
  const [draft, setDraft] = useState<{ days: number | string; months: number | string } | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const days = draft?.days ?? settings.data?.trainingPeriodDays ?? '';
  const months = draft?.months ?? settings.data?.reviewIntervalMonths ?? '';
  const daysError = inRange(days, 0, 365) ? undefined : TRAINING_PERIOD_RANGE;
  const monthsError = inRange(months, 1, 120) ? undefined : REVIEW_INTERVAL_RANGE;
  const changed =
    !!settings.data &&
    (days !== settings.data.trainingPeriodDays || months !== settings.data.reviewIntervalMonths);

  const submit = () => {
    if (!settings.data || daysError || monthsError) return;
    save.mutate(
      {
        trainingPeriodDays: Number(days),
        reviewIntervalMonths: Number(months),
        dbVersion: settings.data.dbVersion,
      },
      {
        onSuccess: () => {
          setDraft(null);
          setConflict(null);
          notify.info(DOCUMENT_CONTROL_MESSAGES.saved);
        },
        onError: (error) => {
          notify.error(DOCUMENT_CONTROL_MESSAGES.save, error);
          if (error instanceof ApiError && error.status === 409)
            setConflict(error.errorMessage ?? error.message);
        },
      },
    );
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="document-control-title">
      <Stack gap="xs">
        <Title order={2} size="h5" id="document-control-title">
          Document control
        </Title>
        <Text size="sm">
          A release without an effective date comes into force on the release day + the training period.
          Released documents are due for review after the review interval.
        </Text>
        {conflict && (
          <Alert color="orange" title="Not saved" role="alert">
            <Group justify="space-between">
              <Text size="sm">{conflict}</Text>
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => {
                  setConflict(null);
                  setDraft(null);
                  void settings.refetch();
                }}
              >
                Reload
              </Button>
            </Group>
          </Alert>
        )}
        <Group align="flex-start">
          <NumberInput
            label="Training period (days)"
            min={0}
            max={365}
            allowDecimal={false}
            clampBehavior="none"
            value={days}
            disabled={!settings.data || save.isPending}
            error={settings.data ? daysError : undefined}
            onChange={(value) => setDraft({ days: value, months })}
          />
          <NumberInput
            label="Review interval (months)"
            min={1}
            max={120}
            allowDecimal={false}
            clampBehavior="none"
            value={months}
            disabled={!settings.data || save.isPending}
            error={settings.data ? monthsError : undefined}
            onChange={(value) => setDraft({ days, months: value })}
          />
        </Group>
        <Group justify="flex-end">
          <Button
            size="xs"
            onClick={submit}
            disabled={!changed || !!daysError || !!monthsError}
            loading={save.isPending}
          >
            Save document control
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
