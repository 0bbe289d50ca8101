import { Stack } from '@mantine/core';
import { PageTitle } from '@qms/shared-ui';

/** /glossary — completed by the templates area issue. */
export function GlossaryPage(): JSX.Element {
  return (
    <Stack p="md">
      <PageTitle>Glossary</PageTitle>
    </Stack>
  );
}
