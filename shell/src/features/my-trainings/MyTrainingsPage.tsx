import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  TRAINING_MESSAGES as M,
  useConfirmTraining,
  useMyTrainings,
  useSession,
  type MyTraining,
} from '@qms/shared-api';
import {
  DueDate,
  notify,
  PageTitle,
  SignatureDialog,
  useNotifyQueryError,
  type SignatureInput,
} from '@qms/shared-ui';
import { QmsTable, type QmsColumnDef } from '@qms/shared-ui/table';
import { TrainingPdfButton } from './TrainingPdfButton';
import { TrainingStatus } from './TrainingStatus';

const PAGE_SIZE = 50;

const columnsWith = (onConfirm: (training: MyTraining) => void): QmsColumnDef<MyTraining>[] => [
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
  { id: 'version', accessorFn: (t) => `V${t.version}`, header: 'Version', size: 90 },
  {
    id: 'reason',
    // loading rows are placeholders without fields
    accessorFn: (t) => (t.reason === 'EXTRA' ? 'Added by the releaser' : (t.roleNames ?? []).join(', ')),
    header: 'Why',
    size: 200,
  },
  {
    accessorKey: 'dueDate',
    header: 'Due date',
    size: 170,
    Cell: ({ row }) => <DueDate dueDate={row.original.dueDate} open={row.original.state === 'OPEN'} />,
  },
  {
    id: 'status',
    accessorFn: (t) => t.state,
    header: 'Status',
    size: 260,
    Cell: ({ row }) => <TrainingStatus training={row.original} />,
  },
  {
    id: 'actions',
    header: 'Actions',
    size: 200,
    enableSorting: false,
    Cell: ({ row }) => (
      <Group gap="xs" wrap="nowrap">
        {row.original.state === 'OPEN' && (
          <Button
            size="xs"
            onClick={() => onConfirm(row.original)}
            aria-label={`${M.confirm}: ${row.original.documentName} V${row.original.version}`}
          >
            {M.confirm}
          </Button>
        )}
        {row.original.artifactType === 'SOP' && <TrainingPdfButton training={row.original} />}
      </Group>
    ),
  },
];

/**
 * /my-trainings (issue 29.4): the signed-in user's trainings, open ones first by due date. Each links to the version
 * to read (and its PDF); Confirm signs 'Read and understood' on it.
 */
export function MyTrainingsPage({
  mailSetting,
}: {
  /** the training mail setting (another feature's), placed by the shell's app/ */
  mailSetting?: ReactNode;
} = {}): JSX.Element {
  const session = useSession();
  const trainings = useMyTrainings();
  const confirm = useConfirmTraining();
  const [confirming, setConfirming] = useState<MyTraining | null>(null);
  useNotifyQueryError(trainings, M.loadError);

  const sign = async ({ password, email }: SignatureInput) => {
    if (!confirming) return;
    // a refusal (wrong password, no longer open, changed) rejects: the dialog stays open with the server's message
    await confirm.mutateAsync({
      id: confirming.id,
      body: { dbVersion: confirming.dbVersion, password, ...(email ? { email } : {}) },
    });
    notify.info(M.confirmed);
    setConfirming(null);
  };

  return (
    <Stack p="md" gap="md">
      <PageTitle>{M.title}</PageTitle>
      {mailSetting}
      <Text size="sm">
        Open the document, read it, then confirm with your electronic signature that you have read and
        understood it.
      </Text>
      <QmsTable
        columns={columnsWith(setConfirming)}
        data={trainings.data ?? []}
        pageSize={PAGE_SIZE}
        emptyText={M.empty}
        isLoading={trainings.isLoading}
        isError={trainings.isError}
        onRetry={() => void trainings.refetch()}
        isFetching={trainings.isFetching && !trainings.isLoading}
        getRowId={(t) => t.id}
        ariaLabel={M.title}
      />
      <SignatureDialog
        opened={confirming !== null}
        signerName={session?.user.userName ?? ''}
        meaning="Read and understood"
        record={confirming ? `${confirming.documentName}, V${confirming.version}` : ''}
        comment="none"
        onSign={sign}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
