import { Stack, Title } from '@mantine/core';

/** /processes/:id — completed by the processes area issue. */
export function ProcessDetailPage(): JSX.Element {
  return (
    <Stack p="md">
      <Title order={1} size="h2">
        Process Detail
      </Title>
    </Stack>
  );
}

/** /processes/:artifactId/current — loads the current version; completed by the processes area issue. */
export function CurrentProcessPage(): JSX.Element {
  return (
    <Stack p="md">
      <Title order={1} size="h2">
        Current
      </Title>
    </Stack>
  );
}
