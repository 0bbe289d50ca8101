import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DUE_FOR_REVIEW_LABELS as L, useDueForReview, type DueReview } from '@qms/shared-api';
import { DueDate, PageTitle, useNotifyQueryError } from '@qms/shared-ui';
import { QmsTable, type QmsColumnDef } from '@qms/shared-ui/table';

const PAGE_SIZE = 50;
const TYPE_LABELS: Record<DueReview['artifactType'], string> = { SOP: 'Process', TEMPLATE: 'Template' };

const columns: QmsColumnDef<DueReview>[] = [
  { id: 'type', accessorFn: (d) => TYPE_LABELS[d.artifactType], header: 'Type', size: 110 },
  {
    accessorKey: 'name',
    header: 'Document',
    size: 280,
    Cell: ({ row }) => (
      <Anchor component={Link} to={row.original.link}>
        {row.original.name}
      </Anchor>
    ),
  },
  { id: 'version', accessorFn: (d) => `V${d.version}`, header: 'Version', size: 90 },
  {
    accessorKey: 'nextDueDate',
    header: 'Due date',
    size: 170,
    Cell: ({ row }) => <DueDate dueDate={row.original.nextDueDate} />,
  },
];

/**
 * /due-for-review (issue 29.6): the tenant's released processes and templates whose periodic review is due or
 * comes within 30 days, earliest first, each linked to its Release Workflow, where an admin reviews it.
 */
export function DueForReviewPage(): JSX.Element {
  const due = useDueForReview();
  useNotifyQueryError(due, L.loadError);
  return (
    <Stack p="md" gap="md">
      <PageTitle>{L.title}</PageTitle>
      <QmsTable
        columns={columns}
        data={due.data ?? []}
        pageSize={PAGE_SIZE}
        emptyText={L.empty}
        isLoading={due.isLoading}
        isError={due.isError}
        onRetry={() => void due.refetch()}
        isFetching={due.isFetching && !due.isLoading}
        getRowId={(d) => `${d.artifactType}:${d.artifactId}`}
        ariaLabel={L.title}
      />
    </Stack>
  );
}
