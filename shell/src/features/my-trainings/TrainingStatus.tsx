import { Badge, Text } from '@mantine/core';
import { TRAINING_MESSAGES as M, type MyTraining } from '@qms/shared-api';
import { formatSignedAt } from '@qms/shared-ui';

/**
 * A training's state as its assignee reads it: Open, or 'Read and understood' with the time it was signed, or
 * Withdrawn (a newer version or a role change replaced it). Overdue shows beside the due date (DueDate).
 */
export function TrainingStatus({ training }: { training: MyTraining }): JSX.Element {
  if (training.state === 'CONFIRMED') {
    return (
      <Text size="sm">
        {M.readAndUnderstood}
        {training.confirmedAt && `, ${formatSignedAt(training.confirmedAt)}`}
      </Text>
    );
  }
  if (training.state === 'WITHDRAWN') {
    return (
      <Badge color="gray" variant="light">
        {M.withdrawn}
      </Badge>
    );
  }
  return (
    <Badge color="blue" variant="light">
      {M.open}
    </Badge>
  );
}
