import { Badge, Group, Text } from '@mantine/core';
import type { RegulationStatistics } from '@qms/shared-api';

/** spec 3 §2 statistics badges: Applicability and Target Evidence, the server's numbers (spec 3 §3 formulas). */
export function StatisticsBadges({ s }: { s: RegulationStatistics }): JSX.Element {
  return (
    <Group gap="lg" aria-label="Statistics">
      <Group gap={6}>
        <Text size="sm" fw={700}>
          Applicability
        </Text>
        <Badge variant="default">Valid: {s.validCount}</Badge>
        <Badge variant="default">With warning: {s.warningCount}</Badge>
        <Badge variant="default">Not defined: {s.notDefinedCount}</Badge>
        <Badge variant="default">Total: {s.totalRequirements}</Badge>
      </Group>
      <Group gap={6}>
        <Text size="sm" fw={700}>
          Target Evidence
        </Text>
        <Badge variant="default">Confirmed: {s.confirmedEvidenceCount}</Badge>
        <Badge variant="default">Unconfirmed: {s.unconfirmedEvidenceCount}</Badge>
        <Badge variant="default">Deprecated: {s.deprecatedEvidenceCount}</Badge>
      </Group>
    </Group>
  );
}
