import { Group, Loader, Stack, Text } from '@mantine/core';
import { PROCESS_MESSAGES, RELEASE_STATE_LABELS, ReleaseState, type SopStatistics } from '@qms/shared-api';

/**
 * The overview's right-sidebar panel (ADR 0052): how many process versions are in each release state, the whole
 * history counted by the server (GET /sops/statistics, as the dashboard's tile): the overview's own list holds the
 * current versions only (ADR 0200).
 */
export function ReleaseStatePanel({
  statistics,
  failed,
}: {
  statistics: SopStatistics | undefined;
  failed: boolean;
}): JSX.Element {
  if (!statistics)
    return failed ? (
      <Text size="sm">{PROCESS_MESSAGES.list}</Text>
    ) : (
      <Loader size="sm" aria-label="Loading the release states" />
    );
  return (
    <Stack gap={4} aria-label="Process versions by release state">
      {ReleaseState.options.map((state) => (
        <Group key={state} justify="space-between">
          <Text size="sm">{RELEASE_STATE_LABELS[state]}</Text>
          <Text size="sm" fw={600}>
            {statistics.countByReleaseState[state] ?? 0}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
