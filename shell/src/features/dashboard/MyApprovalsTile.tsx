import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { MY_APPROVALS_LABELS as L, useMyApprovals, waitingSince } from '@qms/shared-api';
import { DueDate, useNotifyQueryError } from '@qms/shared-ui';
import { ListTile } from './ListTile';

/** The dashboard's "My approvals" tile (issue 27.6): how many decisions wait for the user, the oldest first. */
export function MyApprovalsTile(): JSX.Element {
  const approvals = useMyApprovals();
  useNotifyQueryError(approvals, L.loadError);
  const list = approvals.data ?? [];
  return (
    <ListTile
      id="my-approvals-title"
      title={L.title}
      badges={
        approvals.data && (
          <Badge size="lg" color={list.length ? 'blue' : 'gray'} aria-label={`${list.length} open`}>
            {list.length}
          </Badge>
        )
      }
      isLoading={approvals.isLoading}
      loadingLabel="Loading your approvals"
      entries={list}
      empty={L.empty}
      showAll={{ to: '/my-approvals', label: L.showAll }}
      entryKey={(a) => a.participantId}
      renderEntry={(a) => (
        <>
          <Anchor component={Link} to={a.link} size="sm" fw={600}>
            {a.documentName} V{a.version}
          </Anchor>
          <Group gap={6} wrap="wrap">
            <Text size="xs" c="dimmed">
              {a.initiatedByDisplayName}, {waitingSince(a.initiatedAt, new Date())}
            </Text>
            <DueDate dueDate={a.dueDate} />
          </Group>
        </>
      )}
    />
  );
}
