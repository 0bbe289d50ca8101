import { Stack } from '@mantine/core';
import { PageTitle } from '@qms/shared-ui';

/** /template-contents — completed by the templates area issue. */
export function TemplateContentsPage(): JSX.Element {
  return (
    <Stack p="md">
      <PageTitle>Template Contents</PageTitle>
    </Stack>
  );
}
