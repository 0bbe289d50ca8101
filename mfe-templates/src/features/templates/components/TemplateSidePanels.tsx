import { Paper, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { AREA_MANIFESTS, type Template } from '@qms/shared-api';
import { RemoteWidget } from '@qms/shared-ui';

/**
 * What Template Detail hands the regulations area's Gap List widget in template mode (docs/decisions.md; the
 * widget's GapListWidgetProps in mfe-regulations/src/features/gap-list-widget/types.ts): the template and whether it
 * may be changed now. The widget lists the requirements naming the template artifact, with its evidence state.
 */
export interface TemplateGapListProps {
  mode: 'template';
  templateArtifactId: string;
  templateVersionId: string;
  editable: boolean;
}

export const GAP_LIST_WIDGET_ID = 'mfe_regulations/GapListWidget';

/** The right panels of Template Detail (spec 2 §2): Gap List and Template Content Detail. */
export function TemplateSidePanels({
  template,
  editable,
  selectedContentId,
  tab,
  onTab,
  contentDetail,
}: {
  template: Template;
  editable: boolean;
  selectedContentId: string | null;
  tab: string;
  onTab: (tab: string) => void;
  /** the Template Content Detail panel (composed by app/: a feature does not import another feature) */
  contentDetail: (contentId: string | null) => ReactNode;
}): JSX.Element {
  return (
    <Paper withBorder w={380} miw={300} component="aside" aria-label="Template panels">
      <Tabs value={tab} onChange={(value) => onTab(value ?? 'gap-list')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="gap-list">Gap List</Tabs.Tab>
          <Tabs.Tab value="content">Template Content Detail</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="gap-list">
          <RemoteWidget<TemplateGapListProps>
            id={GAP_LIST_WIDGET_ID}
            area={AREA_MANIFESTS.regulations.title}
            props={{
              mode: 'template',
              templateArtifactId: template.artifactId,
              templateVersionId: template.versionId,
              editable,
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="content">{contentDetail(selectedContentId)}</Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
