import { releaseStateSummary, totalOf } from './counts';

describe('dashboard counts', () => {
  it('sums a statistics record', () => {
    expect(totalOf({ RELEASED: 4, DRAFT: 3 })).toBe(7);
    expect(totalOf({})).toBe(0);
  });
  it('says a tile’s content in one line, naming only the states that have any', () => {
    expect(
      releaseStateSummary({ RELEASED: 4, IN_RELEASE: 1, DRAFT: 3, OBSOLETE: 2 }, 'template version'),
    ).toBe('10 template versions: 4 released, 1 in review, 3 in draft, 2 obsolete');
    expect(releaseStateSummary({ RELEASED: 1, DRAFT: 0 }, 'process version')).toBe(
      '1 process version: 1 released',
    );
    expect(releaseStateSummary({}, 'process version')).toBe('0 process versions');
  });
});
