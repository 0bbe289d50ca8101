import { useEffect } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import type { MutableRefObject } from 'react';

/** spec 3 §9: the scroll to the anchor requirement is retried after these delays (rows are measured lazily). */
const ANCHOR_RETRY_DELAYS_MS = [0, 50, 300, 900, 1500, 2500] as const;

/** Scrolls the virtual list to `index` once the rows are there, retrying on the spec's schedule. */
export function useAnchorScroll(
  index: number,
  virtualizerRef: MutableRefObject<Virtualizer<HTMLDivElement, Element> | null>,
): void {
  useEffect(() => {
    if (index < 0) return;
    const timers = ANCHOR_RETRY_DELAYS_MS.map((delay) =>
      setTimeout(() => virtualizerRef.current?.scrollToIndex(index, { align: 'start' }), delay),
    );
    return () => timers.forEach(clearTimeout);
  }, [index, virtualizerRef]);
}
