import { Stack, Title } from '@mantine/core';

/** /template-contents — completed by the templates area issue. */
export function TemplateContentsPage(): JSX.Element {
  return (
    <Stack p="md">
      <Title order={1} size="h2">
        Template Contents
      </Title>
    </Stack>
  );
}
