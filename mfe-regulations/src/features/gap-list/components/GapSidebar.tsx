import { Loader, ScrollArea, Select, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type CSSProperties } from 'react';
import type { ApplicabilityFilter, EvidenceFilter } from '@qms/shared-api';
import {
  APPLICABILITY_FILTER_OPTIONS,
  EVIDENCE_FILTER_OPTIONS,
  PROCESS_FILTER_OPTIONS,
} from '../model/labels';
import { MIN_FILTER_LENGTH, type GapFilter, type GapRow } from '../model/rows';

/**
 * A table-of-contents entry: a plain button, not Mantine's NavLink — a regulation of 5,000 requirements has 80
 * headings, and their NavLinks were a share of the first render that grows with the list (issue 14).
 */
const ENTRY_STYLE: CSSProperties = {
  display: 'block',
  width: '100%',
  padding: '2px var(--mantine-spacing-xs)',
  border: 0,
  background: 'none',
  color: 'var(--mantine-color-text)',
  font: 'inherit',
  fontSize: 'var(--mantine-font-size-sm)',
  textAlign: 'left',
  cursor: 'pointer',
};

/**
 * The gap list's left sidebar (spec 3 §2): the text search (applies on Enter, from 3 characters), the
 * applicability, actual evidence and target process filters, and the table of contents built from the headings.
 */
export function GapSidebar({
  filter,
  onFilter,
  headings,
  onJump,
  processes,
  loading = false,
}: {
  /** only the head of the list is there: filters disabled, the table of contents not yet built */
  loading?: boolean;
  /** the target choices (QMS processes) offered after 'All Processes' and 'Unassigned' */
  processes: { value: string; label: string }[];
  filter: GapFilter;
  onFilter: (filter: GapFilter) => void;
  headings: { row: GapRow; index: number }[];
  onJump: (index: number) => void;
}): JSX.Element {
  const [text, setText] = useState(filter.text);
  useEffect(() => setText(filter.text), [filter.text]);
  const tooShort = text.trim().length > 0 && text.trim().length < MIN_FILTER_LENGTH;
  return (
    <Stack gap="sm" w={280} style={{ flexShrink: 0 }}>
      <TextInput
        label="Search"
        leftSection={<IconSearch size={14} aria-hidden />}
        value={text}
        disabled={loading}
        description={tooShort ? `Enter at least ${MIN_FILTER_LENGTH} characters.` : 'Press Enter to search.'}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && onFilter({ ...filter, text })}
      />
      <Select
        label="Applicability"
        allowDeselect={false}
        data={APPLICABILITY_FILTER_OPTIONS}
        value={filter.applicability}
        disabled={loading}
        onChange={(v) => v && onFilter({ ...filter, applicability: v as ApplicabilityFilter })}
      />
      <Select
        label="Actual evidence"
        allowDeselect={false}
        data={EVIDENCE_FILTER_OPTIONS}
        value={filter.evidence}
        disabled={loading}
        onChange={(v) => v && onFilter({ ...filter, evidence: v as EvidenceFilter })}
      />
      <Select
        label="Process"
        allowDeselect={false}
        searchable
        data={[...PROCESS_FILTER_OPTIONS, ...processes.map(({ value, label }) => ({ value, label }))]}
        value={filter.process}
        disabled={loading}
        onChange={(v) => v && onFilter({ ...filter, process: v })}
      />
      <Title order={2} size="h5">
        Table of contents
      </Title>
      <ScrollArea.Autosize
        mah="calc(100vh - 480px)"
        mih={120}
        type="auto"
        tabIndex={0}
        aria-label="Table of contents"
      >
        <nav aria-label="Table of contents">
          {loading && <Loader size="sm" aria-label="Loading the table of contents" />}
          {!loading &&
            headings.map(({ row, index }) => (
              <button
                key={row.requirement.id}
                type="button"
                onClick={() => onJump(index)}
                style={{ ...ENTRY_STYLE, paddingLeft: `calc(${row.depth}rem + var(--mantine-spacing-xs))` }}
              >
                {`${row.requirement.paragraph} ${row.plain}`.trim()}
              </button>
            ))}
        </nav>
      </ScrollArea.Autosize>
    </Stack>
  );
}
