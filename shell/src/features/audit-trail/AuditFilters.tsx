import { Button, Group, Select, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { AUDIT_RECORD_TYPES, AuditAction, LAST_CALENDAR_DAY } from '@qms/shared-api';

/** The filters as they stand in the page's URL (so `?recordId=` links from the areas land filtered). */
export interface FilterValues {
  recordId: string;
  table: string;
  user: string;
  action: string;
  /** YYYY-MM-DD, local days */
  from: string;
  to: string;
}

export const FILTER_KEYS = ['recordId', 'table', 'user', 'action', 'from', 'to'] as const;

const ACTION_OPTIONS = AuditAction.options.map((value) => ({ value, label: value }));
/** The record types by their words (the rows show the same words); the filter sends the table name. */
const RECORD_TYPE_OPTIONS = Object.entries(AUDIT_RECORD_TYPES)
  .map(([value, type]) => ({ value, label: type.label }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** The filter form: edits stay local until Apply, so typing does not fire a query per key. */
export function AuditFilters({
  values,
  onApply,
}: {
  values: FilterValues;
  onApply: (values: FilterValues) => void;
}): JSX.Element {
  const [draft, setDraft] = useState(values);
  useEffect(() => setDraft(values), [values]);
  const set = (key: keyof FilterValues) => (value: string | null) =>
    setDraft((current) => ({ ...current, [key]: value ?? '' }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const empty: FilterValues = { recordId: '', table: '', user: '', action: '', from: '', to: '' };
  return (
    <form onSubmit={submit} aria-label="Audit trail filters">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Record ID"
          description="With the records filed under it: a version's releases, decisions and signatures"
          value={draft.recordId}
          onChange={(e) => set('recordId')(e.currentTarget.value)}
          w={280}
        />
        <Select
          label="Record type"
          placeholder="e.g. Role"
          data={RECORD_TYPE_OPTIONS}
          value={draft.table || null}
          onChange={set('table')}
          searchable
          clearable
          w={190}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="User"
          placeholder="name or id"
          value={draft.user}
          onChange={(e) => set('user')(e.currentTarget.value)}
          w={180}
        />
        <Select
          label="Action"
          data={ACTION_OPTIONS}
          value={draft.action || null}
          onChange={set('action')}
          clearable
          w={230}
          comboboxProps={{ withinPortal: true }}
          // tall enough for every action: a scrolling list is a region axe wants keyboard-focusable, which a listbox
          // cannot be (its options are reached with the arrow keys)
          maxDropdownHeight={640}
        />
        <TextInput
          label="From"
          type="date"
          max={LAST_CALENDAR_DAY}
          value={draft.from}
          onChange={(e) => set('from')(e.currentTarget.value)}
        />
        <TextInput
          label="To"
          type="date"
          max={LAST_CALENDAR_DAY}
          value={draft.to}
          onChange={(e) => set('to')(e.currentTarget.value)}
        />
        <Button type="submit">Apply</Button>
        <Button
          variant="subtle"
          onClick={() => {
            setDraft(empty);
            onApply(empty);
          }}
        >
          Clear
        </Button>
      </Group>
    </form>
  );
}
