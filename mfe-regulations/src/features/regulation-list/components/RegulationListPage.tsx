import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { REGULATION_MESSAGES, regulationsQueryOptions, type Regulation } from '@qms/shared-api';
import { PageTitle, useNotifyQueryError } from '@qms/shared-ui';
import { QmsTable, type QmsColumnDef, queryTableState } from '@qms/shared-ui/table';

/** spec 3 §9 */
export const REGULATION_TABLE_PAGE_SIZE = 100;

const columns: QmsColumnDef<Regulation>[] = [
  {
    accessorKey: 'title',
    header: 'Title',
    // a title click opens the gap list (RegulationsDetailView) of that regulation
    Cell: ({ row }) => (
      <Anchor component={Link} to={`/sr-list/${encodeURIComponent(row.original.id)}`} size="sm">
        {row.original.title}
      </Anchor>
    ),
  },
  // State, Effective From/To, the progress bars and the edit action (spec 3 §2) come with the regulations issue
];

/** /sr-list: the first slice of the regulation list (spec 3 §2); states, dates and progress bars follow. */
export function RegulationListPage(): JSX.Element {
  const regulations = useQuery(regulationsQueryOptions());
  useNotifyQueryError(regulations, REGULATION_MESSAGES.list);
  return (
    <Stack p="md" gap="md">
      <PageTitle>List of applied Standards &amp; Regulations</PageTitle>
      <QmsTable
        ariaLabel="Standards and regulations"
        columns={columns}
        data={regulations.data ?? []}
        getRowId={(r) => r.id}
        pageSize={REGULATION_TABLE_PAGE_SIZE}
        initialSorting={[{ id: 'title', desc: false }]}
        emptyText="No standards or regulations yet."
        {...queryTableState(regulations)}
      />
    </Stack>
  );
}
