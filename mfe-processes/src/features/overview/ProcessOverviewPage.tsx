import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import {
  PROCESS_MESSAGES,
  useCreateSop,
  useDeleteSop,
  useIsQmsAdmin,
  useOrderSops,
  useCurrentSopList,
  useSession,
  useSopStatistics,
  useUpdateSopArtifact,
  useUpdateSopVersion,
} from '@qms/shared-api';
import { ConfirmDialog, notify, PageTitle, useNotifyQueryError } from '@qms/shared-ui';
import { queryTableState } from '@qms/shared-ui/table';
import { ProcessesLayout } from '../../shared/ProcessesLayout';
import { buildProcessTree } from '../../shared/process-tree';
import { ProcessTree } from '../../shared/ProcessTree';
import { ProcessFormDialog, newProcessDraft, type ProcessDraft } from '../../shared/ProcessFormDialog';
import { ProcessMap } from './ProcessMap';
import { ProcessOutline } from './ProcessOutline';
import { movedOrder, toProcessRows, type ProcessRow } from './process-rows';
import { ProcessTable } from './ProcessTable';
import { ReleaseStatePanel } from './ReleaseStatePanel';

type View = 'OVERVIEW' | 'LIST';

/** /processes — the Process Overview (spec 1 §2.5). */
export function ProcessOverviewPage(): JSX.Element {
  const isAdmin = useIsQmsAdmin();
  const tenantId = useSession()?.user.tenantId;
  // the current versions (ADR 0200): the rows, tree and map show each process's live versions; the counts by
  // state, over the whole history, come from the statistics
  const sops = useCurrentSopList();
  const statistics = useSopStatistics();
  useNotifyQueryError(sops, PROCESS_MESSAGES.list);
  useNotifyQueryError(statistics, PROCESS_MESSAGES.list);
  const [view, setView] = useState<View>('OVERVIEW');
  const [draft, setDraft] = useState<ProcessDraft | null>(null);
  const [deleting, setDeleting] = useState<ProcessRow | null>(null);
  const create = useCreateSop();
  const updateArtifact = useUpdateSopArtifact();
  const updateVersion = useUpdateSopVersion();
  const remove = useDeleteSop();
  const order = useOrderSops();

  const list = sops.data;
  const rows = useMemo(() => toProcessRows(list), [list]);
  const tree = useMemo(
    () => (list ? buildProcessTree(list.artifacts, list.sops, list.rootOrderedArtifactIds) : []),
    [list],
  );
  const saving = create.isPending || updateArtifact.isPending || updateVersion.isPending;

  const save = async (values: ProcessDraft) => {
    const { existing } = values;
    try {
      if (!existing) {
        const { name, description, requirementType, parentArtifactId, version } = values;
        await create.mutateAsync({ name, description, requirementType, parentArtifactId, version });
        notify.info('Process created.');
      } else {
        await updateVersion.mutateAsync({
          artifactId: existing.artifactId,
          versionId: existing.versionId,
          body: { name: values.name, description: values.description, dbVersion: existing.versionDbVersion },
        });
        await updateArtifact.mutateAsync({
          artifactId: existing.artifactId,
          body: {
            parentArtifactId: values.parentArtifactId,
            requirementType: values.requirementType,
            dbVersion: existing.artifactDbVersion,
          },
        });
        notify.info('Process saved.');
      }
      setDraft(null);
    } catch (error) {
      // the dialog stays open with the user's input; the list has reloaded (the hooks invalidate either way)
      notify.error(existing ? PROCESS_MESSAGES.update : PROCESS_MESSAGES.create, error);
    }
  };

  const edit = useCallback(
    (row: ProcessRow) => {
      const artifact = list?.artifacts.find((a) => a.artifactId === row.artifactId);
      if (!row.draft || !artifact) return;
      setDraft({
        name: row.draft.name,
        description: row.draft.description,
        requirementType: artifact.requirementType,
        parentArtifactId: artifact.parentArtifactId,
        version: row.draft.version,
        existing: {
          artifactId: row.artifactId,
          versionId: row.draft.versionId,
          artifactDbVersion: artifact.dbVersion,
          versionDbVersion: row.draft.dbVersion,
        },
      });
    },
    [list],
  );

  const move = useCallback(
    (row: ProcessRow, delta: -1 | 1) => {
      const next = movedOrder(row.siblings, row.artifactId, delta);
      if (!next) return;
      order.mutate(
        { orderedArtifactIds: next, parentArtifactId: row.parentArtifactId },
        { onError: (error) => notify.error(PROCESS_MESSAGES.reorder, error) },
      );
    },
    [order],
  );

  const confirmDelete = () => {
    const target = deleting?.draft;
    if (!target) return;
    remove.mutate(
      { artifactId: target.artifactId, versionId: target.versionId },
      {
        onSuccess: () => notify.info('Process deleted.'),
        onError: (error) => notify.error(PROCESS_MESSAGES.delete, error),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <ProcessesLayout
      tree={<ProcessTree nodes={tree} tenantId={tenantId} />}
      panels={[
        {
          value: 'states',
          label: 'Release States',
          content: <ReleaseStatePanel statistics={statistics.data} failed={statistics.isError} />,
        },
      ]}
    >
      <Stack gap="md">
        <Group justify="space-between">
          <PageTitle>Process Overview</PageTitle>
          {isAdmin && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDraft(newProcessDraft())}>
              New Process
            </Button>
          )}
        </Group>
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(v) => setView(v as View)}
          data={['OVERVIEW', 'LIST']}
          w="fit-content"
        />
        {view === 'OVERVIEW' ? (
          <>
            <ProcessMap isAdmin={isAdmin} />
            <ProcessTable
              rows={rows}
              isAdmin={isAdmin}
              busy={order.isPending || remove.isPending}
              tableState={queryTableState(sops)}
              onMove={move}
              onEdit={edit}
              onDelete={setDeleting}
            />
          </>
        ) : (
          <ProcessOutline rows={rows} loading={sops.isLoading} />
        )}
      </Stack>
      <ProcessFormDialog
        draft={draft}
        artifacts={list?.artifacts ?? []}
        sops={list?.sops ?? []}
        saving={saving}
        onSave={(v) => void save(v)}
        onClose={() => !saving && setDraft(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete process"
        message={`Delete the draft V${deleting?.draft?.version ?? ''} of "${deleting?.name ?? ''}"? This cannot be undone.`}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => !remove.isPending && setDeleting(null)}
      />
    </ProcessesLayout>
  );
}
