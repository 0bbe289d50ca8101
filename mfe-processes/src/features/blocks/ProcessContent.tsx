import { Drawer, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import {
  PROCESS_MESSAGES,
  BLOCK_DEFAULTS,
  useCreateBlock,
  useDeleteBlock,
  useOrderBlocks,
  useRoles,
  useChildrenCommentCount,
  useUndoBlockDeletion,
  type BlockRef,
  type BlockType,
  type SopArtifact,
  type SopBlock,
  type SopVersion,
  useProducts,
  useTemplateContents,
} from '@qms/shared-api';
import { CommentsWidget, ConfirmDialog, notify } from '@qms/shared-ui';
import { atIndexAfter, deletedBlocks, fullOrderAfterMove } from './block-rules';
import { BlockList } from './BlockList';
import type { BlockHighlight } from '../../shared/block-highlight';
import { DeletedPanel } from '../../shared/DeletedPanel';

interface ProcessContentProps {
  sop: SopVersion;
  artifact: SopArtifact;
  editable: boolean;
  inWork: boolean;
  /** pushes the block detail onto the content stack */
  onOpenBlock: (ref: BlockRef) => void;
  /** the Gap List widget's highlight and the selected block (checklist "Between areas") */
  highlight?: BlockHighlight;
  selectedBlockArtifactId?: string | null;
  /** selects a block for the Gap List's requirement links (admins, any release state) */
  onSelectBlock?: (block: SopBlock) => void;
  /** section 2, the glossary: another feature, so the screen composing both hands it in */
  glossary: ReactNode;
}

/** The process content (spec 1 §2.6): 1 Purpose, 2 Glossary, the block list, and the deleted-blocks panel. */
export function ProcessContent(props: ProcessContentProps) {
  const { sop, artifact, editable, inWork, onOpenBlock, highlight, selectedBlockArtifactId, glossary } =
    props;
  const sopRef = { artifactId: sop.artifactId, versionId: sop.versionId };
  const roles = useRoles();
  const roleNames = useMemo(() => new Map((roles.data ?? []).map((r) => [r.id, r.name])), [roles.data]);
  // names of the blocks' template contents and products, loaded only when a block refers to one (a failure leaves
  // the ids shown; the Templates widget reports a failed template-content load)
  const needsContents = sop.sopBlocks.some((b) => b.templateContentIds.length > 0);
  const needsProducts = sop.sopBlocks.some((b) => b.productIds.length > 0);
  const contents = useTemplateContents(needsContents);
  const products = useProducts(needsProducts);
  const templateContentNames = useMemo(
    () => new Map((contents.data ?? []).map((c) => [c.id, c.name])),
    [contents.data],
  );
  const productNames = useMemo(
    () => new Map((products.data ?? []).map((p) => [p.productId, p.name])),
    [products.data],
  );
  const create = useCreateBlock();
  const remove = useDeleteBlock();
  const undo = useUndoBlockDeletion();
  const order = useOrderBlocks();
  const [confirming, setConfirming] = useState<{ block: SopBlock; revert: boolean } | null>(null);
  const [commenting, setCommenting] = useState<SopBlock | null>(null);
  // comments hang on the block's artifact (all versions), their parent is the process artifact
  const commentCounts = useChildrenCommentCount(sop.artifactId);
  const busy = create.isPending || remove.isPending || order.isPending || undo.isPending;
  const blockRef = (b: SopBlock): BlockRef => ({
    ...sopRef,
    blockArtifactId: b.artifactId,
    blockVersionId: b.versionId,
  });

  const add = (type: BlockType, afterVisibleIndex?: number) =>
    create.mutate(
      {
        ...sopRef,
        body: {
          atIndex:
            afterVisibleIndex === undefined ? undefined : atIndexAfter(sop.sopBlocks, afterVisibleIndex),
          block: { type, ...BLOCK_DEFAULTS[type] },
        },
      },
      { onError: (error) => notify.error(PROCESS_MESSAGES.blockCreate, error) },
    );

  const confirmRemove = () => {
    if (!confirming) return;
    remove.mutate(blockRef(confirming.block), {
      onError: (error) => notify.error(PROCESS_MESSAGES.blockDelete, error),
      onSettled: () => setConfirming(null),
    });
  };

  const reorder = (visibleOrder: string[]) =>
    order.mutate(
      { ...sopRef, artifactIds: fullOrderAfterMove(sop.sopBlocks, visibleOrder) },
      { onError: (error) => notify.error(PROCESS_MESSAGES.blockReorder, error) },
    );

  const undoDeletion = (blockVersionId: string) =>
    undo.mutate(
      { ...sopRef, blockVersionId },
      { onError: (error) => notify.error(PROCESS_MESSAGES.undoDeletion, error) },
    );

  const removed = deletedBlocks(sop.sopBlocks);
  return (
    <Stack gap="lg">
      <Stack gap={4} component="section" aria-labelledby="purpose-heading">
        <Title order={2} size="h3" id="purpose-heading">
          1 Purpose
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={sop.description ? undefined : 'dimmed'}>
          {sop.description || 'No purpose written yet.'}
        </Text>
      </Stack>
      {glossary}
      <BlockList
        blocks={sop.sopBlocks}
        requirementType={artifact.requirementType}
        editable={editable}
        roleNames={roleNames}
        templateContentNames={templateContentNames}
        productNames={productNames}
        busy={busy}
        onAdd={add}
        onEdit={(b) => onOpenBlock(blockRef(b))}
        onDelete={(block) => setConfirming({ block, revert: false })}
        onRevert={(block) => setConfirming({ block, revert: true })}
        onReorder={reorder}
        commentCounts={commentCounts.data}
        onComments={setCommenting}
        highlight={highlight}
        selectedBlockArtifactId={selectedBlockArtifactId}
        onSelect={props.onSelectBlock}
      />
      <Drawer
        opened={commenting !== null}
        onClose={() => setCommenting(null)}
        position="right"
        title="Comments"
      >
        {commenting && (
          <CommentsWidget
            key={commenting.artifactId}
            target={{ refId: commenting.artifactId, refType: 'SOP_BLOCK_ARTIFACT', label: commenting.name }}
            parent={{ refId: sop.artifactId, refType: 'SOP_ARTIFACT', label: sop.name }}
          />
        )}
      </Drawer>
      {inWork && (
        <DeletedPanel
          title="Deleted Blocks"
          items={removed.map((b) => ({ id: b.versionId, label: b.name }))}
          canUndo={editable}
          pendingId={undo.isPending ? (undo.variables?.blockVersionId ?? null) : null}
          onUndo={undoDeletion}
        />
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming?.revert ? 'Revert block' : 'Delete block'}
        message={
          confirming?.revert
            ? `Revert "${confirming.block.name}" to its unchanged version? Your changes in this version are lost.`
            : `Delete the block "${confirming?.block.name ?? ''}"?`
        }
        confirmLabel={confirming?.revert ? 'Revert' : 'Delete'}
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => !remove.isPending && setConfirming(null)}
      />
    </Stack>
  );
}
