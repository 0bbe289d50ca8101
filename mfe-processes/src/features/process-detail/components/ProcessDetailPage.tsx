import { Stack } from '@mantine/core';
import { PageTitle } from '@qms/shared-ui';

/** /processes/:id — completed by the processes area issue. */
export function ProcessDetailPage(): JSX.Element {
  return (
    <Stack p="md">
      <PageTitle>Process Detail</PageTitle>
    </Stack>
  );
}
