import { renderHook } from '@testing-library/react';
import type { Virtualizer } from '@tanstack/react-virtual';
import type { MutableRefObject } from 'react';
import { useAnchorScroll } from './useAnchorScroll';

// spec 3 §2/§9, written out here rather than read from the hook's constant: the test pins the schedule itself
const SPEC_RETRY_DELAYS_MS = [0, 50, 300, 900, 1500, 2500];

function virtualizer() {
  const scrollToIndex = jest.fn();
  const ref = { current: { scrollToIndex } } as unknown as MutableRefObject<Virtualizer<
    HTMLDivElement,
    Element
  > | null>;
  return { ref, scrollToIndex };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useAnchorScroll (#key and #requirement-id= anchors)', () => {
  it("scrolls to the anchor row at each of the spec's retry delays, and only then", () => {
    const { ref, scrollToIndex } = virtualizer();
    renderHook(() => useAnchorScroll(7, ref));
    let elapsed = 0;
    SPEC_RETRY_DELAYS_MS.forEach((delay, i) => {
      // just before the retry: still the earlier count
      jest.advanceTimersByTime(Math.max(0, delay - elapsed - 1));
      if (delay > 0) expect(scrollToIndex).toHaveBeenCalledTimes(i);
      jest.advanceTimersByTime(delay === 0 ? 0 : 1);
      elapsed = delay;
      expect(scrollToIndex).toHaveBeenCalledTimes(i + 1);
    });
    jest.advanceTimersByTime(60_000);
    expect(scrollToIndex).toHaveBeenCalledTimes(SPEC_RETRY_DELAYS_MS.length);
    expect(
      scrollToIndex.mock.calls.every(([index, options]) => index === 7 && options.align === 'start'),
    ).toBe(true);
  });

  it('retries with the virtualizer the ref holds when the timer fires (rows measured later)', () => {
    const { ref } = virtualizer();
    renderHook(() => useAnchorScroll(3, ref));
    jest.advanceTimersByTime(0);
    const later = jest.fn();
    ref.current = { scrollToIndex: later } as unknown as (typeof ref)['current'];
    jest.advanceTimersByTime(2500);
    expect(later).toHaveBeenCalledTimes(SPEC_RETRY_DELAYS_MS.length - 1);
  });

  it('does not scroll without an anchor, and stops retrying when the anchor changes or the list unmounts', () => {
    const { ref, scrollToIndex } = virtualizer();
    const { rerender, unmount } = renderHook(({ index }) => useAnchorScroll(index, ref), {
      initialProps: { index: -1 },
    });
    jest.advanceTimersByTime(60_000);
    expect(scrollToIndex).not.toHaveBeenCalled();
    rerender({ index: 2 });
    jest.advanceTimersByTime(300);
    expect(scrollToIndex).toHaveBeenCalledTimes(3);
    rerender({ index: 5 });
    jest.advanceTimersByTime(60_000);
    // the old anchor's remaining retries were cancelled; the new one ran its whole schedule
    expect(scrollToIndex.mock.calls.filter(([i]) => i === 2)).toHaveLength(3);
    expect(scrollToIndex.mock.calls.filter(([i]) => i === 5)).toHaveLength(SPEC_RETRY_DELAYS_MS.length);
    rerender({ index: 9 });
    unmount();
    jest.advanceTimersByTime(60_000);
    expect(scrollToIndex.mock.calls.filter(([i]) => i === 9)).toHaveLength(0);
  });
});
