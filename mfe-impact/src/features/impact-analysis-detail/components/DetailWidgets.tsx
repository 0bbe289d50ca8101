import { Divider, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { TEMPLATE_CONTENT_MESSAGES, type Impact, type ImpactAnalysisDetail } from '@qms/shared-api';
import { CommentsWidget, RemoteWidget } from '@qms/shared-ui';
import { ImpactDetailWidget } from './ImpactDetailWidget';
import { isNewImpact } from '../model/draft';
import { type ImpactEditorContext } from '../model/context';
import { StatisticsSlot } from './StatisticsSlot';

/** The comments panel's element id: an entry's Comments action scrolls it into view. */
export const COMMENTS_PANEL_ID = 'impact-analysis-comments';

/**
 * The right-hand widgets (spec 3 §2): Statistics, Impact Detail, Template Content Detail (the templates area's
 * widget through Module Federation) and Comments — on the selected impact (IMPACT, with the analysis as parent),
 * else on the analysis (IMPACT_ANALYSIS).
 */
export function DetailWidgets({
  detail,
  fromTitle,
  toTitle,
  selected,
  canEdit,
  ctx,
  contentId,
  statistics,
}: {
  detail: ImpactAnalysisDetail;
  fromTitle: string;
  toTitle: string;
  selected: Impact | null;
  canEdit: boolean;
  ctx: ImpactEditorContext;
  contentId: string | null;
  statistics?: (detail: ImpactAnalysisDetail) => ReactNode;
}): JSX.Element {
  const analysis = detail.impactAnalysis;
  const analysisTarget = {
    refId: analysis.id,
    refType: 'IMPACT_ANALYSIS' as const,
    label: analysis.title,
  };
  const commentsOnImpact = selected && !isNewImpact(selected);
  return (
    <Stack w={420} gap="md" style={{ flexShrink: 0 }} component="aside" aria-label="Impact analysis widgets">
      {statistics ? (
        statistics(detail)
      ) : (
        <StatisticsSlot detail={detail} fromTitle={fromTitle} toTitle={toTitle} />
      )}
      <Divider />
      <ImpactDetailWidget impact={selected} canEdit={canEdit} ctx={ctx} />
      <Divider />
      <Stack gap="xs" component="section" aria-label="Template Content Detail">
        <Title order={2} size="h4">
          Template Content Detail
        </Title>
        {contentId ? (
          <RemoteWidget widget="TemplateContentDetail" props={{ templateContentId: contentId }} />
        ) : (
          <Text size="sm" c="dimmed">
            {TEMPLATE_CONTENT_MESSAGES.noneSelected}
          </Text>
        )}
      </Stack>
      <Divider />
      <div id={COMMENTS_PANEL_ID}>
        {commentsOnImpact ? (
          <CommentsWidget
            key={selected.id}
            target={{ refId: selected.id, refType: 'IMPACT', label: 'this impact' }}
            parent={analysisTarget}
          />
        ) : (
          <CommentsWidget target={analysisTarget} />
        )}
      </div>
    </Stack>
  );
}
