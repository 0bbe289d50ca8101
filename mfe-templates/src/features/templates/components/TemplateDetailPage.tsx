import { Stack } from '@mantine/core';
import { PageTitle } from '@qms/shared-ui';

/** /templates/:id — completed by the templates area issue. */
export function TemplateDetailPage(): JSX.Element {
  return (
    <Stack p="md">
      <PageTitle>Template Detail</PageTitle>
    </Stack>
  );
}
