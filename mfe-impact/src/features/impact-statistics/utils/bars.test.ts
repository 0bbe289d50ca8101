import { BAR_COLORS, barSegments, percent } from './bars';

const widths = (mapped: number, total: number) => barSegments(mapped, total).map((s) => s.widthPercent);
const labels = (mapped: number, total: number) => barSegments(mapped, total).map((s) => s.showLabel);

describe('barSegments (spec 3 §9 horizontal bars)', () => {
  it('draws the real shares when both are 3 % or more', () => {
    expect(widths(40, 100)).toEqual([40, 60]);
    expect(widths(3, 100)).toEqual([3, 97]);
  });

  it('draws a non-zero share below 3 % at 3 % and narrows the other segment', () => {
    expect(widths(1, 100)).toEqual([3, 97]);
    expect(widths(999, 1000)).toEqual([97, 3]);
    // the real share stays what it is
    expect(barSegments(1, 100)[0]!.share).toBe(0.01);
  });

  it('leaves a zero share at zero width', () => {
    expect(widths(0, 50)).toEqual([0, 100]);
    expect(widths(50, 50)).toEqual([100, 0]);
  });

  it('labels a segment only from a share of 30 %', () => {
    expect(labels(30, 100)).toEqual([true, true]);
    expect(labels(29, 100)).toEqual([false, true]);
    expect(labels(71, 100)).toEqual([true, false]);
    expect(labels(70, 100)).toEqual([true, true]);
  });

  it('colours mapped green and not mapped orange, in that order', () => {
    expect(barSegments(5, 10).map((s) => [s.key, s.color, s.count])).toEqual([
      ['mapped', BAR_COLORS.mapped, 5],
      ['notMapped', BAR_COLORS.notMapped, 5],
    ]);
    expect(BAR_COLORS.mapped).toContain('green');
    expect(BAR_COLORS.notMapped).toContain('orange');
  });

  it('has nothing to draw without requirements and clamps impossible counts', () => {
    expect(barSegments(0, 0)).toEqual([]);
    expect(widths(12, 10)).toEqual([100, 0]);
    expect(widths(-1, 10)).toEqual([0, 100]);
  });

  it('formats whole percent', () => {
    expect(percent(1 / 3)).toBe('33 %');
  });
});
