import { Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  IN_FORCE_MESSAGES,
  inForceSummary,
  useComingVersions,
  useSopStatistics,
  useSopSummaries,
  versionLabel,
} from '@qms/shared-api';
import { useNotifyQueryError } from '@qms/shared-ui';
import { releaseStateSummary, totalOf } from './counts';
import { readLatestSops } from './latest-sops';

// apexcharts is large: only the dashboard loads it, in its own chunk
const ReleaseStateChart = lazy(() => import('./ReleaseStateChart'));

/** The processes tiles of the dashboard (spec 1 §2.4): Processes, My Latest Viewed Processes, the statistics. */
export function ProcessTiles(): JSX.Element {
  const stats = useSopStatistics();
  const coming = useComingVersions();
  useNotifyQueryError(coming, IN_FORCE_MESSAGES.load);
  return (
    // each tile as tall as its content: an empty tile must not stretch to the height of a chart beside it
    <SimpleGrid cols={{ base: 1, md: 3 }} style={{ alignItems: 'start' }}>
      <Card withBorder component={Link} to="/processes">
        <Title order={2} size="h4">
          Processes
        </Title>
        <Text size="sm" c="dimmed">
          Process Overview: the process map, the tree and every process.
        </Text>
        {stats.data && (
          <Text size="sm" mt="xs" data-testid="process-counts">
            {releaseStateSummary(stats.data.countByReleaseState, 'process version')}
          </Text>
        )}
        {/* issue 29.2: released versions still waiting for their effective date */}
        {(coming.data ?? []).length > 0 && (
          <Stack gap={2} mt="xs" data-testid="coming-versions">
            {coming.data!.map((c) => (
              <Text key={c.artifactId} size="sm">
                {c.name}: {inForceSummary(c)}
              </Text>
            ))}
          </Stack>
        )}
      </Card>
      <LatestViewedTile />
      <StatisticsTile />
    </SimpleGrid>
  );
}

function LatestViewedTile(): JSX.Element {
  const ids = useMemo(() => readLatestSops(), []);
  const summaries = useSopSummaries(ids);
  useNotifyQueryError(summaries, "SOPs couldn't be fetched. Please try again.");
  // most recent first, as stored; processes that are gone are left out
  const byId = new Map((summaries.data ?? []).map((s) => [s.artifactId, s]));
  const shown = ids.flatMap((id) => byId.get(id) ?? []);
  return (
    <Card withBorder component="section" aria-labelledby="latest-sops-title">
      <Title order={2} size="h4" id="latest-sops-title" mb="xs">
        My Latest Viewed Processes
      </Title>
      {summaries.isLoading ? (
        <Loader size="sm" />
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          No process viewed yet.
        </Text>
      ) : (
        <Stack gap={6}>
          {shown.map((s) => (
            <Group key={s.artifactId} gap={6}>
              <Anchor
                component={Link}
                to={`/processes/${encodeURIComponent(s.artifactId)}/current`}
                size="sm"
              >
                {s.name}
              </Anchor>
              {s.latestVersions.map((v) => (
                <Badge
                  key={v.versionId}
                  component={Link}
                  to={`/processes/${encodeURIComponent(v.versionId)}`}
                  size="sm"
                  variant="light"
                  style={{ cursor: 'pointer', textTransform: 'none' }}
                >
                  {versionLabel(v.version, v.releaseState)}
                </Badge>
              ))}
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function StatisticsTile(): JSX.Element {
  const stats = useSopStatistics();
  useNotifyQueryError(stats, "SOPs couldn't be fetched. Please try again.");
  return (
    <Card withBorder component="section" aria-labelledby="process-stats-title">
      <Title order={2} size="h4" id="process-stats-title" mb="xs">
        Process Statistics
      </Title>
      {stats.data ? (
        <>
          {totalOf(stats.data.countByReleaseState) === 0 ? (
            <Text size="sm" c="dimmed">
              No processes yet.
            </Text>
          ) : (
            <Suspense fallback={<Loader size="sm" />}>
              <ReleaseStateChart counts={stats.data.countByReleaseState} />
            </Suspense>
          )}
          <Text size="sm">Released processes: {stats.data.latestReleasedCount}</Text>
          <Text size="sm">Steps in released processes: {stats.data.latestReleasedStepCount}</Text>
        </>
      ) : stats.isLoading ? (
        <Loader size="sm" />
      ) : (
        <Text size="sm" c="dimmed">
          The statistics could not be loaded.
        </Text>
      )}
    </Card>
  );
}
