import { Stack, Title } from '@mantine/core';

/** /sr-list/:id — the gap list of one regulation; completed by the regulations area issue. */
export function GapListPage(): JSX.Element {
  return (
    <Stack p="md">
      <Title order={1} size="h2">
        Gap list
      </Title>
    </Stack>
  );
}
