import { Stack } from '@mantine/core';
import { PageTitle } from '@qms/shared-ui';

/** /impact-analysis/:impactAnalysisId — completed by the impact area issue. */
export function ImpactAnalysisDetailPage(): JSX.Element {
  return (
    <Stack p="md">
      <PageTitle>Impact Analysis Detail</PageTitle>
    </Stack>
  );
}
