import { Card, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  APPLICABILITY_CHART_COLORS,
  APPLICABILITY_CHART_EMPTY,
  EVIDENCE_CHART_COLORS,
  EVIDENCE_CHART_EMPTY,
  applicabilitySeries,
  evidenceSeries,
  useOverallRegulationStatistics,
} from '@qms/shared-api';
import { useNotifyQueryError } from '@qms/shared-ui';
import { countOf } from './counts';

// apexcharts is large: only the dashboard loads it, in its own chunk
const StatisticsPie = lazy(() => import('./StatisticsPie'));

const REGULATION_STATISTICS_FAILED = "Regulation statistics couldn't be fetched. Please try again.";

/** The regulations tiles of the dashboard (checklist "Between areas"): the area tile and the two charts of §9. */
export function RegulationTiles(): JSX.Element {
  const stats = useOverallRegulationStatistics();
  useNotifyQueryError(stats, REGULATION_STATISTICS_FAILED);
  const s = stats.data?.overallStatistics;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} style={{ alignItems: 'start' }}>
      <Card withBorder component={Link} to="/sr-list">
        <Title order={2} size="h4">
          Standards and Regulations
        </Title>
        <Text size="sm" c="dimmed">
          List of applied Standards &amp; Regulations and their gap lists.
        </Text>
        {stats.data && (
          <Text size="sm" mt="xs">
            {countOf(stats.data.regulationCount, 'regulation')},{' '}
            {countOf(stats.data.requirementCount, 'requirement')},{' '}
            {countOf(stats.data.evidenceCount, 'evidence', 'evidences')}
          </Text>
        )}
      </Card>
      <ChartTile title="Applicability" id="applicability-stats-title" loading={stats.isLoading}>
        {s && (
          <StatisticsPie
            title="Applicability"
            empty={APPLICABILITY_CHART_EMPTY}
            slices={applicabilitySeries(s)}
            colors={APPLICABILITY_CHART_COLORS}
          />
        )}
      </ChartTile>
      <ChartTile title="Evidence" id="evidence-stats-title" loading={stats.isLoading}>
        {s && (
          <StatisticsPie
            title="Evidence"
            empty={EVIDENCE_CHART_EMPTY}
            slices={evidenceSeries(s)}
            colors={EVIDENCE_CHART_COLORS}
          />
        )}
      </ChartTile>
    </SimpleGrid>
  );
}

function ChartTile({
  title,
  id,
  loading,
  children,
}: {
  title: string;
  id: string;
  loading: boolean;
  children: ReactNode;
}): JSX.Element {
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {loading ? (
        <Loader size="sm" aria-label={`Loading ${title}`} />
      ) : children ? (
        <Suspense fallback={<Loader size="sm" aria-label={`Loading ${title}`} />}>{children}</Suspense>
      ) : (
        <Text size="sm" c="dimmed">
          The statistics could not be loaded.
        </Text>
      )}
    </Card>
  );
}
