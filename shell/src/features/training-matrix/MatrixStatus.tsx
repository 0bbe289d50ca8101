import { Badge, Group, Text } from '@mantine/core';
import { isOverdue, TRAINING_STATUS_LABELS as S, type TrainingMatrixCell } from '@qms/shared-api';

const COLOR = { TRAINED: 'green', OUTDATED: 'yellow', OPEN: 'blue', NONE: 'gray' } as const;

/** One cell of the Training matrix: the status as a badge, with the version and, when open, the due date. */
export function MatrixStatus({ cell, today }: { cell: TrainingMatrixCell; today: string }): JSX.Element {
  if (cell.status === 'NONE')
    return (
      <Text size="sm" c="gray.7">
        {S.NONE}
      </Text>
    );
  const overdue = cell.status === 'OPEN' && isOverdue(cell.dueDate, today);
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={overdue ? 'red' : COLOR[cell.status]} variant={overdue ? 'filled' : 'light'} size="sm">
        {overdue ? S.OVERDUE : S[cell.status]}
      </Badge>
      {cell.version !== null && (
        <Text component="span" size="sm">
          V{cell.version}
          {cell.status === 'OPEN' && cell.dueDate ? `, due ${cell.dueDate}` : ''}
        </Text>
      )}
    </Group>
  );
}
