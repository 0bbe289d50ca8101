import { Stack, Title } from '@mantine/core';

/** /glossary — completed by the templates area issue. */
export function GlossaryPage(): JSX.Element {
  return (
    <Stack p="md">
      <Title order={1} size="h2">
        Glossary
      </Title>
    </Stack>
  );
}
