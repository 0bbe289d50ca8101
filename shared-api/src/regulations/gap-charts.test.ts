import { pieStroke } from './gap-charts';

describe('pieStroke', () => {
  it('draws borders between two or more slices', () => {
    expect(pieStroke([3, 1, 0])).toEqual({ width: 2 });
  });

  it('draws none when one slice is the whole chart (no seam at the top)', () => {
    expect(pieStroke([0, 5, 0])).toEqual({ width: 0 });
    expect(pieStroke([7])).toEqual({ width: 0 });
  });
});
