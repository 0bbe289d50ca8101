import { useEffect, type MutableRefObject } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';

/** spec 3 §2, §9: the scroll to a key is delayed 10 ms and repeated after 1000 ms (rows are measured lazily). */
const SCROLL_TO_KEY_DELAYS_MS = [10, 1000] as const;

export type ListVirtualizer = Virtualizer<HTMLDivElement, Element>;

/**
 * Scrolls the virtual list to `index` whenever `request` changes (a new anchor, a table-of-contents pick, the seek
 * button) — a counter, so picking the same entry twice scrolls twice.
 */
export function useScrollToKey(
  index: number,
  request: number,
  virtualizerRef: MutableRefObject<ListVirtualizer | null>,
): void {
  useEffect(() => {
    if (index < 0) return;
    const timers = SCROLL_TO_KEY_DELAYS_MS.map((delay) =>
      setTimeout(() => virtualizerRef.current?.scrollToIndex(index, { align: 'start' }), delay),
    );
    return () => timers.forEach(clearTimeout);
    // request: the same index asked again scrolls again
  }, [index, request, virtualizerRef]);
}
