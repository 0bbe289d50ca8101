/**
 * The process content's side of the Gap List widget contract (checklist "Between areas"; ADR 0083): the
 * widget (mfe-regulations) asks for a highlight through `onHighlight`, the content renders it. Defined here again
 * (not imported) because an area never imports another area's files; the shapes are the widget's GapHighlight.
 */
export type BlockHighlightMode = 'NONE' | 'HIGHLIGHT' | 'EXCLUSIVE_HIGHLIGHT' | 'HIGHLIGHT_NOT_LINKED';

export interface BlockHighlight {
  mode: BlockHighlightMode;
  /** the blocks linked to the requirements the widget chose */
  blockArtifactIds: string[];
}

export const NO_HIGHLIGHT: BlockHighlight = { mode: 'NONE', blockArtifactIds: [] };

/** How one block shows: highlighted, dimmed (not one of the blocks of an exclusive highlight) or as usual. */
type BlockMark = 'highlighted' | 'dimmed' | null;

/**
 * '...by requirements of this regulation' highlights the linked blocks; '...only by requirements of this
 * regulation' highlights them and dims all others; 'highlight sop blocks without reference' highlights the blocks
 * that are not linked; 'None' shows every block as usual.
 */
export function blockMark(highlight: BlockHighlight, blockArtifactId: string): BlockMark {
  const linked = highlight.blockArtifactIds.includes(blockArtifactId);
  switch (highlight.mode) {
    case 'NONE':
      return null;
    case 'HIGHLIGHT':
      return linked ? 'highlighted' : null;
    case 'EXCLUSIVE_HIGHLIGHT':
      return linked ? 'highlighted' : 'dimmed';
    case 'HIGHLIGHT_NOT_LINKED':
      return linked ? null : 'highlighted';
  }
}
