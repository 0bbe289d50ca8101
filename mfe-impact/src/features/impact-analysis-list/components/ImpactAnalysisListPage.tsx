import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  IMPACT_MESSAGES,
  NEW_IMPACT_ANALYSIS_ID,
  REGULATION_MESSAGES,
  useCreateImpactAnalysis,
  useDeleteImpactAnalysis,
  useIsQmsAdmin,
  useUpdateImpactAnalysis,
  useImpactAnalyses,
  useRegulations,
} from '@qms/shared-api';
import { ConfirmDialog, notify, PageTitle, useNotifyQueryError } from '@qms/shared-ui';
import { QmsTable, RowActions, type QmsColumnDef } from '@qms/shared-ui/table';
import {
  regulationOptions,
  toImpactAnalysisRows,
  type ImpactAnalysisRow,
} from '../utils/impact-analysis-rows';
import { ImpactAnalysisDialog, newImpactAnalysis, type ImpactAnalysisDraft } from './ImpactAnalysisDialog';

/** spec 3 §9 */
const IMPACT_ANALYSIS_PAGE_SIZE = 100;
/** Deleting has no error handling in the spec (§8); we tell the user anyway (ADR 0093). */
const DELETE_FAILED = 'Impact Analysis could not be deleted, try again later.';

const columns: QmsColumnDef<ImpactAnalysisRow>[] = [
  {
    accessorKey: 'title',
    header: 'Title',
    // a row title leads to the impact analysis detail
    Cell: ({ row }) => (
      <Anchor component={Link} to={`/impact-analysis/${encodeURIComponent(row.original.id)}`} size="sm">
        {row.original.title}
      </Anchor>
    ),
  },
  { accessorKey: 'from', header: 'From' },
  { accessorKey: 'to', header: 'To' },
  { accessorKey: 'numberOfImpacts', header: 'Impacts', size: 100 },
  // mapped / total requirements of each side, computed by the server
  { accessorKey: 'fromMapped', header: 'Mapped From', size: 120, enableSorting: false },
  { accessorKey: 'toMapped', header: 'Mapped To', size: 120, enableSorting: false },
];

/** /impact-analysis: the Impact Analysis Overview (spec 3 §2); QMS admins create, edit and delete. */
export function ImpactAnalysisListPage(): JSX.Element {
  const isAdmin = useIsQmsAdmin();
  const analyses = useImpactAnalyses();
  const regulations = useRegulations();
  useNotifyQueryError(analyses, IMPACT_MESSAGES.list);
  useNotifyQueryError(regulations, REGULATION_MESSAGES.fromSr);
  const create = useCreateImpactAnalysis();
  const update = useUpdateImpactAnalysis();
  const remove = useDeleteImpactAnalysis();
  const [editing, setEditing] = useState<ImpactAnalysisDraft | null>(null);
  const [deleting, setDeleting] = useState<ImpactAnalysisRow | null>(null);
  const rows = useMemo(
    () => toImpactAnalysisRows(analyses.data, regulations.data),
    [analyses.data, regulations.data],
  );
  const options = useMemo(() => regulationOptions(regulations.data), [regulations.data]);

  // the mutations reload the list whatever the outcome (spec 3 §7 "After a save the list reloads")
  const save = (draft: ImpactAnalysisDraft) => {
    const handlers = {
      onSuccess: () => setEditing(null),
      // the dialog stays open with the user's input
      onError: (error: Error) => notify.error(IMPACT_MESSAGES.save, error),
    };
    const body = {
      title: draft.title.trim(),
      regulationIdFrom: draft.regulationIdFrom,
      regulationIdTo: draft.regulationIdTo,
    };
    if (draft.id === NEW_IMPACT_ANALYSIS_ID) create.mutate(body, handlers);
    else update.mutate({ id: draft.id, body: { ...body, dbVersion: draft.dbVersion ?? 0 } }, handlers);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onError: (error) => notify.error(DELETE_FAILED, error),
      onSettled: () => setDeleting(null),
    });
  };

  const renderRowActions = useMemo(
    () =>
      isAdmin
        ? ({ original: row }: { original: ImpactAnalysisRow }) => (
            <RowActions
              subject={`impact analysis ${row.title}`}
              onEdit={() => setEditing({ ...row.analysis })}
              onDelete={() => setDeleting(row)}
            />
          )
        : undefined,
    [isAdmin],
  );

  const saving = create.isPending || update.isPending;
  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <PageTitle>Impact Analysis Overview</PageTitle>
        {isAdmin && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(newImpactAnalysis())}>
            New Impact Analysis
          </Button>
        )}
      </Group>
      <QmsTable
        // remount when admin rights change: mantine-react-table fixes its columns' actions at mount
        key={isAdmin ? 'admin' : 'viewer'}
        ariaLabel="Impact analyses"
        columns={columns}
        data={rows}
        getRowId={(r) => r.id}
        pageSize={IMPACT_ANALYSIS_PAGE_SIZE}
        initialSorting={[{ id: 'title', desc: false }]}
        emptyText="No impact analyses yet."
        isLoading={analyses.isLoading}
        isError={analyses.isError}
        onRetry={() => {
          void analyses.refetch();
          if (regulations.isError) void regulations.refetch();
        }}
        isFetching={analyses.isFetching}
        renderRowActions={renderRowActions}
      />
      <ImpactAnalysisDialog
        analysis={editing}
        regulations={options}
        saving={saving}
        onSave={save}
        onClose={() => !saving && setEditing(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete impact analysis"
        message={`Delete the impact analysis "${deleting?.title ?? ''}" with its impacts and comments? This cannot be undone.`}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => !remove.isPending && setDeleting(null)}
      />
    </Stack>
  );
}
