import { Anchor, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTermSearch } from '@qms/shared-api';
import { PageTitle, useNotifyQueryError } from '@qms/shared-ui';
import { QmsTable, type QmsColumnDef, queryTableState } from '@qms/shared-ui/table';
import { matchesGlossarySearch, toGlossaryRows, type GlossaryRow } from './glossary-rows';

/**
 * spec 2 §2 gives 2500 and 250; 250 per page sorted by term, as the glossary inside a process (spec 1 §2.6): the
 * same reading in both places, and pages of 250 render without virtualisation (ADR 0073).
 */
const GLOSSARY_PAGE_SIZE = 250;
export const TERMS_FETCH_MESSAGE = "Terms couldn't be fetched. Please try again.";

/** The duplicate warning of spec 2 §5: the other processes defining a term of the same name. */
const duplicateWarning = (row: GlossaryRow) =>
  `This term is also defined in: ${row.otherProcesses.map((p) => p.sopName).join(', ')}`;

const columns: QmsColumnDef<GlossaryRow>[] = [
  {
    accessorKey: 'term',
    header: 'Term',
    Cell: ({ row }) => (
      <Stack gap={2}>
        <Text size="sm">{row.original.term}</Text>
        {row.original.otherProcesses.length > 0 && (
          <Group gap={4} wrap="nowrap" role="note">
            <IconAlertTriangle size={16} aria-hidden color="var(--mantine-color-orange-filled)" />
            <Text size="xs">{duplicateWarning(row.original)}</Text>
          </Group>
        )}
      </Stack>
    ),
  },
  { accessorKey: 'abbreviation', header: 'Abbreviation', size: 120 },
  {
    accessorKey: 'definition',
    header: 'Definition',
    Cell: ({ cell }) => (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {cell.getValue<string>()}
      </Text>
    ),
  },
  {
    id: 'latestProcess',
    accessorFn: (row) => row.sopName,
    header: 'Latest Process',
    Cell: ({ row }) => (
      <Tooltip label={`V${row.original.sopVersion} ${row.original.sopReleaseState}`}>
        <Anchor component={Link} to={`/processes/${encodeURIComponent(row.original.sopVersionId)}`} size="sm">
          {row.original.sopName}
        </Anchor>
      </Tooltip>
    ),
  },
];

/** /glossary (spec 2 §2): every term of every process, with the latest process defining it. */
export function GlossaryPage(): JSX.Element {
  const terms = useTermSearch();
  useNotifyQueryError(terms, TERMS_FETCH_MESSAGE);
  const [search, setSearch] = useState('');
  const rows = useMemo(() => toGlossaryRows(terms.data ?? []), [terms.data]);
  const shown = useMemo(() => rows.filter((row) => matchesGlossarySearch(row, search)), [rows, search]);
  return (
    <Stack p="md" gap="md">
      <PageTitle>Glossary</PageTitle>
      <TextInput
        label="Search"
        placeholder="Term, abbreviation or definition"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      <QmsTable
        ariaLabel="Glossary"
        columns={columns}
        data={shown}
        getRowId={(row) => row.versionId}
        pageSize={GLOSSARY_PAGE_SIZE}
        initialSorting={[{ id: 'term', desc: false }]}
        emptyText={search.trim() ? 'No term matches the search.' : 'No terms yet.'}
        {...queryTableState(terms)}
      />
    </Stack>
  );
}
