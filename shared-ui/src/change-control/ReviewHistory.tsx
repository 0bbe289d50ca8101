import { Stack, Table, Text, Title } from '@mantine/core';
import { type ArtifactKind, useReviewSchedule } from '@qms/shared-api';
import { formatDate, formatSignedAt } from '../signature/format-signed-at';

/**
 * The periodic reviews of a document (issue 29.6) for its Document History: when, who, the signature's meaning,
 * the comment and the next due date each review set. Newest first, as the server answers.
 */
export function ReviewHistory({ kind, artifactId }: { kind: ArtifactKind; artifactId: string }): JSX.Element {
  const schedule = useReviewSchedule(kind, artifactId);
  const reviews = schedule.data?.reviews ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby={`reviews-${artifactId}`}>
      <Title order={3} size="h5" id={`reviews-${artifactId}`}>
        Periodic reviews
      </Title>
      {schedule.isError ? (
        <Text size="sm" c="red">
          The reviews could not be loaded.
        </Text>
      ) : schedule.isLoading ? (
        <Text size="sm" c="dimmed">
          Loading the reviews…
        </Text>
      ) : reviews.length === 0 ? (
        <Text size="sm" c="dimmed">
          No periodic review yet.
        </Text>
      ) : (
        <Table aria-label="Periodic reviews" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Version</Table.Th>
              <Table.Th>Reviewed</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th>Meaning</Table.Th>
              <Table.Th>Comment</Table.Th>
              <Table.Th>Next review due</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reviews.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>V{r.version}</Table.Td>
                <Table.Td>{formatSignedAt(r.reviewedAt)}</Table.Td>
                <Table.Td>{r.reviewedByDisplayName}</Table.Td>
                <Table.Td>{r.meaning}</Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{r.comment}</Table.Td>
                <Table.Td>{formatDate(r.nextDueDate, 'UTC')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
