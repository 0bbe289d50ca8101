import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  syncResultSummary,
  TEMPLATE_CONTENT_MESSAGES,
  TEMPLATE_CONTENTS_PAGE_SIZE,
  useDeleteTemplateContent,
  useIsQmsAdmin,
  useSaveTemplateContent,
  useSynchronizeTemplateContents,
  useTemplateContentSearch,
  type TemplateContentDraft,
  type TemplateContentRow,
  type TemplateContentSearchQuery,
  type TemplateContentStandardFlag,
  type TemplateContentStandardState,
  type TemplateContentSyncResult,
  type TemplateContentValidation,
} from '@qms/shared-api';
import { ConfirmDialog, notify, PageTitle, useNotifyQueryError } from '@qms/shared-ui';
import { QmsTable, RowActions, type QmsColumnDef, queryTableState } from '@qms/shared-ui/table';
import { SyncResultPanel } from './SyncResultPanel';
import { TemplateContentDetail } from './TemplateContentDetail';
import { TemplateContentFilter } from './TemplateContentFilter';
import { newTemplateContent, TemplateContentFormDialog } from './TemplateContentFormDialog';
import { StandardFlagIcon, ValidationIcons } from './ValidationIcons';

type Row = TemplateContentRow & {
  validations: TemplateContentValidation[];
  standardFlag?: TemplateContentStandardFlag;
};

const text = (value: string) => (
  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
    {value}
  </Text>
);

const columns: QmsColumnDef<Row>[] = [
  {
    accessorKey: 'name',
    header: 'Name',
    Cell: ({ row }) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm">{row.original.name}</Text>
        <ValidationIcons validations={row.original.validations ?? []} />
        <StandardFlagIcon flag={row.original.standardFlag} />
      </Group>
    ),
  },
  { accessorKey: 'description', header: 'Description', Cell: ({ cell }) => text(cell.getValue<string>()) },
  { accessorKey: 'exampleText', header: 'Example', Cell: ({ cell }) => text(cell.getValue<string>()) },
];

