import { Stack, Title } from '@mantine/core';

/** /templates/:id — completed by the templates area issue. */
export function TemplateDetailPage(): JSX.Element {
  return (
    <Stack p="md">
      <Title order={1} size="h2">
        Template Detail
      </Title>
    </Stack>
  );
}
