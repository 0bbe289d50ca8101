import { Anchor, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { MY_APPROVALS_LABELS as L, useMyApprovals, waitingSince } from '@qms/shared-api';
import { DueDate, useNotifyQueryError } from '@qms/shared-ui';

/** How many of the oldest open decisions the tile names; the page lists them all. */
const SHOWN = 3;

/** The dashboard's "My approvals" tile (issue 27.6): how many decisions wait for the user, the oldest first. */
export function MyApprovalsTile(): JSX.Element {
  const approvals = useMyApprovals();
  useNotifyQueryError(approvals, L.loadError);
  const list = approvals.data ?? [];
  return (
    <Card withBorder component="section" aria-labelledby="my-approvals-title">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={2} size="h4" id="my-approvals-title">
          {L.title}
        </Title>
        {approvals.data && (
          <Badge size="lg" color={list.length ? 'blue' : 'gray'} aria-label={`${list.length} open`}>
            {list.length}
          </Badge>
        )}
      </Group>
      {approvals.isLoading ? (
        <Loader size="sm" aria-label="Loading your approvals" />
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {L.empty}
        </Text>
      ) : (
        <Stack gap={6}>
          {list.slice(0, SHOWN).map((a) => (
            <div key={a.participantId}>
              <Anchor component={Link} to={a.link} size="sm" fw={600}>
                {a.documentName} V{a.version}
              </Anchor>
              <Group gap={6} wrap="wrap">
                <Text size="xs" c="dimmed">
                  {a.initiatedByDisplayName}, {waitingSince(a.initiatedAt, new Date())}
                </Text>
                <DueDate dueDate={a.dueDate} />
              </Group>
            </div>
          ))}
          <Anchor component={Link} to="/my-approvals" size="sm">
            {L.showAll}
          </Anchor>
        </Stack>
      )}
    </Card>
  );
}
