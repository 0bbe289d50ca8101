import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  IMPACT_MESSAGES,
  impactAnalysesQueryOptions,
  REGULATION_MESSAGES,
  regulationsQueryOptions,
} from '@qms/shared-api';
import { PageTitle, useNotifyQueryError } from '@qms/shared-ui';
import { QmsTable, type QmsColumnDef } from '@qms/shared-ui/table';
import { toImpactAnalysisRows, type ImpactAnalysisRow } from '../utils/impact-analysis-rows';

/** spec 3 §9 */
export const IMPACT_ANALYSIS_PAGE_SIZE = 100;

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
];

/** /impact-analysis: the first slice of the Impact Analysis Overview (spec 3 §2); the dialog follows. */
export function ImpactAnalysisListPage(): JSX.Element {
  const analyses = useQuery(impactAnalysesQueryOptions());
  const regulations = useQuery(regulationsQueryOptions());
  useNotifyQueryError(analyses, IMPACT_MESSAGES.list);
  useNotifyQueryError(regulations, REGULATION_MESSAGES.fromSr);
  const rows = useMemo(
    () => toImpactAnalysisRows(analyses.data, regulations.data),
    [analyses.data, regulations.data],
  );
  return (
    <Stack p="md" gap="md">
      <PageTitle>Impact Analysis Overview</PageTitle>
      <QmsTable
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
      />
    </Stack>
  );
}
