import { useMemo, useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import {
  exportTrainingMatrixCsv,
  exportTrainingRecordPdf,
  isQmsAdmin,
  localDay,
  TRAINING_MATRIX_MESSAGES as M,
  useSession,
  useTrainingMatrix,
  type TrainingMatrixQuery,
  type TrainingMatrixRow,
} from '@qms/shared-api';
import { notify, PageTitle, saveBlob, useNotifyQueryError } from '@qms/shared-ui';
import { QmsTable, type QmsColumnDef } from '@qms/shared-ui/table';
import { MatrixFilters, NO_FILTERS, type MatrixFilterValues } from './MatrixFilters';
import { MatrixStatus } from './MatrixStatus';

const PAGE_SIZE = 50;

const queryOf = (filters: MatrixFilterValues, today: string): TrainingMatrixQuery => ({
  today,
  ...(filters.roleId ? { roleId: filters.roleId } : {}),
  ...(filters.userId ? { userId: filters.userId } : {}),
  ...(filters.artifactId ? { artifactId: filters.artifactId } : {}),
  ...(filters.status ? { status: filters.status } : {}),
});

/** Runs an export and saves its file; a refusal shows the server's message. */
async function download(load: () => Promise<Blob>, fileName: string): Promise<void> {
  try {
    saveBlob(await load(), fileName);
  } catch (error) {
    notify.error(M.exportError, error);
  }
}

/**
 * /training-matrix (issue 29.5, admins): users × released processes, each cell the user's status on the version in
 * force; filters by role, user, process and status; the matrix as CSV and a PDF training record per user or
 * process. "Today" is the reader's calendar day: it decides the version in force and what is overdue.
 */
export function TrainingMatrixPage(): JSX.Element {
  const session = useSession();
  // the server refuses the matrix to viewers: the page does not ask
  if (!session || !isQmsAdmin(session.user))
    return (
      <Stack p="md" gap="md">
        <PageTitle>{M.title}</PageTitle>
        <Text>{M.adminsOnly}</Text>
      </Stack>
    );
  return <TrainingMatrix />;
}

function TrainingMatrix(): JSX.Element {
  const [filters, setFilters] = useState<MatrixFilterValues>(NO_FILTERS);
  const [exporting, setExporting] = useState(false);
  const today = localDay(new Date());
  const query = queryOf(filters, today);
  const matrix = useTrainingMatrix(query);
  useNotifyQueryError(matrix, M.loadError);
  const data = matrix.data;

  const columns = useMemo<QmsColumnDef<TrainingMatrixRow>[]>(
    () => [
      { accessorKey: 'displayName', header: M.userColumn, size: 200 },
      ...(data?.processes ?? []).map(
        (process, i): QmsColumnDef<TrainingMatrixRow> => ({
          id: process.artifactId,
          header: `${process.name} V${process.inForce.version}`,
          accessorFn: (row) => row.cells[i]?.status ?? '',
          size: 200,
          Header: () => (
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {process.name} V{process.inForce.version}
              </Text>
              {process.coming && (
                <Text size="xs" c="gray.7">
                  {M.comingVersion(process.coming.version, process.coming.effectiveDate)}
                </Text>
              )}
            </Stack>
          ),
          Cell: ({ row }) => {
            const cell = row.original.cells[i];
            return cell ? <MatrixStatus cell={cell} today={data!.today} /> : null;
          },
        }),
      ),
    ],
    [data],
  );

  const exportCsv = async () => {
    setExporting(true);
    await download(() => exportTrainingMatrixCsv(query), `training-matrix-${today}.csv`);
    setExporting(false);
  };
  const selectedProcess = data?.processOptions.find((p) => p.id === filters.artifactId);

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <PageTitle>{M.title}</PageTitle>
        <Group gap="sm">
          {selectedProcess && (
            <Button
              variant="light"
              leftSection={<IconFileTypePdf size={16} />}
              onClick={() =>
                void download(
                  () => exportTrainingRecordPdf({ artifactId: selectedProcess.id }, today),
                  `training-record-${selectedProcess.name}-${today}.pdf`,
                )
              }
            >
              {M.processRecord}
            </Button>
          )}
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={exporting}
            disabled={!data || data.rows.length === 0}
            onClick={() => void exportCsv()}
          >
            {M.exportCsv}
          </Button>
        </Group>
      </Group>
      <MatrixFilters values={filters} matrix={data} onChange={setFilters} />
      <QmsTable
        columns={columns}
        data={data?.rows ?? []}
        pageSize={PAGE_SIZE}
        emptyText={data && data.processOptions.length === 0 ? M.noProcesses : M.empty}
        isLoading={matrix.isLoading}
        isError={matrix.isError}
        onRetry={() => void matrix.refetch()}
        isFetching={matrix.isFetching && !matrix.isLoading}
        getRowId={(row) => row.userId}
        ariaLabel={M.tableLabel}
        renderRowActions={({ original: row }) => (
          <Tooltip label={M.userRecord}>
            <ActionIcon
              variant="subtle"
              aria-label={`${M.userRecord}: ${row.displayName}`}
              onClick={() =>
                void download(
                  () => exportTrainingRecordPdf({ userId: row.userId }, today),
                  `training-record-${row.displayName}-${today}.pdf`,
                )
              }
            >
              <IconFileTypePdf size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      />
    </Stack>
  );
}
