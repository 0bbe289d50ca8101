import { ActionIcon, Badge, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  GLOSSARY_PAGE_SIZE,
  PROCESS_MESSAGES,
  termDeleteOutcome,
  termDisplayState,
  termEditOutcome,
  useCreateTerm,
  useDeletedTerms,
  useDeleteTerm,
  useSaveTerm,
  useTerms,
  useTermSearch,
  useUndoTermDeletion,
  type ReleaseState,
  type SopTerm,
  type TermDisplayState,
} from '@qms/shared-api';
import { ConfirmDialog, notify, useNotifyQueryError } from '@qms/shared-ui';
import { QmsTable, type QmsColumnDef, queryTableState } from '@qms/shared-ui/table';
import { DeletedPanel } from '../../shared/DeletedPanel';
import { newTermDraft, TermFormDialog, type TermDraft } from './TermFormDialog';

type TermRow = SopTerm & { state: TermDisplayState };

const STATE_COLOR: Record<TermDisplayState, string> = {
  new: 'green',
  changed: 'orange',
  deleted: 'red',
  unchanged: 'gray',
};

const columns: QmsColumnDef<TermRow>[] = [
  { accessorKey: 'term', header: 'Term', size: 160 },
  { accessorKey: 'abbreviation', header: 'Abbreviation', size: 100 },
  {
    accessorKey: 'definition',
    header: 'Definition',
    Cell: ({ cell }) => (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {cell.getValue<string>()}
      </Text>
    ),
  },
  {
    accessorKey: 'state',
    header: 'State',
    size: 90,
    Cell: ({ cell }) => (
      <Badge size="sm" variant="light" color={STATE_COLOR[cell.getValue<TermDisplayState>()]}>
        {cell.getValue<string>()}
      </Badge>
    ),
  },
];

interface GlossarySectionProps {
  sop: { artifactId: string; versionId: string; version: number; releaseState: ReleaseState };
  editable: boolean;
  inWork: boolean;
}

