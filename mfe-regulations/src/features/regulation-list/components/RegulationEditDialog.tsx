import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  LAST_CALENDAR_DAY,
  QMS_REGULATION_STATE_LABELS,
  QmsRegulationState,
  QmsRegulationUpdate,
  type QmsRegulationSearchEntry,
} from '@qms/shared-api';
import { fieldErrorsOf } from '@qms/shared-ui';

interface RegulationEditDialogProps {
  /** the row being edited; null = closed */
  entry: QmsRegulationSearchEntry | null;
  saving: boolean;
  /** the 409 message after a save on a stale dbVersion */
  conflict: string | null;
  onSave: (update: QmsRegulationUpdate) => void;
  onClose: () => void;
}

const stateOptions = QmsRegulationState.options.map((value) => ({
  value,
  label: QMS_REGULATION_STATE_LABELS[value],
}));

/** State and effective dates of one applied regulation (spec 3 §2); admins only. */
export function RegulationEditDialog({
  entry,
  saving,
  conflict,
  onSave,
  onClose,
}: RegulationEditDialogProps): JSX.Element {
  const [state, setState] = useState<QmsRegulationState>('INFORMATIVE');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // a reloaded record (new dbVersion) resets the form; the user's values stay until then
  useEffect(() => {
    if (!entry) return;
    setState(entry.qmsRegulation.state);
    setFrom(entry.qmsRegulation.activeFrom ?? '');
    setTo(entry.qmsRegulation.activeTo ?? '');
  }, [entry?.regulation.id, entry?.qmsRegulation.dbVersion]); // eslint-disable-line react-hooks/exhaustive-deps
  const update: QmsRegulationUpdate = {
    state,
    activeFrom: from || null,
    activeTo: to || null,
    dbVersion: entry?.qmsRegulation.dbVersion ?? 0,
  };
  // the server's own rule: a date it would refuse (a year after 9999, From after To) is named here, not sent
  const errors = fieldErrorsOf(QmsRegulationUpdate, update);
  return (
    <Modal opened={!!entry} onClose={onClose} title={`Edit ${entry?.regulation.title ?? ''}`}>
      <Stack gap="sm">
        {conflict && (
          <Alert color="orange" title="Not saved" role="alert">
            <Text size="sm">{conflict}</Text>
          </Alert>
        )}
        <Select
          label="State"
          data={stateOptions}
          value={state}
          allowDeselect={false}
          onChange={(value) => value && setState(value as QmsRegulationState)}
        />
        <TextInput
          label="Effective From"
          type="date"
          max={LAST_CALENDAR_DAY}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          error={errors.activeFrom}
        />
        <TextInput
          label="Effective To"
          type="date"
          max={LAST_CALENDAR_DAY}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={errors.activeTo}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={saving}
            disabled={Object.keys(errors).length > 0}
            onClick={() => entry && onSave(update)}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
