import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  PROCESS_MESSAGES,
  RELEASE_STATE_LABELS,
  sopsQueryOptions,
  type RequirementType,
  type SopListResponse,
  type SopVersionSummary,
} from '@qms/shared-api';
import { PageTitle, useNotifyQueryError } from '@qms/shared-ui';
import { QmsTable, type QmsColumnDef, queryTableState } from '@qms/shared-ui/table';

/** spec 1 §2.5 / §9: page size 2500, no footer */
export const PROCESS_TABLE_PAGE_SIZE = 2500;

type ProcessRow = SopVersionSummary & { requirementType: RequirementType | '' };

/** The requirement type lives on the process artifact, the rest on its listed version. */
export function toProcessRows(list: SopListResponse | undefined): ProcessRow[] {
  if (!list) return [];
  const typeByArtifact = new Map(list.artifacts.map((a) => [a.artifactId, a.requirementType]));
  return list.sops.map((sop) => ({ ...sop, requirementType: typeByArtifact.get(sop.artifactId) ?? '' }));
}

const columns: QmsColumnDef<ProcessRow>[] = [
  {
    accessorKey: 'name',
    header: 'Name',
    // selecting a process opens SopDetailView with its version id
    Cell: ({ row }) => (
      <Anchor component={Link} to={`/processes/${encodeURIComponent(row.original.versionId)}`} size="sm">
        {row.original.name}
      </Anchor>
    ),
  },
  { accessorKey: 'version', header: 'Version', size: 90 },
  { id: 'releaseState', accessorFn: (p) => RELEASE_STATE_LABELS[p.releaseState], header: 'Release State' },
  { accessorKey: 'requirementType', header: 'Requirement Type' },
];

/** /processes: the first slice of the Process Overview (spec 1 §2.5); tree, diagram and dialogs follow. */
export function ProcessOverviewPage(): JSX.Element {
  const sops = useQuery(sopsQueryOptions());
  useNotifyQueryError(sops, PROCESS_MESSAGES.list);
  const rows = useMemo(() => toProcessRows(sops.data), [sops.data]);
  return (
    <Stack p="md" gap="md">
      <PageTitle>Process Overview</PageTitle>
      <QmsTable
        ariaLabel="Processes"
        columns={columns}
        data={rows}
        getRowId={(p) => p.versionId}
        pageSize={PROCESS_TABLE_PAGE_SIZE}
        footer={false}
        // the server's order: the spec's admin-defined ordering comes with the processes area issue, so no sorting
        emptyText="No processes yet."
        {...queryTableState(sops)}
      />
    </Stack>
  );
}
