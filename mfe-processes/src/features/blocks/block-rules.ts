import type { BlockType, RequirementType, SopBlock } from '@qms/shared-api';

// The state rules themselves (blockActions, isEditable, isInWork) are shared-api's processes.rules: these are the
// list's own arithmetic.

/** spec 1 §2.6: the add buttons in their order; 'Add Step' only for QMS processes. */
export function addableBlockTypes(requirementType: RequirementType): BlockType[] {
  return requirementType === 'QMS' ? ['HEADER', 'TIPTAP', 'STEP', 'DRAWIO'] : ['HEADER', 'TIPTAP', 'DRAWIO'];
}

/** Which of the optional fields a block carries (beyond name and text). */
interface BlockFieldSet {
  role: boolean;
  templateContents: boolean;
  products: boolean;
  /** 'Testable' and, when set, the five test fields */
  testFields: boolean;
}

/**
 * spec 1 §2.6 and the decision "PRODUCT requirement blocks": a step has role, template contents, products and the
 * test fields; a Section (TIPTAP) of a PRODUCT process is a product requirement with products and the test fields.
 */
export function blockFieldSet(type: BlockType, requirementType: RequirementType): BlockFieldSet {
  const step = type === 'STEP';
  const productRequirement = type === 'TIPTAP' && requirementType === 'PRODUCT';
  return {
    role: step,
    templateContents: step,
    products: step || productRequirement,
    testFields: step || productRequirement,
  };
}

/** The blocks shown in the list (DELETED ones go to the 'Deleted Blocks' panel), in the version's order. */
export function visibleBlocks(blocks: readonly SopBlock[]): SopBlock[] {
  return blocks.filter((b) => b.versionState !== 'DELETED');
}

export function deletedBlocks(blocks: readonly SopBlock[]): SopBlock[] {
  return blocks.filter((b) => b.versionState === 'DELETED');
}

/**
 * The atIndex of an insert after the visible block at `visibleIndex` (−1 = at the top), counted among ALL blocks
 * of the version (deleted ones keep their place in the server's order).
 */
export function atIndexAfter(blocks: readonly SopBlock[], visibleIndex: number): number {
  if (visibleIndex < 0) return 0;
  const visible = visibleBlocks(blocks);
  const anchor = visible[visibleIndex];
  if (!anchor) return blocks.length;
  return blocks.findIndex((b) => b.artifactId === anchor.artifactId) + 1;
}

/**
 * The full order after the visible blocks were rearranged: deleted blocks stay right after the visible block they
 * followed (or at the top), so the server gets every block id of the version.
 */
export function fullOrderAfterMove(blocks: readonly SopBlock[], visibleOrder: readonly string[]): string[] {
  const followers = new Map<string | null, string[]>();
  let previous: string | null = null;
  for (const b of blocks) {
    if (b.versionState === 'DELETED')
      followers.set(previous, [...(followers.get(previous) ?? []), b.artifactId]);
    else previous = b.artifactId;
  }
  const out = [...(followers.get(null) ?? [])];
  for (const id of visibleOrder) out.push(id, ...(followers.get(id) ?? []));
  return out;
}

// the numbering is shared with the server's exports
export { blockNumbers } from '@qms/shared-api';
