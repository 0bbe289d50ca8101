import { ActionIcon, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { Impact } from '@qms/shared-api';
import { isNewImpact } from '../model/draft';
import { impactHash } from '../utils/entries';
import type { ImpactEditorContext } from '../model/context';
import { NO_IMPACT_SELECTED } from '../model/labels';
import { ImpactEditor } from './ImpactEditor';
import { ImpactViewer } from './ImpactViewer';

/**
 * The Impact Detail widget of the analysis screen: 'No Impact selected', the editor for a QMS admin (the server
 * refuses writes from anyone else), the read-only viewer otherwise.
 */
export function ImpactDetailWidget({
  impact,
  canEdit,
  ctx,
}: {
  impact: Impact | null;
  canEdit: boolean;
  ctx: ImpactEditorContext;
}): JSX.Element {
  return (
    <Stack gap="xs" component="section" aria-label="Impact Detail">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          Impact Detail
        </Title>
        {impact && !isNewImpact(impact) && (
          // spec 3 §1: the impact opened in a new tab, anchored by its #impact= hash
          <Tooltip label="Open this impact in a new tab">
            <ActionIcon
              component="a"
              href={`/impact-analysis/${encodeURIComponent(impact.impactAnalysisId)}${impactHash(impact.id)}`}
              target="_blank"
              rel="noopener"
              variant="subtle"
              aria-label="Open impact in a new tab"
            >
              <IconExternalLink size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {!impact ? (
        <Text size="sm" c="dimmed">
          {NO_IMPACT_SELECTED}
        </Text>
      ) : canEdit ? (
        // keyed: another impact starts with a fresh draft and the mode's tab
        <ImpactEditor key={impact.id} impact={impact} ctx={ctx} />
      ) : (
        <ImpactViewer impact={impact} fromById={ctx.fromById} toById={ctx.toById} />
      )}
    </Stack>
  );
}
