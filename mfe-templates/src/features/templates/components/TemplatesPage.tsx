import { ActionIcon, Anchor, Button, Group, Stack, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  isDeletable,
  TEMPLATE_MESSAGES,
  TEMPLATES_PAGE_SIZE,
  useCreateTemplate,
  useDeleteTemplate,
  useIsQmsAdmin,
  useTemplateSearch,
} from '@qms/shared-api';
import { ConfirmDialog, notify, PageTitle, useNotifyQueryError } from '@qms/shared-ui';
import { QmsTable, type QmsColumnDef, queryTableState } from '@qms/shared-ui/table';
import { ProcessFilterSidebar } from './ProcessFilterSidebar';
import { newTemplateValues, TemplateFormDialog, type TemplateFormValues } from './TemplateFormDialog';
import {
  filterProcesses,
  filterTemplateRows,
  toTemplateRows,
  type ProcessFilter,
  type TemplateRow,
} from './template-rows';

export { TEMPLATES_PAGE_SIZE };

const detailPath = (versionId: string) => `/templates/${encodeURIComponent(versionId)}`;

const columns: QmsColumnDef<TemplateRow>[] = [
  {
    accessorKey: 'name',
    header: 'Name',
    // the TemplateDetailView is addressed by the version id
    Cell: ({ row }) => (
      <Anchor component={Link} to={detailPath(row.original.versionId)} size="sm">
        {row.original.name}
      </Anchor>
    ),
  },
  { accessorKey: 'documentKey', header: 'Document Key' },
  { accessorKey: 'version', header: 'Version', size: 90 },
  // counts; `?? []` because mantine-react-table also runs accessors on its empty placeholder rows while loading
  {
    id: 'templateContents',
    accessorFn: (t) => (t.createdTemplateContentIds ?? []).length,
    header: 'Template Contents',
  },
  {
    id: 'reportedContents',
    accessorFn: (t) => (t.reportedTemplateContentIds ?? []).length,
    header: 'Reported Contents',
  },
  { id: 'usedInProcesses', accessorFn: (t) => (t.usedInProcesses ?? []).length, header: 'Used in Processes' },
];

/** /templates: the Template Overview (spec 2 §2). */
export function TemplatesPage(): JSX.Element {
  const isAdmin = useIsQmsAdmin();
  const navigate = useNavigate();
  const search = useTemplateSearch();
  useNotifyQueryError(search, TEMPLATE_MESSAGES.search);
  const createTemplate = useCreateTemplate();
  const deleteTemplate = useDeleteTemplate();
  const [filter, setFilter] = useState<ProcessFilter>({ kind: 'all' });
  const [creating, setCreating] = useState<TemplateFormValues | null>(null);
  const [deleting, setDeleting] = useState<TemplateRow | null>(null);

  const rows = useMemo(() => toTemplateRows(search.data), [search.data]);
  const shown = useMemo(() => filterTemplateRows(rows, filter), [rows, filter]);
  const processes = useMemo(() => filterProcesses(search.data), [search.data]);

  const save = ({ version, ...fields }: TemplateFormValues) =>
    createTemplate.mutate(
      { ...fields, version: version ?? 1 },
      {
        onSuccess: (template) => {
          notify.info('Template created.');
          setCreating(null);
          navigate(detailPath(template.versionId));
        },
        onError: (error) => notify.error(TEMPLATE_MESSAGES.create, error),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    deleteTemplate.mutate(deleting.versionId, {
      onSuccess: () => notify.info('Template deleted.'),
      onError: (error) => notify.error(TEMPLATE_MESSAGES.delete, error),
      onSettled: () => setDeleting(null),
    });
  };

  const renderRowActions = useMemo(
    () =>
      isAdmin
        ? ({ original: t }: { original: TemplateRow }) => (
            <Group gap={4} wrap="nowrap">
              <Tooltip label="Edit">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Edit template ${t.name} V${t.version}`}
                  onClick={() => navigate(detailPath(t.versionId))}
                >
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
              {isDeletable(t.releaseState) && (
                <Tooltip label="Delete">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete template ${t.name} V${t.version}`}
                    onClick={() => setDeleting(t)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          )
        : undefined,
    [isAdmin, navigate],
  );

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <PageTitle>Templates</PageTitle>
        {isAdmin && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(newTemplateValues())}>
            New Template
          </Button>
        )}
      </Group>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ProcessFilterSidebar processes={processes} value={filter} onChange={setFilter} />
        <Stack style={{ flex: 1, minWidth: 0 }}>
          <QmsTable
            // remount when admin rights change: mantine-react-table fixes its columns' actions at mount
            key={isAdmin ? 'admin' : 'viewer'}
            ariaLabel="Templates"
            columns={columns}
            data={shown}
            getRowId={(t) => t.versionId}
            pageSize={TEMPLATES_PAGE_SIZE}
            initialSorting={[{ id: 'name', desc: false }]}
            emptyText={filter.kind === 'all' ? 'No templates yet.' : 'No templates for this filter.'}
            {...queryTableState(search)}
            renderRowActions={renderRowActions}
          />
        </Stack>
      </Group>
      <TemplateFormDialog
        values={creating}
        saving={createTemplate.isPending}
        onSave={save}
        onClose={() => !createTemplate.isPending && setCreating(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete template"
        message={`Delete the template "${deleting?.name ?? ''}" V${deleting?.version ?? ''}? This cannot be undone.`}
        confirmLabel="Delete"
        loading={deleteTemplate.isPending}
        onConfirm={confirmDelete}
        onCancel={() => !deleteTemplate.isPending && setDeleting(null)}
      />
    </Stack>
  );
}