/** /template-contents (spec 2 §2): table, filter sidebar, Template Content Detail; admins create, edit, synchronise. */
export function TemplateContentsPage(): JSX.Element {
  const isAdmin = useIsQmsAdmin();
  const [query, setQuery] = useState<TemplateContentSearchQuery>({});
  const search = useTemplateContentSearch(query);
  useNotifyQueryError(search, TEMPLATE_CONTENT_MESSAGES.search);
  // the filter's choices: every current template and process, whatever the filter
  const all = useTemplateContentSearch({});
  const save = useSaveTemplateContent();
  const remove = useDeleteTemplateContent();
  const sync = useSynchronizeTemplateContents();
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<TemplateContentDraft | null>(null);
  const [deleting, setDeleting] = useState<TemplateContentRow | null>(null);
  const [syncResult, setSyncResult] = useState<TemplateContentSyncResult | null>(null);

  const [warning, setWarning] = useState<TemplateContentValidation | null>(null);

  // one pass over the answer: each row's warnings (a lookup in the infos) and the count per warning
  const { allRows, warningCounts } = useMemo(() => {
    const counts: Record<TemplateContentValidation, number> = {
      NOT_CREATED_BY_PROCESS: 0,
      CREATED_BY_MULTIPLE_TEMPLATES: 0,
      NOT_CREATED_BY_TEMPLATE: 0,
    };
    const list = (search.data?.templateContents ?? []).map((c) => {
      const info = search.data?.templateContentInfos[c.id];
      const validations = info?.validations ?? [];
      for (const v of validations) counts[v]++;
      return { ...c, validations, standardFlag: info?.standardFlag };
    });
    return { allRows: list, warningCounts: counts };
  }, [search.data]);
  // the flag filter's counts: the whole tenant (the unfiltered answer), as the statistics count them
  const standardFlagCounts = useMemo(() => {
    const counts: Record<TemplateContentStandardState, number> = {
      CHANGED_IN_STANDARD: 0,
      REMOVED_FROM_STANDARD: 0,
    };
    for (const info of Object.values(all.data?.templateContentInfos ?? {}))
      if (info.standardFlag) counts[info.standardFlag.state]++;
    return counts;
  }, [all.data]);
  const rows = useMemo<Row[]>(
    () => (warning ? allRows.filter((r) => r.validations.includes(warning)) : allRows),
    [allRows, warning],
  );

  const onSave = (content: TemplateContentDraft) =>
    save.mutate(content, {
      onSuccess: (saved) => {
        notify.info('Template content saved.');
        setEditing(null);
        setSelected(saved.id);
      },
      // the dialog keeps the input; the search reloads whatever the outcome (spec 2 §4)
      onError: (error) => notify.error(TEMPLATE_CONTENT_MESSAGES.save, error),
    });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.info('Template content deleted.');
        if (selected === deleting.id) setSelected(null);
      },
      onError: (error) => notify.error(TEMPLATE_CONTENT_MESSAGES.delete, error),
      onSettled: () => setDeleting(null),
    });
  };

  const synchronize = () =>
    sync.mutate(undefined, {
      onSuccess: (result) => {
        setSyncResult(result);
        notify.info(`Synchronisation finished: ${syncResultSummary(result)}.`);
      },
      onError: (error) => notify.error(TEMPLATE_CONTENT_MESSAGES.srTemplateContents, error),
    });

  const renderRowActions = useMemo(
    () =>
      isAdmin
        ? ({ original: c }: { original: Row }) => (
            <RowActions
              subject={`template content ${c.name}`}
              onEdit={() => setEditing({ ...c })}
              onDelete={() => setDeleting(c)}
            />
          )
        : undefined,
    [isAdmin],
  );

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <PageTitle>Template Contents</PageTitle>
        {isAdmin && (
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} />}
              loading={sync.isPending}
              onClick={synchronize}
            >
              Synchronize
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(newTemplateContent())}>
              New Template Content
            </Button>
          </Group>
        )}
      </Group>
      {syncResult && (
        <SyncResultPanel result={syncResult} isAdmin={isAdmin} onClose={() => setSyncResult(null)} />
      )}
      <Group align="flex-start" wrap="nowrap" gap="md">
        <TemplateContentFilter
          templates={all.data?.templates ?? []}
          sops={all.data?.sops ?? []}
          value={query}
          onChange={setQuery}
          warning={warning}
          onWarning={setWarning}
          warningCounts={warningCounts}
          standardFlagCounts={standardFlagCounts}
        />
        <Stack style={{ flex: 1, minWidth: 0 }}>
          <QmsTable
            key={isAdmin ? 'admin' : 'viewer'}
            ariaLabel="Template Contents"
            columns={columns}
            data={rows}
            getRowId={(c) => c.id}
            pageSize={TEMPLATE_CONTENTS_PAGE_SIZE}
            // a row here is heavy (icons, four-line texts): 250 mounted rows took seconds (issue 11)
            virtualize
            initialSorting={[{ id: 'name', desc: false }]}
            emptyText="No template contents found."
            {...queryTableState(search)}
            renderRowActions={renderRowActions}
            tableOptions={{
              mantineTableBodyRowProps: ({ row }) => ({
                onClick: () => setSelected(row.original.id),
                onKeyDown: (e) => {
                  if (e.key === 'Enter' || e.key === ' ') setSelected(row.original.id);
                },
                tabIndex: 0,
                'aria-selected': selected === row.original.id,
                style: { cursor: 'pointer' },
              }),
            }}
          />
        </Stack>
        <Paper withBorder w={340} miw={280} component="aside" aria-label="Template Content Detail">
          <Text size="sm" fw={700} px="sm" pt="sm">
            Template Content Detail
          </Text>
          <TemplateContentDetail contentId={selected} />
        </Paper>
      </Group>
      <TemplateContentFormDialog
        content={editing}
        saving={save.isPending}
        onSave={onSave}
        onClose={() => !save.isPending && setEditing(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete template content"
        message={`Delete the template content "${deleting?.name ?? ''}"? This cannot be undone.`}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => !remove.isPending && setDeleting(null)}
      />
    </Stack>
  );
}
