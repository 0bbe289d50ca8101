import { ActionIcon, Anchor, Stack, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ApiError,
  QMS_REGULATION_STATE_LABELS,
  REGULATION_MESSAGES,
  useIsQmsAdmin,
  useUpdateQmsRegulation,
  type QmsRegulationSearchEntry,
  type QmsRegulationUpdate,
  useQmsRegulationsSearch,
} from '@qms/shared-api';
import { notify, PageTitle, useNotifyQueryError } from '@qms/shared-ui';
import { QmsTable, type QmsColumnDef, queryTableState } from '@qms/shared-ui/table';
import { ApplicabilityProgress, EvidenceProgress } from './ProgressBars';
import { RegulationEditDialog } from './RegulationEditDialog';

/** spec 3 §9 */
const REGULATION_TABLE_PAGE_SIZE = 100;

/** Dates show as DD.MM.YYYY, the suite's date format (spec 1 §2); stored as YYYY-MM-DD. */
const formatDate = (iso: string | null): string => (iso ? iso.split('-').reverse().join('.') : '');

const part = (e: QmsRegulationSearchEntry) => e as Partial<QmsRegulationSearchEntry>;

/** Regulations are imported into the standards service by an operator (`sr:import`), not on this screen. */
export const REGULATIONS_EMPTY_TEXT =
  'No standards or regulations yet. An operator imports them into the standards service (see Help).';

/** /sr-list: the applied standards and regulations (spec 3 §2), 100 per page sorted by title. */
export function RegulationListPage(): JSX.Element {
  const isAdmin = useIsQmsAdmin();
  const list = useQmsRegulationsSearch();
  useNotifyQueryError(list, REGULATION_MESSAGES.list);
  const update = useUpdateQmsRegulation();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const editing = list.data?.find((e) => e.regulation.id === editingId) ?? null;

  const close = () => {
    setEditingId(null);
    setConflict(null);
  };
  const save = (values: QmsRegulationUpdate) =>
    update.mutate(
      { id: editingId!, update: values },
      {
        onSuccess: close,
        onError: (error) => {
          notify.error(REGULATION_MESSAGES.update, error);
          // the list reloads (new dbVersion); the dialog keeps the user's values to apply again
          if (error instanceof ApiError && error.status === 409) setConflict(error.message);
        },
      },
    );

  // accessors also run on the table's empty loading placeholders: read through `part`
  const columns = useMemo<QmsColumnDef<QmsRegulationSearchEntry>[]>(
    () => [
      {
        id: 'title',
        accessorFn: (e) => part(e).regulation?.title ?? '',
        header: 'Title',
        size: 360,
        Cell: ({ row }) => (
          <Anchor
            component={Link}
            to={`/sr-list/${encodeURIComponent(row.original.regulation.id)}`}
            size="sm"
            // long titles (NIST's run to 120 characters) wrap, so the progress columns stay on screen at 1440 px
            style={{ whiteSpace: 'normal' }}
          >
            {row.original.regulation.title}
          </Anchor>
        ),
      },
      {
        id: 'state',
        accessorFn: (e) => {
          const state = part(e).qmsRegulation?.state;
          return state ? QMS_REGULATION_STATE_LABELS[state] : '';
        },
        header: 'State',
        size: 120,
      },
      {
        id: 'activeFrom',
        accessorFn: (e) => formatDate(part(e).qmsRegulation?.activeFrom ?? null),
        header: 'Effective From',
        size: 130,
      },
      {
        id: 'activeTo',
        accessorFn: (e) => formatDate(part(e).qmsRegulation?.activeTo ?? null),
        header: 'Effective To',
        size: 130,
      },
      {
        id: 'applicability',
        header: 'Applicability Progress',
        // wide enough for its header with the sort and menu buttons at 1440 px (issue 28.12)
        size: 240,
        minSize: 200,
        accessorFn: (e) => part(e).statistics?.validCount ?? 0,
        Cell: ({ row }) => <ApplicabilityProgress s={row.original.statistics} />,
      },
      {
        id: 'evidence',
        header: 'Evidence Progress',
        size: 220,
        minSize: 190,
        accessorFn: (e) => part(e).statistics?.confirmedEvidenceCount ?? 0,
        Cell: ({ row }) => <EvidenceProgress s={row.original.statistics} />,
      },
      ...(isAdmin
        ? [
            {
              id: 'edit',
              header: '',
              size: 60,
              enableSorting: false,
              Cell: ({ row }: { row: { original: QmsRegulationSearchEntry } }) => (
                <Tooltip label="Edit">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${row.original.regulation.title}`}
                    onClick={() => setEditingId(row.original.regulation.id)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
              ),
            } satisfies QmsColumnDef<QmsRegulationSearchEntry>,
          ]
        : []),
    ],
    [isAdmin],
  );

  return (
    <Stack p="md" gap="md">
      <PageTitle>List of applied Standards &amp; Regulations</PageTitle>
      <QmsTable
        ariaLabel="Standards and regulations"
        columns={columns}
        data={list.data ?? []}
        // mantine-react-table feeds empty placeholder rows while loading
        getRowId={(e) => (e as Partial<QmsRegulationSearchEntry>).regulation?.id ?? ''}
        pageSize={REGULATION_TABLE_PAGE_SIZE}
        initialSorting={[{ id: 'title', desc: false }]}
        // a new company's first visit: say where regulations come from, since nothing on this screen adds one
        emptyText={REGULATIONS_EMPTY_TEXT}
        {...queryTableState(list)}
      />
      <RegulationEditDialog
        entry={editing}
        saving={update.isPending}
        conflict={conflict}
        onSave={save}
        onClose={close}
      />
    </Stack>
  );
}
