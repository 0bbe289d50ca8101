import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DUE_FOR_REVIEW_LABELS as L, useDueForReview } from '@qms/shared-api';
import { DueDate, useNotifyQueryError } from '@qms/shared-ui';
import { ListTile } from './ListTile';

/** The dashboard's 'Due for review' tile (issue 29.6): how many released documents are due within 30 days. */
export function DueForReviewTile(): JSX.Element {
  const due = useDueForReview();
  useNotifyQueryError(due, L.loadError);
  const list = due.data ?? [];
  return (
    <ListTile
      id="due-for-review-title"
      title={L.title}
      badges={
        due.data && (
          <Badge size="lg" color={list.length ? 'blue' : 'gray'} aria-label={`${list.length} due`}>
            {list.length}
          </Badge>
        )
      }
      isLoading={due.isLoading}
      loadingLabel="Loading the documents due for review"
      entries={list}
      empty={L.empty}
      showAll={{ to: '/due-for-review', label: L.showAll }}
      entryKey={(d) => `${d.artifactType}:${d.artifactId}`}
      renderEntry={(d) => (
        <Group gap={6} wrap="wrap">
          <Anchor component={Link} to={d.link} size="sm" fw={600}>
            {d.name} V{d.version}
          </Anchor>
          <DueDate dueDate={d.nextDueDate} />
        </Group>
      )}
    />
  );
}
