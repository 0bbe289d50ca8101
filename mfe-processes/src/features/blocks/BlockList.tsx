import { ActionIcon, Box, Button, Divider, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconLink, IconMessage, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  BLOCK_ADD_LABELS,
  blockActions,
  type BlockType,
  type RequirementType,
  type SopBlock,
} from '@qms/shared-api';
import { blockMark, NO_HIGHLIGHT, type BlockHighlight } from '../../shared/block-highlight';
import { addableBlockTypes, blockNumbers, visibleBlocks } from './block-rules';
import { BlockView } from './BlockView';
import { SortableList } from './SortableList';

interface BlockListProps {
  blocks: readonly SopBlock[];
  requirementType: RequirementType;
  /** admin and DRAFT: the edit actions show */
  editable: boolean;
  roleNames: ReadonlyMap<string, string>;
  /** template content id → name, product id → name (steps, product requirements) */
  templateContentNames?: ReadonlyMap<string, string>;
  productNames?: ReadonlyMap<string, string>;
  /** a block action is running: buttons wait */
  busy: boolean;
  /** `afterVisibleIndex` −1 = at the top; undefined = at the end */
  onAdd: (type: BlockType, afterVisibleIndex?: number) => void;
  onEdit: (block: SopBlock) => void;
  onDelete: (block: SopBlock) => void;
  onRevert: (block: SopBlock) => void;
  onReorder: (visibleOrder: string[]) => void;
  /** block artifactId → number of comments (children-comment-count of the process) */
  commentCounts?: Readonly<Record<string, number>>;
  /** opens the block's comments; everyone may comment */
  onComments?: (block: SopBlock) => void;
  /** what the Gap List widget asked to highlight */
  highlight?: BlockHighlight;
  /** the selected block (the Gap List widget links requirements to it); outlined */
  selectedBlockArtifactId?: string | null;
  /**
   * Selects a block for the Gap List's requirement links, in any release state (issue 28.2: a link is a gap-list
   * fact, not a change of the process); given to admins only, who may link.
   */
  onSelect?: (block: SopBlock) => void;
}

const MARK_STYLES = {
  highlighted: {
    background: 'var(--mantine-color-yellow-0)',
    boxShadow: 'inset 4px 0 0 var(--mantine-color-yellow-6)',
  },
  dimmed: { opacity: 0.45 },
} as const;

/**
 * The block list of a process (spec 1 §2.6): numbered blocks, per block Edit / Delete / Revert and 'Insert below'
 * for admins of a DRAFT, 'Insert at the top' above the first block, drag-and-drop (and keyboard) reordering, and
 * the add buttons at the end.
 */
export function BlockList(props: BlockListProps): JSX.Element {
  const { blocks, requirementType, editable, roleNames, busy, onAdd, onEdit, onDelete, onRevert, onReorder } =
    props;
  const { commentCounts = {}, onComments, highlight = NO_HIGHLIGHT, selectedBlockArtifactId = null } = props;
  const { templateContentNames, productNames, onSelect } = props;
  const visible = visibleBlocks(blocks);
  const numbers = blockNumbers(visible);
  const numberOf = new Map(visible.map((b, i) => [b.artifactId, numbers[i]!]));
  const types = addableBlockTypes(requirementType);
  return (
    <Stack gap="md" aria-label="Blocks">
      {visible.length === 0 && (
        <Text size="sm" c="dimmed">
          This process has no blocks yet.
        </Text>
      )}
      {editable && visible.length > 0 && (
        // 'Insert below' on each block cannot put a block before the first one; this can (atIndex 0)
        <Group justify="flex-end">
          <InsertMenu
            types={types}
            label="Insert at the top"
            menuLabel="Insert at the top"
            disabled={busy}
            onPick={(t) => onAdd(t, -1)}
          />
        </Group>
      )}
      <SortableList
        items={visible}
        idOf={(b) => b.artifactId}
        handleLabel={(b) => `Move block ${b.name}`}
        onReorder={onReorder}
        disabled={!editable || busy}
      >
        {(block, handle) => {
          const index = visible.indexOf(block);
          const allowed = blockActions(block.versionState);
          const count = commentCounts[block.artifactId] ?? 0;
          const comments = onComments && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconMessage size={14} />}
              aria-label={`Comments on block ${block.name}: ${count}`}
              onClick={() => onComments(block)}
            >
              {count}
            </Button>
          );
          const selectedForLinks = block.artifactId === selectedBlockArtifactId;
          const select = onSelect && (
            <Tooltip label={selectedForLinks ? 'Deselect the block' : 'Select for requirement links'}>
              <ActionIcon
                variant={selectedForLinks ? 'filled' : 'subtle'}
                aria-pressed={selectedForLinks}
                aria-label={`Select block ${block.name} for requirement links`}
                onClick={() => onSelect(block)}
              >
                <IconLink size={16} />
              </ActionIcon>
            </Tooltip>
          );
          const actions = editable ? (
            <Group gap={2} wrap="nowrap">
              {comments}
              {select}
              {handle}
              {allowed.canEdit && (
                <Tooltip label="Edit">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit block ${block.name}`}
                    onClick={() => onEdit(block)}
                    disabled={busy}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
              {allowed.canRevert && (
                <Tooltip label="Revert to the unchanged version">
                  <ActionIcon
                    variant="subtle"
                    color="orange"
                    aria-label={`Revert block ${block.name}`}
                    onClick={() => onRevert(block)}
                    disabled={busy}
                  >
                    <IconArrowBackUp size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
              {allowed.canDelete && (
                <Tooltip label="Delete">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete block ${block.name}`}
                    onClick={() => onDelete(block)}
                    disabled={busy}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
              <InsertMenu
                types={types}
                label={`Insert below ${block.name}`}
                menuLabel="Insert below"
                disabled={busy}
                onPick={(t) => onAdd(t, index)}
              />
            </Group>
          ) : (
            <Group gap={2} wrap="nowrap">
              {comments}
              {select}
            </Group>
          );
          const mark = blockMark(highlight, block.artifactId);
          const selected = selectedForLinks;
          return (
            <>
              <Box
                data-highlight={mark ?? undefined}
                data-selected={selected || undefined}
                pl={mark === 'highlighted' ? 'xs' : undefined}
                style={{
                  ...(mark ? MARK_STYLES[mark] : {}),
                  outline: selected ? '2px solid var(--mantine-color-blue-6)' : undefined,
                  borderRadius: 4,
                }}
              >
                <BlockView
                  block={block}
                  number={numberOf.get(block.artifactId) ?? ''}
                  requirementType={requirementType}
                  roleName={block.roleId ? roleNames.get(block.roleId) : undefined}
                  templateContentNames={templateContentNames}
                  productNames={productNames}
                  actions={actions}
                />
              </Box>
              <Divider my="xs" />
            </>
          );
        }}
      </SortableList>
      {editable && (
        <Group gap="xs">
          {types.map((type) => (
            <Button
              key={type}
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() => onAdd(type)}
              disabled={busy}
            >
              {BLOCK_ADD_LABELS[type]}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}

interface InsertMenuProps {
  types: BlockType[];
  label: string;
  /** the heading inside the menu: where the block goes */
  menuLabel: string;
  disabled: boolean;
  onPick: (type: BlockType) => void;
}

function InsertMenu({ types, label, menuLabel, disabled, onPick }: InsertMenuProps): JSX.Element {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={label} disabled={disabled}>
          <IconPlus size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{menuLabel}</Menu.Label>
        {types.map((type) => (
          <Menu.Item key={type} onClick={() => onPick(type)}>
            {BLOCK_ADD_LABELS[type]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
