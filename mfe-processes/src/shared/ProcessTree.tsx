import { ActionIcon, Anchor, Box, Group, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { PROCESS_LABELS } from '@qms/shared-api';
import { readOpenNodes, writeOpenNodes, type ProcessTreeNode } from './process-tree';

interface ProcessTreeProps {
  nodes: ProcessTreeNode[];
  /** the tenant whose open nodes are remembered */
  tenantId: string | undefined;
  /** the process shown now, highlighted */
  selectedArtifactId?: string;
  /** on Process Detail: the block being edited, null = none ('No sop-block selected'); absent on the overview */
  selectedBlockName?: string | null;
}

/**
 * The process tree (spec 1 §2.5): root 'Overview' → /processes, each process → /processes/{artifactId}/current.
 * A nested list with real links and expand buttons, so it works with the keyboard and a screen reader.
 */
export function ProcessTree({
  nodes,
  tenantId,
  selectedArtifactId,
  selectedBlockName,
}: ProcessTreeProps): JSX.Element {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(readOpenNodes(tenantId)));
  const toggle = useCallback(
    (artifactId: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(artifactId)) next.add(artifactId);
        writeOpenNodes(tenantId, [...next]);
        return next;
      }),
    [tenantId],
  );
  return (
    <Box component="nav" aria-label="Process tree">
      <Anchor component={Link} to="/processes" fw={600} size="sm" display="block" mb={4}>
        Overview
      </Anchor>
      <TreeLevel nodes={nodes} open={open} toggle={toggle} selected={selectedArtifactId} depth={0} />
      {selectedBlockName !== undefined && (
        <Text size="xs" c="dimmed" mt="sm" aria-live="polite">
          {selectedBlockName === null
            ? PROCESS_LABELS.noBlockSelected
            : `Selected block: ${selectedBlockName}`}
        </Text>
      )}
    </Box>
  );
}

interface TreeLevelProps {
  nodes: ProcessTreeNode[];
  open: ReadonlySet<string>;
  toggle: (artifactId: string) => void;
  selected?: string;
  depth: number;
}

function TreeLevel({ nodes, open, toggle, selected, depth }: TreeLevelProps): JSX.Element | null {
  if (nodes.length === 0) return null;
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} role={depth === 0 ? undefined : 'group'}>
      {nodes.map((node) => {
        const expanded = open.has(node.artifactId);
        return (
          <li key={node.artifactId}>
            <Group gap={2} wrap="nowrap" pl={depth * 14}>
              {node.children.length > 0 ? (
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  color="gray"
                  aria-expanded={expanded}
                  aria-label={`${expanded ? 'Collapse' : 'Expand'} ${node.name}`}
                  onClick={() => toggle(node.artifactId)}
                >
                  {expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                </ActionIcon>
              ) : (
                <Box w={22} />
              )}
              <Anchor
                component={Link}
                to={`/processes/${encodeURIComponent(node.artifactId)}/current`}
                size="sm"
                fw={node.artifactId === selected ? 700 : undefined}
                aria-current={node.artifactId === selected ? 'page' : undefined}
              >
                <Text span inherit lineClamp={1}>
                  {node.name}
                </Text>
              </Anchor>
            </Group>
            {expanded && (
              <TreeLevel
                nodes={node.children}
                open={open}
                toggle={toggle}
                selected={selected}
                depth={depth + 1}
              />
            )}
          </li>
        );
      })}
    </Box>
  );
}
