import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { isOverdue, localDay, TRAINING_MESSAGES as M, useMyTrainings } from '@qms/shared-api';
import { DueDate, useNotifyQueryError } from '@qms/shared-ui';
import { ListTile } from './ListTile';

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
    <ListTile
      id="my-trainings-title"
      title={M.title}
      badges={
        trainings.data && (
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
        )
      }
      isLoading={trainings.isLoading}
      loadingLabel="Loading your trainings"
      entries={open}
      empty="No open trainings."
      // the closed (signed) ones are on the page too
      showAll={{ to: '/my-trainings', label: M.showAll, whenEmpty: (trainings.data?.length ?? 0) > 0 }}
      entryKey={(t) => t.id}
      renderEntry={(t) => (
        <Group gap={6} wrap="wrap">
          <Anchor component={Link} to={t.link} size="sm" fw={600}>
            {t.documentName} V{t.version}
          </Anchor>
          <DueDate dueDate={t.dueDate} />
        </Group>
      )}
    />
  );
}
