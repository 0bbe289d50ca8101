import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { MY_APPROVALS_LABELS as L, useMyApprovals, waitingSince, type MyApproval } from '@qms/shared-api';
import { DueDate, PageTitle, useNotifyQueryError } from '@qms/shared-ui';
import { QmsTable, type QmsColumnDef } from '@qms/shared-ui/table';

const PAGE_SIZE = 50;
const TYPE_LABELS: Record<MyApproval['artifactType'], string> = { SOP: 'Process', TEMPLATE: 'Template' };
const KIND_LABELS: Record<MyApproval['kind'], string> = { AUTHOR: 'Author', APPROVER: 'Approver' };

const columns: QmsColumnDef<MyApproval>[] = [
  {
    accessorKey: 'documentName',
    header: 'Document',
    size: 260,
    Cell: ({ row }) => (
      <Anchor component={Link} to={row.original.link}>
        {row.original.documentName}
      </Anchor>
    ),
  },
  { id: 'version', accessorFn: (a) => `V${a.version}`, header: 'Version', size: 90 },
  { id: 'type', accessorFn: (a) => TYPE_LABELS[a.artifactType], header: 'Type', size: 110 },
  { id: 'capacity', accessorFn: (a) => KIND_LABELS[a.kind], header: 'Capacity', size: 120 },
  { accessorKey: 'initiatedByDisplayName', header: 'Initiated by', size: 180 },
  {
    accessorKey: 'initiatedAt',
    header: 'Waiting since',
    size: 170,
    Cell: ({ row }) => (
      <Text size="sm" title={new Date(row.original.initiatedAt).toLocaleString()}>
        {waitingSince(row.original.initiatedAt, new Date())}
      </Text>
    ),
  },
  {
    id: 'dueDate',
    accessorFn: (a) => a.dueDate ?? '',
    header: 'Due date',
    size: 170,
    Cell: ({ row }) => <DueDate dueDate={row.original.dueDate} />,
  },
];

/**
 * /my-approvals (issue 27.6): every open decision of the signed-in user, oldest first, each linked to the
 * Release Workflow of its version, where it is signed.
 */
export function MyApprovalsPage(): JSX.Element {
  const approvals = useMyApprovals();
  useNotifyQueryError(approvals, L.loadError);
  return (
    <Stack p="md" gap="md">
      <PageTitle>{L.title}</PageTitle>
      <QmsTable
        columns={columns}
        data={approvals.data ?? []}
        pageSize={PAGE_SIZE}
        emptyText={L.empty}
        isLoading={approvals.isLoading}
        isError={approvals.isError}
        onRetry={() => void approvals.refetch()}
        isFetching={approvals.isFetching && !approvals.isLoading}
        getRowId={(a) => a.participantId}
        ariaLabel={L.title}
      />
    </Stack>
  );
}
