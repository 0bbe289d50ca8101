import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { TEMPLATE_MESSAGES, templatesQueryOptions, type Template } from '@qms/shared-api';
import { PageTitle, useNotifyQueryError } from '@qms/shared-ui';
import { QmsTable, type QmsColumnDef, queryTableState } from '@qms/shared-ui/table';

/** spec 2 §9 */
export const TEMPLATES_PAGE_SIZE = 250;

const columns: QmsColumnDef<Template>[] = [
  {
    accessorKey: 'name',
    header: 'Name',
    // the TemplateDetailView is addressed by the version id
    Cell: ({ row }) => (
      <Anchor component={Link} to={`/templates/${encodeURIComponent(row.original.versionId)}`} size="sm">
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
  // 'Used in Processes' and the actions (spec 2 §2) come with the templates area issue
];

/** /templates: the first slice of the Template Overview (spec 2 §2); filters and dialogs come with the area issue. */
export function TemplatesPage(): JSX.Element {
  const templates = useQuery(templatesQueryOptions());
  useNotifyQueryError(templates, TEMPLATE_MESSAGES.list);
  return (
    <Stack p="md" gap="md">
      <PageTitle>Templates</PageTitle>
      <QmsTable
        ariaLabel="Templates"
        columns={columns}
        data={templates.data ?? []}
        getRowId={(t) => t.versionId}
        pageSize={TEMPLATES_PAGE_SIZE}
        initialSorting={[{ id: 'name', desc: false }]}
        emptyText="No templates yet."
        {...queryTableState(templates)}
      />
    </Stack>
  );
}
