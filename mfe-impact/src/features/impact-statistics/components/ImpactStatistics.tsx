import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  IMPACT_PIE_SIZE,
  STATISTICS_WIDGET_DELAY_MS,
  type ImpactAnalysisStatistics,
  useRegulationStatistics,
  useRegulations,
} from '@qms/shared-api';
import { RemoteWidget } from '@qms/shared-ui';
import { MappingBar } from './MappingBar';

interface ImpactStatisticsProps {
  statistics: ImpactAnalysisStatistics;
  regulationIdFrom: string;
  regulationIdTo: string;
  /** for tests: how the pies' remote module is loaded (RemoteWidget's loader); Module Federation by default */
  loadRemote?: (id: string) => Promise<unknown>;
}

const STATISTICS_UNAVAILABLE = 'The statistics of this regulation could not be loaded.';

/**
 * The Impacts statistic widget (spec 3 §2, §9): a mapped / not mapped bar for the from- and the to-requirements,
 * then the applicability and evidence pies of both regulations, reused from the regulations area at 375 px.
 * Shown 500 ms after it appears, like the gap statistic widget.
 */
export function ImpactStatistics({
  statistics,
  regulationIdFrom,
  regulationIdTo,
  loadRemote,
}: ImpactStatisticsProps): JSX.Element {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), STATISTICS_WIDGET_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const regulations = useRegulations();
  const titleOf = (id: string) => regulations.data?.find((r) => r.id === id)?.title ?? id;
  if (!shown) return <Loader size="sm" aria-label="Loading statistics" />;
  return (
    <Stack gap="sm">
      <MappingBar
        title={`From: ${titleOf(regulationIdFrom)}`}
        mapped={statistics.numberOfMappedFromRequirements}
        total={statistics.totalNumberOfFromRequirements}
      />
      <MappingBar
        title={`To: ${titleOf(regulationIdTo)}`}
        mapped={statistics.numberOfMappedToRequirements}
        total={statistics.totalNumberOfToRequirements}
      />
      <Text size="sm">Impacts: {statistics.numberOfImpact}</Text>
      <RegulationPies
        regulationId={regulationIdFrom}
        title={`From: ${titleOf(regulationIdFrom)}`}
        loadRemote={loadRemote}
      />
      {regulationIdTo !== regulationIdFrom && (
        <RegulationPies
          regulationId={regulationIdTo}
          title={`To: ${titleOf(regulationIdTo)}`}
          loadRemote={loadRemote}
        />
      )}
    </Stack>
  );
}

function RegulationPies({
  regulationId,
  title,
  loadRemote,
}: {
  regulationId: string;
  title: string;
  loadRemote: ImpactStatisticsProps['loadRemote'];
}): JSX.Element {
  const statistics = useRegulationStatistics(regulationId);
  return (
    <section aria-label={`Gap statistics ${title}`}>
      <Text size="sm" fw={700}>
        {title}
      </Text>
      {statistics.data ? (
        <RemoteWidget
          widget="StatisticsPies"
          props={{ statistics: statistics.data, size: IMPACT_PIE_SIZE }}
          loader={loadRemote}
        />
      ) : statistics.isError ? (
        <Text size="xs">{STATISTICS_UNAVAILABLE}</Text>
      ) : (
        <Loader size="sm" aria-label="Loading statistics" />
      )}
    </section>
  );
}
