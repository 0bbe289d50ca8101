import { Paper, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Template } from '@qms/shared-api';
import { RemoteWidget } from '@qms/shared-ui';

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
        <Tabs.Panel value="gap-list" p="sm">
          {/* the regulations area's Gap List in template mode: the template and whether it may be changed now */}
          <RemoteWidget
            widget="GapListWidget"
            props={{
              mode: 'template',
              templateArtifactId: template.artifactId,
              templateVersionId: template.versionId,
              editable,
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="content" p="sm">
          {contentDetail(selectedContentId)}
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
