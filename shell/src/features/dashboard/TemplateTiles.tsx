import { Anchor, Card, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import {
  TEMPLATE_CONTENT_MESSAGES,
  TEMPLATE_MESSAGES,
  useTemplateContentStatistics,
  useTemplateStatistics,
} from '@qms/shared-api';
import { useNotifyQueryError } from '@qms/shared-ui';
import { releaseStateSummary, totalOf } from './counts';

// apexcharts is large: only the dashboard loads it, in its own chunk
const ReleaseStateChart = lazy(() => import('./ReleaseStateChart'));
const LinkStateChart = lazy(() => import('./LinkStateChart'));

const unavailable = (
  <Text size="sm" c="dimmed">
    The statistics could not be loaded.
  </Text>
);

/** The templates tiles of the dashboard: Templates, Template Contents and their statistics charts. */
export function TemplateTiles(): JSX.Element {
  const templates = useTemplateStatistics();
  useNotifyQueryError(templates, TEMPLATE_MESSAGES.search);
  const contents = useTemplateContentStatistics();
  useNotifyQueryError(contents, TEMPLATE_CONTENT_MESSAGES.search);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} style={{ alignItems: 'start' }}>
      <Card withBorder component="section" aria-labelledby="template-stats-title">
        <Title order={2} size="h4" id="template-stats-title" mb="xs">
          <Anchor component={Link} to="/templates" inherit>
            Templates
          </Anchor>
        </Title>
        {templates.data ? (
          <>
            {totalOf(templates.data.countByReleaseState) === 0 ? (
              <Text size="sm" c="dimmed">
                No templates yet.
              </Text>
            ) : (
              <Suspense fallback={<Loader size="sm" aria-label="Loading the chart" />}>
                <ReleaseStateChart
                  counts={templates.data.countByReleaseState}
                  label="Templates by release state"
                />
              </Suspense>
            )}
            <Text size="sm">
              {releaseStateSummary(templates.data.countByReleaseState, 'template version')}
            </Text>
            <Text size="sm">Released templates: {templates.data.latestReleasedCount}</Text>
          </>
        ) : templates.isLoading ? (
          <Loader size="sm" aria-label="Loading the template statistics" />
        ) : (
          unavailable
        )}
      </Card>
      <Card withBorder component="section" aria-labelledby="content-stats-title">
        <Title order={2} size="h4" id="content-stats-title" mb="xs">
          <Anchor component={Link} to="/template-contents" inherit>
            Template Contents
          </Anchor>
        </Title>
        {contents.data ? (
          <>
            {contents.data.total === 0 ? (
              <Text size="sm" c="dimmed">
                No template contents yet.
              </Text>
            ) : (
              <Suspense fallback={<Loader size="sm" aria-label="Loading the chart" />}>
                <LinkStateChart counts={contents.data.countByLinkState} />
              </Suspense>
            )}
            <Text size="sm">Template contents: {contents.data.total}</Text>
          </>
        ) : contents.isLoading ? (
          <Loader size="sm" aria-label="Loading the template content statistics" />
        ) : (
          unavailable
        )}
      </Card>
    </SimpleGrid>
  );
}
