import { Stack, Title } from '@mantine/core';

/** /impact-analysis/:impactAnalysisId — completed by the impact area issue. */
export function ImpactAnalysisDetailPage(): JSX.Element {
  return (
    <Stack p="md">
      <Title order={1} size="h2">
        Impact Analysis Detail
      </Title>
    </Stack>
  );
}
