import { Group, Stack, Text } from '@mantine/core';
import { RELEASE_STATE_LABELS, ReleaseState, type SopVersionSummary } from '@qms/shared-api';

/**
 * The overview's right-sidebar panel (ADR 0052): how many process versions are in each release state,
 * counted from the list the page already loaded.
 */
export function ReleaseStatePanel({ sops }: { sops: readonly SopVersionSummary[] }): JSX.Element {
  return (
    <Stack gap={4} aria-label="Process versions by release state">
      {ReleaseState.options.map((state) => (
        <Group key={state} justify="space-between">
          <Text size="sm">{RELEASE_STATE_LABELS[state]}</Text>
          <Text size="sm" fw={600}>
            {sops.filter((s) => s.releaseState === state).length}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
