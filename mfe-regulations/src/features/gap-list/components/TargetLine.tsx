import { Anchor, Group, Text } from '@mantine/core';
import type { LinkedBlock } from '@qms/shared-api';
import { blockHref } from '../model/targets';

interface TargetItem {
  id: string;
  name: string;
  href?: string;
  /** shows the target in the gap list's widget (a button; takes precedence over href) */
  onShow?: () => void;
}

/**
 * One line of an assessment's targets: a label and the named targets, linked where a route takes them, or buttons
 * showing them in the gap list's right-hand widget (`widget` names it for assistive technology).
 */
export function TargetLine({
  label,
  items,
  widget,
}: {
  label: string;
  items: TargetItem[];
  widget?: string;
}): JSX.Element | null {
  if (items.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap">
      <Text size="xs" fw={600}>
        {label}:
      </Text>
      {items.map(({ id, name, href, onShow }) =>
        onShow ? (
          <Anchor
            key={id}
            component="button"
            type="button"
            size="xs"
            onClick={onShow}
            title={widget ? `Show in ${widget}` : undefined}
          >
            {name}
          </Anchor>
        ) : href ? (
          <Anchor key={id} href={href} size="xs">
            {name}
          </Anchor>
        ) : (
          <Text key={id} size="xs">
            {name}
          </Text>
        ),
      )}
    </Group>
  );
}

/**
 * The blocks linked to an assessment from a process's Gap List widget, each a link to the block in its process
 * (/processes/{sopArtifactId}/current#{blockArtifactId}). `blocks` is the `linkedBlocks` of the gap-list answer:
 * the gap list page and the assessment editor other areas mount (QmsRequirementEditor) both pass it, so a block
 * reads the same everywhere. A block missing from it (its process was deleted) shows its id, unlinked.
 */
export function LinkedBlockLinks({
  blockArtifactIds,
  blocks,
}: {
  blockArtifactIds: readonly string[];
  blocks: readonly LinkedBlock[] | undefined;
}): JSX.Element | null {
  const items = blockArtifactIds.map((id): TargetItem => {
    const block = blocks?.find((b) => b.blockArtifactId === id);
    return { id, name: block?.name || id, href: block ? blockHref(block.sopArtifactId, id) : undefined };
  });
  return <TargetLine label="Linked blocks" items={items} />;
}
