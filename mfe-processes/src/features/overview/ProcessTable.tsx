import { ActionIcon, Anchor, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { MRT_ToggleGlobalFilterButton } from 'mantine-react-table';
import { Link } from 'react-router-dom';
import { PROCESS_TABLE_PAGE_SIZE, RELEASE_STATE_LABELS } from '@qms/shared-api';
import { QmsTable, type QmsColumnDef } from '@qms/shared-ui/table';
import { VersionChips } from './VersionChips';
import type { ProcessRow } from './process-rows';

/**
 * spec 1 §2.5: column widths 20, 30, 10, 10, 22 and 8 percent. The grid layout grows the columns in the ratio of
 * their sizes from their narrowest (the larger of size and minSize), so the spec's ratio holds on a wide screen.
 * The narrowest widths keep every cell readable (5.5 px per percent, a whole version chip, a wrapped state): 700 px,
 * more than the 528 px a process keeps on a 1366 px screen beside both sidebars, so there the table scrolls
 * sideways with the actions pinned at its right edge. Squeezed into 528 px, the chips showed "V", the names one
 * syllable a line.
 */
const WIDTH = { name: 20, purpose: 30, version: 10, state: 10, parent: 22, actions: 8 } as const;
const px = (percent: number) => Math.round(percent * 5.5);
/** one chip, "V12 In review" */
const VERSION_MIN_WIDTH = 120;
/** "Release / State" and "In review" on two lines */
const STATE_MIN_WIDTH = 72;
/** four small action buttons and the cell's padding */
const ACTIONS_MIN_WIDTH = 108;

/** A header that wraps instead of being cut where its column is narrow (the table sets short headers nowrap). */
const wrapping = (text: string) =>
  function WrappingHeader() {
    return <span style={{ whiteSpace: 'normal' }}>{text}</span>;
  };

const columns: QmsColumnDef<ProcessRow>[] = [
  {
    id: 'name',
    accessorKey: 'name',
    header: 'Name',
    size: px(WIDTH.name),
    minSize: 40,
    // selecting a process opens SopDetailView with its version id
    Cell: ({ row: { original: p } }) => (
      <Group gap={4} wrap="nowrap" pl={p.depth * 12}>
        <Text size="sm" c="dimmed">
          {p.number}
        </Text>
        {p.shown ? (
          <Anchor component={Link} to={`/processes/${encodeURIComponent(p.shown.versionId)}`} size="sm">
            {p.name}
          </Anchor>
        ) : (
          <Text size="sm">{p.name}</Text>
        )}
        {p.requirementType === 'PRODUCT' && (
          <Badge size="xs" variant="outline">
            PRODUCT
          </Badge>
        )}
      </Group>
    ),
  },
  {
    id: 'purpose',
    accessorFn: (p) => p.shown?.description ?? '',
    header: 'Purpose',
    size: px(WIDTH.purpose),
    minSize: 40,
    Cell: ({ cell }) => (
      <Text size="sm" lineClamp={2}>
        {cell.getValue<string>()}
      </Text>
    ),
  },
  {
    id: 'version',
    accessorFn: (p) => p.shown?.version ?? '',
    header: 'Version',
    size: px(WIDTH.version),
    minSize: VERSION_MIN_WIDTH,
    Cell: ({ row }) => <VersionChips versions={row.original.latestVersions} />,
  },
  {
    id: 'releaseState',
    accessorFn: (p) => (p.shown ? RELEASE_STATE_LABELS[p.shown.releaseState] : ''),
    header: 'Release State',
    Header: wrapping('Release State'),
    size: px(WIDTH.state),
    minSize: STATE_MIN_WIDTH,
  },
  {
    id: 'parent',
    accessorKey: 'parentName',
    header: 'Parent Process',
    Header: wrapping('Parent Process'),
    size: px(WIDTH.parent),
    minSize: 40,
  },
];

interface ProcessTableProps {
  rows: ProcessRow[];
  isAdmin: boolean;
  busy: boolean;
  tableState: { isLoading?: boolean; isError?: boolean; isFetching?: boolean; onRetry?: () => void };
  onMove: (row: ProcessRow, delta: -1 | 1) => void;
  onEdit: (row: ProcessRow) => void;
  onDelete: (row: ProcessRow) => void;
}

/**
 * The process table (spec 1 §2.5): one row per process in tree order, page size 2500 without footer, the six
 * widths; the actions (ordering, edit, delete) only for admins. Edit and delete act on the process's DRAFT.
 */
export function ProcessTable({
  rows,
  isAdmin,
  busy,
  tableState,
  onMove,
  onEdit,
  onDelete,
}: ProcessTableProps) {
  const renderRowActions = useMemo(
    () =>
      isAdmin
        ? ({ original: p }: { original: ProcessRow }) => {
            const index = p.siblings.indexOf(p.artifactId);
            return (
              <Group gap={0} wrap="nowrap">
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  aria-label={`Move ${p.name} up`}
                  disabled={busy || index <= 0}
                  onClick={() => onMove(p, -1)}
                >
                  <IconArrowUp size={14} />
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  aria-label={`Move ${p.name} down`}
                  disabled={busy || index >= p.siblings.length - 1}
                  onClick={() => onMove(p, 1)}
                >
                  <IconArrowDown size={14} />
                </ActionIcon>
                <Tooltip label={p.draft ? 'Edit' : 'Only a draft can be edited'}>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={`Edit ${p.name}`}
                    disabled={busy || !p.draft}
                    onClick={() => onEdit(p)}
                  >
                    <IconPencil size={14} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={p.draft ? 'Delete' : 'Only a draft can be deleted'}>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${p.name}`}
                    disabled={busy || !p.draft}
                    onClick={() => onDelete(p)}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            );
          }
        : undefined,
    [isAdmin, busy, onMove, onEdit, onDelete],
  );
  return (
    <QmsTable
      // remount when admin rights change: mantine-react-table fixes its columns' actions at mount
      key={isAdmin ? 'admin' : 'viewer'}
      ariaLabel="Processes"
      columns={columns}
      data={rows}
      getRowId={(p) => p.artifactId}
      pageSize={PROCESS_TABLE_PAGE_SIZE}
      footer={false}
      emptyText="No processes yet."
      {...tableState}
      renderRowActions={renderRowActions}
      tableOptions={{
        layoutMode: 'grid',
        enableSorting: false,
        // narrow columns wrap their text (a name, "In draft", a parent) rather than cut it
        mantineTableBodyCellProps: { style: { whiteSpace: 'normal' } },
        // where the table scrolls sideways, a row's actions stay in view; pinned for good, so the toolbar keeps only
        // its search (no columns menu to unpin them)
        enableColumnPinning: true,
        renderToolbarInternalActions: ({ table }) => <MRT_ToggleGlobalFilterButton table={table} />,
        initialState: { columnPinning: { right: ['mrt-row-actions'] } },
        displayColumnDefOptions: {
          'mrt-row-actions': { size: px(WIDTH.actions), minSize: ACTIONS_MIN_WIDTH, header: 'Actions' },
        },
      }}
    />
  );
}
