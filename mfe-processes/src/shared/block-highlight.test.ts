import { blockMark, NO_HIGHLIGHT, type BlockHighlightMode } from './block-highlight';

describe('blockMark', () => {
  const marks = (mode: BlockHighlightMode) =>
    ['linked', 'other'].map((id) => blockMark({ mode, blockArtifactIds: ['linked'] }, id));

  it('renders each highlight mode of the Gap List widget', () => {
    expect(marks('HIGHLIGHT')).toEqual(['highlighted', null]);
    expect(marks('EXCLUSIVE_HIGHLIGHT')).toEqual(['highlighted', 'dimmed']);
    expect(marks('HIGHLIGHT_NOT_LINKED')).toEqual([null, 'highlighted']);
    expect(marks('NONE')).toEqual([null, null]);
    expect(blockMark(NO_HIGHLIGHT, 'linked')).toBeNull();
  });
});
