import { Select, Stack, Textarea } from '@mantine/core';
import { ChangeType, ImpactType, PREDEFINED_IMPACT_DESCRIPTIONS, type Impact } from '@qms/shared-api';
import { CHANGE_TYPE_LABELS, EMPTY_DESCRIPTION_LABEL, IMPACT_TYPE_LABELS } from '../model/labels';
import { TypeToggle } from './TypeToggle';

type Patch = (change: Partial<Impact>) => void;

/** The Change tab: the mandatory change-type toggle and the change description. */
export function ChangeTab({ draft, patch }: { draft: Impact; patch: Patch }): JSX.Element {
  return (
    <Stack gap="sm">
      <TypeToggle
        label="Change type"
        value={draft.changeType}
        options={ChangeType.options.map((v) => ({ value: v, label: CHANGE_TYPE_LABELS[v] }))}
        onChange={(changeType) => patch({ changeType })}
      />
      <Textarea
        label="Change description"
        autosize
        minRows={3}
        maxLength={10_000}
        value={draft.changeDescription}
        onChange={(e) => patch({ changeDescription: e.currentTarget.value })}
      />
    </Stack>
  );
}

/** The Impact tab: the mandatory impact-type toggle; a predefined description fills the description (spec 3 §4). */
export function ImpactTab({ draft, patch }: { draft: Impact; patch: Patch }): JSX.Element {
  return (
    <Stack gap="sm">
      <TypeToggle
        label="Impact type"
        value={draft.impactType}
        options={ImpactType.options.map((v) => ({ value: v, label: IMPACT_TYPE_LABELS[v] }))}
        onChange={(impactType) => patch({ impactType })}
      />
      <Select
        label="Predefined impact description"
        placeholder="Choose to fill the description"
        value={null}
        data={PREDEFINED_IMPACT_DESCRIPTIONS.map((text) => ({
          value: text === '' ? EMPTY_DESCRIPTION_LABEL : text,
          label: text === '' ? EMPTY_DESCRIPTION_LABEL : text,
        }))}
        onChange={(v) => v !== null && patch({ impactDescription: v === EMPTY_DESCRIPTION_LABEL ? '' : v })}
      />
      <Textarea
        label="Impact description"
        autosize
        minRows={3}
        maxLength={10_000}
        value={draft.impactDescription}
        onChange={(e) => patch({ impactDescription: e.currentTarget.value })}
      />
    </Stack>
  );
}
