import { Stack } from '@mantine/core';
import { PageTitle } from '@qms/shared-ui';

/** /processes/:artifactId/current — loads the current version; completed by the processes area issue. */
export function CurrentProcessPage(): JSX.Element {
  return (
    <Stack p="md">
      <PageTitle>Current</PageTitle>
    </Stack>
  );
}
