import { Stack } from '@mantine/core';
import { PageTitle } from '@qms/shared-ui';

/** /sr-list/:id — the gap list of one regulation; completed by the regulations area issue. */
export function GapListPage(): JSX.Element {
  return (
    <Stack p="md">
      <PageTitle>Gap list</PageTitle>
    </Stack>
  );
}
