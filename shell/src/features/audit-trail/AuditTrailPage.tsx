import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  AUDIT_MESSAGES,
  exportAuditTrailCsvWithProgress,
  useIsQmsAdmin,
  useVerifyAuditTrail,
  type AuditFilter,
  type AuditVerification,
  useAuditTrail,
  useAuditTrailCount,
} from '@qms/shared-api';
import { notify, PageTitle, saveBlob, useNotifyQueryError } from '@qms/shared-ui';
import { QmsTable } from '@qms/shared-ui/table';
import { AUDIT_COLUMNS } from './AuditColumns';
import { AuditFilters, FILTER_KEYS, type FilterValues } from './AuditFilters';
import { ChangeDetail } from './ChangeDetail';

const AUDIT_PAGE_SIZE = 50;

/** The URL's filter values → the API filter (local dates → the whole local day in UTC). */
function toApiFilter(values: FilterValues): AuditFilter {
  const filter: AuditFilter = {};
  if (values.recordId) filter.recordId = values.recordId;
  if (values.table) filter.table = values.table;
  if (values.user) filter.user = values.user;
  if (values.action) filter.action = values.action as AuditFilter['action'];
  if (values.from) filter.from = new Date(`${values.from}T00:00:00`).toISOString();
  if (values.to) filter.to = new Date(`${values.to}T23:59:59.999`).toISOString();
  return filter;
}

/** Entries written in the last seconds are not in the chain yet: said so, never counted as broken. */
function unsealedNote(unsealed: number): string {
  if (unsealed === 0) return '';
  return unsealed === 1
    ? ' 1 newer entry is not yet sealed (sealed within seconds).'
    : ` ${unsealed} newer entries are not yet sealed (sealed within seconds).`;
}

/**
 * The export's progress: the entries received of those the count query said match (a trail still being written may
 * bring more, so the total is never shown below the entries received); without the count, the entries alone.
 */
function ExportProgress({ entries, total }: { entries: number; total: number | undefined }) {
  const of = total === undefined ? undefined : Math.max(total, entries);
  return (
    <Stack gap={4} role="status" aria-label="Export progress">
      <Text size="sm">
        {of === undefined ? `Exporting: ${entries} entries` : `Exporting: ${entries} of ${of} entries`}
      </Text>
      <Progress
        aria-label="Exported entries"
        value={of ? (entries / of) * 100 : 100}
        striped={of === undefined}
        animated={of === undefined}
      />
    </Stack>
  );
}

function VerifyResult({ result }: { result: AuditVerification }) {
  if (result.valid) {
    return (
      <Alert color="green" title="Audit trail intact" data-testid="audit-verify-result">
        All {result.checked} sealed entries verified; the hash chain is unbroken (last entry {result.lastSeq}
        ).
        {unsealedNote(result.unsealed)}
      </Alert>
    );
  }
  return (
    <Alert color="red" title="Audit trail broken" data-testid="audit-verify-result">
      Entry {result.firstBroken?.seq}: {result.firstBroken?.problem}. {result.checked} entries checked.
    </Alert>
  );
}

/**
 * /audit-trail (issue 7): the tenant's audit trail for admins — filters (also from `?recordId=` links of the
 * areas), newest first, paged by the server, each row expandable to old → new per field; Verify and Export CSV.
 */
export function AuditTrailPage(): JSX.Element {
  const isAdmin = useIsQmsAdmin();
  const [searchParams, setSearchParams] = useSearchParams();
  const values = useMemo(
    () =>
      Object.fromEntries(FILTER_KEYS.map((k) => [k, searchParams.get(k) ?? ''])) as unknown as FilterValues,
    [searchParams],
  );
  const filter = useMemo(() => toApiFilter(values), [values]);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: AUDIT_PAGE_SIZE });
  const trail = useAuditTrail(
    { ...filter, page: pagination.pageIndex + 1, pageSize: pagination.pageSize },
    isAdmin,
  );
  // counted once per filter (its own query): turning a page reads one page, not every matching entry again
  const count = useAuditTrailCount(filter, isAdmin);
  useNotifyQueryError(trail, AUDIT_MESSAGES.fetch);
  const verify = useVerifyAuditTrail();
  // the entries of the running export received so far; null: no export running
  const [exported, setExported] = useState<number | null>(null);
  const exporting = exported !== null;

  if (!isAdmin) {
    return (
      <Stack p="md">
        <PageTitle>Audit Trail</PageTitle>
        <Text>The audit trail is available to administrators only.</Text>
      </Stack>
    );
  }

  const apply = (next: FilterValues) => {
    const params = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key]) params.set(key, next[key]);
    setSearchParams(params);
    setPagination((p) => ({ ...p, pageIndex: 0 }));
  };

  const exportCsv = async () => {
    setExported(0);
    try {
      saveBlob(
        await exportAuditTrailCsvWithProgress(filter, setExported),
        `audit-trail-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    } catch (error) {
      notify.error("The audit trail couldn't be exported. Please try again.", error);
    } finally {
      setExported(null);
    }
  };

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <PageTitle>Audit Trail</PageTitle>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconShieldCheck size={16} />}
            loading={verify.isPending}
            onClick={() =>
              verify.mutate(undefined, { onError: (error) => notify.error(AUDIT_MESSAGES.verify, error) })
            }
          >
            Verify
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={exporting}
            disabled={exporting}
            onClick={() => void exportCsv()}
          >
            Export CSV
          </Button>
        </Group>
      </Group>
      {exported !== null && <ExportProgress entries={exported} total={count.data?.total} />}
      {verify.data && <VerifyResult result={verify.data} />}
      <AuditFilters values={values} onApply={apply} />
      <QmsTable
        columns={AUDIT_COLUMNS}
        data={trail.data?.entries ?? []}
        pageSize={AUDIT_PAGE_SIZE}
        emptyText="No audit trail entries match the filters."
        isError={trail.isError}
        onRetry={() => void trail.refetch()}
        getRowId={(entry) => String(entry.seq)}
        ariaLabel="Audit trail"
        tableOptions={{
          // the server pages, filters and orders (newest first); the table must not re-sort a page
          manualPagination: true,
          manualSorting: true,
          manualFiltering: true,
          enableSorting: false,
          enableGlobalFilter: false,
          // until the count is in, the entries known so far (the pages up to this one)
          rowCount:
            count.data?.total ??
            pagination.pageIndex * pagination.pageSize + (trail.data?.entries.length ?? 0),
          onPaginationChange: setPagination,
          state: {
            pagination,
            isLoading: trail.isLoading,
            showProgressBars: trail.isFetching && !trail.isLoading,
          },
          renderDetailPanel: ({ row }) => <ChangeDetail entry={row.original} />,
        }}
      />
    </Stack>
  );
}
