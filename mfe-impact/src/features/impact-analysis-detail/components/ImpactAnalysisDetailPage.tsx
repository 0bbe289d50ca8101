import { Loader, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import type { ReactNode } from 'react';
import { IMPACT_MESSAGES, type ImpactAnalysisDetail, useImpactAnalysisDetail } from '@qms/shared-api';
import { PageTitle, useNotifyQueryError } from '@qms/shared-ui';
import { AnalysisScreen } from './AnalysisScreen';

const DETAIL_TITLE = 'Impact Analysis Detail';

export interface ImpactAnalysisDetailPageProps {
  /**
   * The Statistics widget (features/impact-statistics), composed by app/routes.tsx because a feature never imports
   * another; without it the screen shows the plain counts.
   */
  statistics?: (detail: ImpactAnalysisDetail) => ReactNode;
}

/** /impact-analysis/:impactAnalysisId (spec 3 §2): loads the analysis with its statistics and impacts. */
export function ImpactAnalysisDetailPage({ statistics }: ImpactAnalysisDetailPageProps): JSX.Element {
  const { impactAnalysisId = '' } = useParams();
  const detail = useImpactAnalysisDetail(impactAnalysisId);
  useNotifyQueryError(detail, IMPACT_MESSAGES.detail);
  if (!detail.data) {
    return (
      <Stack p="md">
        <PageTitle>{DETAIL_TITLE}</PageTitle>
        {detail.isLoading ? (
          <Loader aria-label="Loading the impact analysis" />
        ) : (
          <Text>{IMPACT_MESSAGES.detail}</Text>
        )}
      </Stack>
    );
  }
  // another analysis starts afresh; leaving resets the impact state (spec 3 §2) as the screen unmounts
  return <AnalysisScreen key={impactAnalysisId} detail={detail.data} statistics={statistics} />;
}
