import { Group, Stack, Text, Title } from '@mantine/core';
import type { ImpactAnalysisDetail } from '@qms/shared-api';

/**
 * The Statistics widget's place. The widget itself (ImpactStatistics: bars and pies) is built in
 * features/impact-statistics on another branch; until it is merged this panel shows the plain counts.
 */
export function StatisticsSlot({
  detail,
  fromTitle,
  toTitle,
}: {
  detail: ImpactAnalysisDetail;
  fromTitle: string;
  toTitle: string;
}): JSX.Element {
  const s = detail.statistics;
  return (
    <Stack gap={4} component="section" aria-label="Statistics">
      <Title order={2} size="h4">
        Statistics
      </Title>
      <Text size="sm">{`Impacts: ${s.numberOfImpact}`}</Text>
      <Group gap="md">
        <Text size="sm">{`${fromTitle}: ${s.numberOfMappedFromRequirements} of ${s.totalNumberOfFromRequirements} mapped`}</Text>
        <Text size="sm">{`${toTitle}: ${s.numberOfMappedToRequirements} of ${s.totalNumberOfToRequirements} mapped`}</Text>
      </Group>
    </Stack>
  );
}
