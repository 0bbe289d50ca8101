import { Anchor, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DUE_FOR_REVIEW_LABELS as L, useDueForReview } from '@qms/shared-api';
import { DueDate, useNotifyQueryError } from '@qms/shared-ui';

/** How many of the earliest due documents the tile names; the page lists them all. */
const SHOWN = 3;

/** The dashboard's 'Due for review' tile (issue 29.6): how many released documents are due within 30 days. */
export function DueForReviewTile(): JSX.Element {
  const due = useDueForReview();
  useNotifyQueryError(due, L.loadError);
  const list = due.data ?? [];
  return (
    <Card withBorder component="section" aria-labelledby="due-for-review-title">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={2} size="h4" id="due-for-review-title">
          {L.title}
        </Title>
        {due.data && (
          <Badge size="lg" color={list.length ? 'blue' : 'gray'} aria-label={`${list.length} due`}>
            {list.length}
          </Badge>
        )}
      </Group>
      {due.isLoading ? (
        <Loader size="sm" aria-label="Loading the documents due for review" />
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {L.empty}
        </Text>
      ) : (
        <Stack gap={6}>
          {list.slice(0, SHOWN).map((d) => (
            <Group key={`${d.artifactType}:${d.artifactId}`} gap={6} wrap="wrap">
              <Anchor component={Link} to={d.link} size="sm" fw={600}>
                {d.name} V{d.version}
              </Anchor>
              <DueDate dueDate={d.nextDueDate} />
            </Group>
          ))}
          <Anchor component={Link} to="/due-for-review" size="sm">
            {L.showAll}
          </Anchor>
        </Stack>
      )}
    </Card>
  );
}
