import { Anchor, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { isOverdue, localDay, TRAINING_MESSAGES as M, useMyTrainings } from '@qms/shared-api';
import { DueDate, useNotifyQueryError } from '@qms/shared-ui';

/** How many of the open trainings (earliest due first) the tile names; the page lists them all. */
const SHOWN = 3;

/**
 * The dashboard's "My Trainings" tile (issue 29.4): how many trainings are open and how many of them are overdue
 * (derived here from the due date, in the reader's calendar day), the earliest due first.
 */
export function MyTrainingsTile(): JSX.Element {
  const trainings = useMyTrainings();
  useNotifyQueryError(trainings, M.loadError);
  const open = (trainings.data ?? []).filter((t) => t.state === 'OPEN');
  const today = localDay(new Date());
  const overdue = open.filter((t) => isOverdue(t.dueDate, today)).length;
  return (
    <Card withBorder component="section" aria-labelledby="my-trainings-title">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={2} size="h4" id="my-trainings-title">
          {M.title}
        </Title>
        {trainings.data && (
          <Group gap={6} wrap="nowrap">
            <Badge size="lg" color={open.length ? 'blue' : 'gray'} aria-label={`${open.length} open`}>
              {open.length}
            </Badge>
            {overdue > 0 && (
              <Badge size="lg" color="red" variant="filled" aria-label={`${overdue} overdue`}>
                {overdue} {M.overdue.toLowerCase()}
              </Badge>
            )}
          </Group>
        )}
      </Group>
      {trainings.isLoading ? (
        <Loader size="sm" aria-label="Loading your trainings" />
      ) : open.length === 0 ? (
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            No open trainings.
          </Text>
          {(trainings.data?.length ?? 0) > 0 && (
            <Anchor component={Link} to="/my-trainings" size="sm">
              {M.showAll}
            </Anchor>
          )}
        </Stack>
      ) : (
        <Stack gap={6}>
          {open.slice(0, SHOWN).map((t) => (
            <Group key={t.id} gap={6} wrap="wrap">
              <Anchor component={Link} to={t.link} size="sm" fw={600}>
                {t.documentName} V{t.version}
              </Anchor>
              <DueDate dueDate={t.dueDate} />
            </Group>
          ))}
          <Anchor component={Link} to="/my-trainings" size="sm">
            {M.showAll}
          </Anchor>
        </Stack>
      )}
    </Card>
  );
}
