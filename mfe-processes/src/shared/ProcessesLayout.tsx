import { ActionIcon, Box, Group, Paper, ScrollArea, Tabs, Tooltip } from '@mantine/core';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLayoutSidebarRightCollapse,
  IconLayoutSidebarRightExpand,
} from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RELEASE_WORKFLOW_TAB } from '@qms/shared-api';
import { SidePanelResizer } from './SidePanelResizer';
import { readSidePanelWidth, sidePanelCssWidth, writeSidePanelWidth } from './side-panel-width';

const LEFT_SIDEBAR_WIDTH = 280;
const COLLAPSED_WIDTH = 40;

export interface SidebarPanel {
  value: string;
  label: string;
  content: ReactNode;
}

interface ProcessesLayoutProps {
  /** the process tree */
  tree: ReactNode;
  /** the right sidebar's tabbed panels; none = no right sidebar */
  panels?: SidebarPanel[];
  children: ReactNode;
}

/**
 * The processes pages' frame (spec 1 §2.5, §2.6): a collapsible left sidebar with the process tree, the content,
 * and an optional collapsible right sidebar with tabbed panels: 600 px by default (spec 1 §9), resizable, and
 * narrower where the screen would otherwise squeeze the process (side-panel-width.ts).
 */
export function ProcessesLayout({ tree, panels = [], children }: ProcessesLayoutProps): JSX.Element {
  const [treeOpen, setTreeOpen] = useState(true);
  const [rightOpen, setRightOpen] = useState(true);
  const [panelWidth, setPanelWidth] = useState(readSidePanelWidth);
  const panelsId = useId();
  const keepPanelWidth = (width: number) => {
    setPanelWidth(width);
    writeSidePanelWidth(width);
  };
  const treeWidth = treeOpen ? LEFT_SIDEBAR_WIDTH : COLLAPSED_WIDTH;
  // a deep link (?tab=releaseWorkflow, from My approvals and the release mails) opens that panel first
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<string | null>(
    searchParams.get(RELEASE_WORKFLOW_TAB.param) ?? panels[0]?.value ?? null,
  );
  const activeTab = panels.some((p) => p.value === tab) ? tab : (panels[0]?.value ?? null);
  return (
    <Group align="flex-start" gap={0} wrap="nowrap" style={{ minHeight: '100%' }}>
      <Box
        component="aside"
        w={treeWidth}
        p="xs"
        style={{ flexShrink: 0, borderRight: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Tooltip label={treeOpen ? 'Hide process tree' : 'Show process tree'}>
          <ActionIcon
            variant="subtle"
            aria-label={treeOpen ? 'Hide process tree' : 'Show process tree'}
            aria-expanded={treeOpen}
            onClick={() => setTreeOpen((o) => !o)}
            mb="xs"
          >
            {treeOpen ? (
              <IconLayoutSidebarLeftCollapse size={18} />
            ) : (
              <IconLayoutSidebarLeftExpand size={18} />
            )}
          </ActionIcon>
        </Tooltip>
        {treeOpen && <ScrollArea.Autosize mah="calc(100vh - 160px)">{tree}</ScrollArea.Autosize>}
      </Box>
      <Box component="section" style={{ flex: 1, minWidth: 0 }} p="md">
        {children}
      </Box>
      {panels.length > 0 && rightOpen && (
        <SidePanelResizer
          controls={panelsId}
          width={panelWidth}
          onResize={setPanelWidth}
          onCommit={keepPanelWidth}
        />
      )}
      {panels.length > 0 && (
        <Box
          component="aside"
          id={panelsId}
          aria-label="Widgets"
          p="xs"
          style={{
            width: rightOpen ? sidePanelCssWidth(panelWidth, treeWidth) : COLLAPSED_WIDTH,
            flexShrink: 0,
            borderLeft: rightOpen ? undefined : '1px solid var(--mantine-color-gray-3)',
          }}
        >
          <Tooltip label={rightOpen ? 'Hide side panels' : 'Show side panels'}>
            <ActionIcon
              variant="subtle"
              aria-label={rightOpen ? 'Hide side panels' : 'Show side panels'}
              aria-expanded={rightOpen}
              onClick={() => setRightOpen((o) => !o)}
              mb="xs"
            >
              {rightOpen ? (
                <IconLayoutSidebarRightCollapse size={18} />
              ) : (
                <IconLayoutSidebarRightExpand size={18} />
              )}
            </ActionIcon>
          </Tooltip>
          {rightOpen && (
            <Tabs value={activeTab} onChange={setTab} keepMounted={false}>
              <Tabs.List>
                {panels.map((p) => (
                  <Tabs.Tab key={p.value} value={p.value}>
                    {p.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {panels.map((p) => (
                <Tabs.Panel key={p.value} value={p.value} pt="sm">
                  <Paper>{p.content}</Paper>
                </Tabs.Panel>
              ))}
            </Tabs>
          )}
        </Box>
      )}
    </Group>
  );
}