/** '2 Glossary' of a process (spec 1 §2.6): its terms with display states, 250 per page sorted by term. */
export function GlossarySection({ sop, editable, inWork }: GlossarySectionProps): JSX.Element {
  const ref = { artifactId: sop.artifactId, versionId: sop.versionId };
  const terms = useTerms(ref);
  const deleted = useDeletedTerms(ref, inWork);
  const allTerms = useTermSearch();
  useNotifyQueryError(terms, PROCESS_MESSAGES.termsLoad(sop.versionId));
  useNotifyQueryError(deleted, PROCESS_MESSAGES.deletedTermsLoad(sop.versionId));
  useNotifyQueryError(allTerms, PROCESS_MESSAGES.allTerms);
  const create = useCreateTerm();
  const saveTerm = useSaveTerm();
  const remove = useDeleteTerm();
  const undo = useUndoTermDeletion();
  const [draft, setDraft] = useState<(TermDraft & { state?: TermDisplayState }) | null>(null);
  const [deleting, setDeleting] = useState<TermRow | null>(null);

  const rows = useMemo<TermRow[]>(() => {
    const deletedIds = new Set((deleted.data ?? []).map((t) => t.versionId));
    const all = [...(terms.data ?? []), ...(inWork ? (deleted.data ?? []) : [])];
    return all.map((t) => ({ ...t, state: termDisplayState(t, sop, deletedIds) }));
  }, [terms.data, deleted.data, inWork, sop]);

  const save = async (values: TermDraft & { state?: TermDisplayState }) => {
    const body = { term: values.term, abbreviation: values.abbreviation, definition: values.definition };
    const { existing } = values;
    const message = !existing
      ? PROCESS_MESSAGES.termCreate
      : termEditOutcome(values.state ?? 'unchanged') === 'new-version'
        ? PROCESS_MESSAGES.termVersion
        : PROCESS_MESSAGES.termUpdate;
    try {
      if (!existing) await create.mutateAsync({ ...ref, body });
      else
        await saveTerm.mutateAsync({
          ...ref,
          termArtifactId: existing.artifactId,
          termVersionId: existing.versionId,
          body: { ...body, dbVersion: existing.dbVersion },
        });
      setDraft(null);
    } catch (error) {
      // the dialog keeps the input
      notify.error(message, error);
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { ...ref, termArtifactId: deleting.artifactId, termVersionId: deleting.versionId },
      {
        onError: (error) => notify.error(PROCESS_MESSAGES.termDelete, error),
        onSettled: () => setDeleting(null),
      },
    );
  };

  const undoDeletion = (termVersionId: string) =>
    undo.mutate(
      { ...ref, termVersionId },
      { onError: (error) => notify.error(PROCESS_MESSAGES.undoDeletion, error) },
    );

  const renderRowActions = editable
    ? ({ original: t }: { original: TermRow }) => {
        const outcome = termDeleteOutcome(t.state);
        if (t.state === 'deleted')
          return (
            <Tooltip label="Undo deletion">
              <ActionIcon
                variant="subtle"
                aria-label={`Undo deletion of term ${t.term}`}
                onClick={() => undoDeletion(t.versionId)}
              >
                <IconArrowBackUp size={16} />
              </ActionIcon>
            </Tooltip>
          );
        return (
          <Group gap={2} wrap="nowrap">
            <Tooltip label="Edit">
              <ActionIcon
                variant="subtle"
                aria-label={`Edit term ${t.term}`}
                onClick={() =>
                  setDraft({
                    term: t.term,
                    abbreviation: t.abbreviation,
                    definition: t.definition,
                    existing: { artifactId: t.artifactId, versionId: t.versionId, dbVersion: t.dbVersion },
                    state: t.state,
                  })
                }
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={outcome === 'revert' ? 'Revert the change' : 'Delete'}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${outcome === 'revert' ? 'Revert' : 'Delete'} term ${t.term}`}
                onClick={() => setDeleting(t)}
              >
                {outcome === 'revert' ? <IconArrowBackUp size={16} /> : <IconTrash size={16} />}
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      }
    : undefined;

  const reverting = deleting && termDeleteOutcome(deleting.state) === 'revert';
  return (
    <Stack gap="xs" component="section" aria-labelledby="glossary-heading">
      <Group justify="space-between">
        <Title order={2} size="h3" id="glossary-heading">
          2 Glossary
        </Title>
        {editable && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setDraft(newTermDraft())}
          >
            Add Term
          </Button>
        )}
      </Group>
      <QmsTable
        key={editable ? 'edit' : 'read'}
        ariaLabel="Glossary"
        columns={columns}
        data={rows}
        getRowId={(t) => t.versionId}
        pageSize={GLOSSARY_PAGE_SIZE}
        initialSorting={[{ id: 'term', desc: false }]}
        emptyText="No terms defined in this process."
        {...queryTableState(terms)}
        renderRowActions={renderRowActions}
      />
      {inWork && (
        <DeletedPanel
          title="Deleted Terms"
          items={(deleted.data ?? []).map((t) => ({ id: t.versionId, label: t.term }))}
          canUndo={editable}
          pendingId={undo.isPending ? (undo.variables?.termVersionId ?? null) : null}
          onUndo={undoDeletion}
        />
      )}
      <TermFormDialog
        draft={draft}
        sopArtifactId={sop.artifactId}
        allTerms={allTerms.data ?? []}
        saving={create.isPending || saveTerm.isPending}
        onSave={(v) => void save({ ...v, state: draft?.state })}
        onClose={() => setDraft(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={reverting ? 'Revert term' : 'Delete term'}
        message={
          reverting
            ? `Revert the changes to the term "${deleting?.term ?? ''}"?`
            : `Delete the term "${deleting?.term ?? ''}" from this process?`
        }
        confirmLabel={reverting ? 'Revert' : 'Delete'}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => !remove.isPending && setDeleting(null)}
      />
    </Stack>
  );
}
