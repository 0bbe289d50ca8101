import type { SopBlock } from '@qms/shared-api';
import {
  addableBlockTypes,
  atIndexAfter,
  blockFieldSet,
  blockNumbers,
  fullOrderAfterMove,
} from './block-rules';

const block = (artifactId: string, versionState: SopBlock['versionState']) =>
  ({ artifactId, versionState }) as SopBlock;

describe('block list rules (spec 1 §2.6)', () => {
  it("offers 'Add Step' for QMS processes only", () => {
    expect(addableBlockTypes('QMS')).toContain('STEP');
    expect(addableBlockTypes('PRODUCT')).not.toContain('STEP');
  });

  it('gives steps role, template contents, products and test fields; a Section of a PRODUCT process products and test fields', () => {
    expect(blockFieldSet('STEP', 'QMS')).toEqual({
      role: true,
      templateContents: true,
      products: true,
      testFields: true,
    });
    expect(blockFieldSet('TIPTAP', 'PRODUCT')).toEqual({
      role: false,
      templateContents: false,
      products: true,
      testFields: true,
    });
    const none = { role: false, templateContents: false, products: false, testFields: false };
    expect(blockFieldSet('TIPTAP', 'QMS')).toEqual(none);
    for (const type of ['HEADER', 'DRAWIO'] as const) {
      expect(blockFieldSet(type, 'QMS')).toEqual(none);
      expect(blockFieldSet(type, 'PRODUCT')).toEqual(none);
    }
  });

  it('counts insert positions and orders among all blocks, deleted ones included', () => {
    const blocks = [
      block('d0', 'DELETED'),
      block('a', 'CREATED'),
      block('d1', 'DELETED'),
      block('b', 'UNCHANGED'),
    ];
    expect(atIndexAfter(blocks, -1)).toBe(0);
    expect(atIndexAfter(blocks, 0)).toBe(2);
    expect(atIndexAfter(blocks, 1)).toBe(4);
    expect(fullOrderAfterMove(blocks, ['b', 'a'])).toEqual(['d0', 'b', 'a', 'd1']);
  });
});

describe('blockNumbers', () => {
  it('numbers titles as chapters from 3 and the blocks below them inside', () => {
    const types = ['TIPTAP', 'HEADER', 'STEP', 'DRAWIO', 'HEADER', 'TIPTAP'] as const;
    expect(blockNumbers(types.map((type) => ({ type })))).toEqual(['3', '4', '4.1', '4.2', '5', '5.1']);
  });
});
